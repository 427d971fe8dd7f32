/** The content index as the tests see it: the same loader the site builds from. */
import { loadContent } from "../src/content/load";
import { pathFor } from "../src/content/paths";

export const content = loadContent();
export const pagePaths = content.pages.map((page) => ({ path: pathFor(page.slug), page }));

/** One page of each kind (main, service, equipment, project, article) that exists now. */
export function onePagePerKind() {
  const seen = new Map<string, string>();
  for (const { path, page } of pagePaths) if (!seen.has(page.kind)) seen.set(page.kind, path);
  return [...seen.entries()];
}
