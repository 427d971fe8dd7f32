"use client";

import { Search } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { SearchForm } from "@/components/search/SearchForm";
import { searchHref } from "@/content/paths";
import type { PageSuggestion } from "./suggest";
import { SuggestionList } from "./SuggestionList";

const LIST_ID = "header-search-suggestions";
const optionId = (i: number) => `${LIST_ID}-${i}`;

/** The suggestion code and the index load on the first keystroke, never with the page. */
const loadSuggester = () => import("./header-suggestions");

/**
 * The header search: a native popover (Escape and outside clicks close it, focus returns to
 * the button, it works before hydration). As the visitor types, the top five pages appear in a
 * listbox under the box (the ARIA combobox pattern: arrows move, Enter opens the highlighted
 * page); Enter with nothing highlighted goes to /search?q=... and closes the popover.
 */
export function HeaderSearch() {
  const router = useRouter();
  const popover = useRef<HTMLDivElement>(null);
  const [suggestions, setSuggestions] = useState<PageSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  /** Only the answer to the latest keystroke is shown (the index may arrive after later ones). */
  const latest = useRef("");

  function close(form: HTMLFormElement | null) {
    popover.current?.hidePopover();
    form?.reset();
    latest.current = "";
    setSuggestions([]);
    setActive(-1);
  }

  function go(path: string, form: HTMLFormElement | null) {
    close(form);
    router.push(path);
  }

  function onValueChange(value: string) {
    latest.current = value;
    setActive(-1);
    if (value.trim() === "") {
      setSuggestions([]);
      return;
    }
    loadSuggester()
      .then(({ suggestPages }) => suggestPages(value))
      .then(
        (found) => latest.current === value && setSuggestions(found),
        () => undefined, // no index: Enter still reaches the search page
      );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (suggestions.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the box itself: past the last option (or before the first) the box has focus again.
      setActive(
        (current) => ((current + 1 + step + suggestions.length + 1) % (suggestions.length + 1)) - 1,
      );
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const chosen = suggestions[active];
    if (chosen) return go(chosen.path, form);
    const q = new FormData(form).get("q")?.toString().trim() ?? "";
    go(searchHref(q), form);
  }

  const open = suggestions.length > 0;
  return (
    <>
      <button
        type="button"
        popoverTarget="header-search"
        aria-label="Search"
        className="rounded-control text-ink hover:bg-concrete-100 grid size-11 place-items-center"
      >
        <Search aria-hidden="true" className="size-6" />
      </button>
      <div
        ref={popover}
        id="header-search"
        popover="auto"
        className="rounded-card border-concrete-200 shadow-card fixed inset-x-3 top-18 m-0 ml-auto w-auto max-w-md border bg-white p-3 sm:right-6 sm:left-auto sm:w-[28rem] lg:top-22"
      >
        <SearchForm
          inputId="header-search-q"
          label="Search..."
          submitText="Go"
          autoFocus
          onValueChange={onValueChange}
          onInputKeyDown={onKeyDown}
          inputAria={{
            role: "combobox",
            "aria-autocomplete": "list",
            "aria-expanded": open,
            "aria-controls": LIST_ID,
            "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined,
          }}
          onSubmit={submit}
        />
        <SuggestionList
          id={LIST_ID}
          optionId={optionId}
          suggestions={suggestions}
          active={active}
          onChoose={(path) => go(path, popover.current?.querySelector("form") ?? null)}
        />
      </div>
    </>
  );
}
