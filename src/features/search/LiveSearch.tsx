"use client";

import { searchHref } from "@/content/paths";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import {
  prepareIndex,
  search,
  type PreparedIndex,
  type SearchIndex,
  type SearchResult,
} from "./engine";
import { SEARCH_INDEX_URL } from "./search-index";
import { SearchForm } from "@/components/search/SearchForm";
import { SearchResults, type Suggestion } from "./SearchResults";

/** One fetch of the index per page load, shared by every mount (the header can re-open /search). */
let loaded: PreparedIndex | undefined;
let loading: Promise<PreparedIndex> | undefined;

function loadIndex(): Promise<PreparedIndex> {
  loading ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndex>;
    })
    .then((index) => {
      if (index.version !== 1 || !Array.isArray(index.pages))
        throw new Error("search index: unknown format");
      loaded = prepareIndex(index);
      return loaded;
    })
    .catch((error: unknown) => {
      loading = undefined; // the next keystroke tries again; until then the form submits to the server
      throw error;
    });
  return loading;
}

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
  const [index, setIndex] = useState<PreparedIndex | undefined>(loaded);
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
