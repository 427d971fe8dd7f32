import type { Page } from "@/content/page";
import { pathFor } from "@/content/paths";
import type { SearchIndex } from "./engine";
import { pageText } from "./page-text";

/** The search page itself is not a result. */
export const SEARCH_SLUG = "search";

/** Where the browser fetches the index from (written to public/ by scripts/build-search-index.ts). */
export const SEARCH_INDEX_URL = "/search-index.json";

/** A page's title as a result shows it: its meta title without the " | short name" suffix, or its listing name. */
export function resultTitle(page: Page, siteName: string): string {
  const suffix = ` | ${siteName}`;
  const title = page.meta.title.endsWith(suffix)
    ? page.meta.title.slice(0, -suffix.length).trim()
    : page.meta.title;
  return title || page.label;
}

/**
 * The index document, from the same content index the routes use: each page's slug, path,
 * title and visible text (stored once; the engine tokenises it when it loads).
 */
export function buildSearchIndex(pages: readonly Page[], siteName: string): SearchIndex {
  return {
    version: 1,
    pages: pages
      .filter((page) => page.slug !== SEARCH_SLUG)
      .map((page) => ({
        slug: page.slug,
        path: pathFor(page.slug),
        title: resultTitle(page, siteName),
        kind: page.kind,
        text: pageText(page),
      }))
      .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)),
  };
}
