import { search, type PreparedIndex } from "./engine";

/** How many pages the header box suggests as the visitor types. */
export const SUGGESTION_LIMIT = 5;

/** A page the header box offers: where it goes and what it is called. */
export interface PageSuggestion {
  path: string;
  title: string;
}

/** The top pages for a query, in the search page's own order (ranking.ts). */
export function topSuggestions(
  index: PreparedIndex,
  query: string,
  limit = SUGGESTION_LIMIT,
): PageSuggestion[] {
  return search(index, query)
    .slice(0, limit)
    .map(({ path, title }) => ({ path, title }));
}
