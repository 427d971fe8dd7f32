"use client";

import { searchHref } from "@/content/paths";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { search, type PreparedIndex, type SearchResult } from "./engine";
import { loadedIndex, loadIndex } from "./index-loader";
import { SearchForm } from "@/components/search/SearchForm";
import { SearchResults, type Suggestion } from "./SearchResults";

/** Puts the query in the URL's q (encoded as the header search encodes it), replacing the entry. */
function keepUrlInStep(query: string): void {
  if ((new URLSearchParams(window.location.search).get("q") ?? "") === query) return;
  window.history.replaceState(null, "", searchHref(query));
}

/**
 * The search box and results after the page has loaded: the server rendered them for the URL's
 * q; from here each change is answered in the browser from /search-index.json, and the URL's q
 * follows with replaceState (one history entry, not one per keystroke).
 */
export function LiveSearch({
  initialQuery,
  initialResults,
  suggestions,
}: {
  initialQuery: string;
  initialResults: SearchResult[];
  suggestions: Suggestion[];
}) {
  const [query, setQuery] = useState(initialQuery);
  const [index, setIndex] = useState<PreparedIndex | undefined>(loadedIndex);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Text typed before hydration wins; otherwise the URL's q, which differs from the rendered
    // one when Back restores an entry that replaceState had changed.
    const typed = input.current?.value ?? initialQuery;
    const fromUrl = new URLSearchParams(window.location.search).get("q") ?? "";
    if (typed !== initialQuery) {
      setQuery(typed);
      keepUrlInStep(typed);
    } else if (fromUrl !== initialQuery) {
      setQuery(fromUrl);
    }
    let active = true;
    loadIndex().then(
      (prepared) => active && setIndex(prepared),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [initialQuery]);

  const results = useMemo(() => (index ? search(index, query) : undefined), [index, query]);

  function onValueChange(value: string) {
    setQuery(value);
    keepUrlInStep(value);
    if (!index) loadIndex().then(setIndex, () => undefined);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Results are already on screen; without the index the form goes to the server as usual.
    if (index) event.preventDefault();
  }

  return (
    <>
      <SearchForm
        inputId="search-q"
        inputRef={input}
        value={query}
        onValueChange={onValueChange}
        onSubmit={onSubmit}
      />
      <SearchResults
        query={query}
        results={results ?? (query === initialQuery ? initialResults : [])}
        pending={results === undefined && query !== initialQuery}
        suggestions={suggestions}
      />
    </>
  );
}
