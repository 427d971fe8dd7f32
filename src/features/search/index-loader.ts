import { prepareIndex, type PreparedIndex, type SearchIndex } from "./engine";
import { SEARCH_INDEX_URL } from "./search-index";

/**
 * The browser's copy of the search index: one fetch per page load, shared by the /search page
 * and the header's suggestions (the header can open /search with the index already loaded).
 */
let loaded: PreparedIndex | undefined;
let loading: Promise<PreparedIndex> | undefined;

/** The index if it is already in memory, without fetching it. */
export function loadedIndex(): PreparedIndex | undefined {
  return loaded;
}

export function loadIndex(): Promise<PreparedIndex> {
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
