"use client";

import { Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useRef, type FormEvent } from "react";

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
        <form role="search" action="/search" method="get" onSubmit={submit} className="flex gap-2">
          <input
            type="search"
            name="q"
            autoFocus
            aria-label="Search..."
            placeholder="Search..."
            className="rounded-control border-concrete-300 focus:border-accent-strong min-h-12 w-full border-2 px-3 text-base"
          />
          <button
            type="submit"
            className="rounded-control bg-accent-strong hover:bg-ink px-4 font-semibold text-white"
          >
            Go
          </button>
        </form>
      </div>
    </>
  );
}
