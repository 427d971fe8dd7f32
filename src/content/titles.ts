import type { Page } from "./page";

/** A search result shows about 60 characters of a title; anything longer is cut off. */
export const TITLE_MAX = 60;

/**
 * The `<title>` of a page: "<page title> | <short name>" where both fit in a search result, the
 * page title alone where they do not (the page title is what a searcher needs to see whole).
 */
export function searchTitle(pageTitle: string, shortName: string): string {
  const withName = `${pageTitle} | ${shortName}`;
  return withName.length <= TITLE_MAX ? withName : pageTitle;
}

/** Every page's title, whatever its kind, fits a search result whole. */
export function checkTitleLengths(pages: Page[]): string[] {
  return pages
    .filter((page) => page.meta.title.length > TITLE_MAX)
    .map(
      (page) =>
        `${page.file}: title: "${page.meta.title}" is ${page.meta.title.length} characters; ` +
        `a search result shows ${TITLE_MAX} (give ${page.kind === "article" || page.kind === "project" ? "a shorter seoTitle" : "a shorter meta title"})`,
    );
}
