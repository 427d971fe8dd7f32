"use client";

import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, type FormEvent } from "react";
import { SearchForm } from "@/components/search/SearchForm";

/**
 * The header search: a native popover (Escape and outside clicks close it, focus returns to
 * the button, it works before hydration). Enter goes to /search?q=... and closes it.
 */
export function HeaderSearch() {
  const router = useRouter();
  const popover = useRef<HTMLDivElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get("q")?.toString().trim() ?? "";
    popover.current?.hidePopover();
    event.currentTarget.reset();
    router.push(`/search?q=${encodeURIComponent(q)}`);
  }

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
          onSubmit={submit}
        />
      </div>
    </>
  );
}
