import "server-only";
import fs from "node:fs";
import path from "node:path";
import { getAllPages, getSite } from "@/content/index";
import { pathFor } from "@/content/paths";
import {
  prepareIndex,
  search,
  type PreparedIndex,
  type SearchIndex,
  type SearchResult,
} from "./engine";
import { buildSearchIndex, SEARCH_INDEX_URL } from "./search-index";
import type { Suggestion } from "./SearchResults";

/** The index the /search page answers from on the server: built once per process, like the routes. */
let prepared: PreparedIndex | undefined;

/**
 * In production the build wrote the index to public/ (scripts/build-search-index.ts): reading it
 * costs milliseconds, rebuilding it from Markdown costs seconds on the first request.
 */
function loadIndex(): SearchIndex {
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), "public", SEARCH_INDEX_URL);
  if (process.env.NODE_ENV === "production" && fs.existsSync(file)) {
    return JSON.parse(fs.readFileSync(file, "utf8")) as SearchIndex;
  }
  return buildSearchIndex(getAllPages(), getSite().shortName);
}

export function searchOnServer(query: string): SearchResult[] {
  prepared ??= prepareIndex(loadIndex());
  return search(prepared, query);
}

const SUGGESTED_SLUGS = ["services", "equipment", "project-history", "how-we-work", "contact"];

/** The suggested main pages, named as the site's navigation names them; pages that do not exist are left out. */
export function searchSuggestions(): Suggestion[] {
  const site = getSite();
  const navigation = [
    ...site.navigation.main,
    ...site.navigation.footer.flatMap((group) => group.links),
  ];
  const pages = getAllPages();
  return SUGGESTED_SLUGS.flatMap((slug) => {
    const path = pathFor(slug);
    const page = pages.find((candidate) => candidate.slug === slug);
    const label = navigation.find((link) => link.url === path)?.label ?? page?.label;
    return page && label ? [{ path, label }] : [];
  });
}
