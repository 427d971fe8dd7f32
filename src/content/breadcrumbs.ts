import { HOME_SLUG, pathFor } from "./paths";
import type { Page } from "./page";
import type { Site } from "./site";

export interface Crumb {
  label: string;
  path: string;
}

/** The name the site's menus give a path ("Contact", "About us"), else the page's own label. */
function labelFor(page: Page, site: Site): string {
  const path = pathFor(page.slug);
  const links = [
    ...site.navigation.main,
    ...site.navigation.footer.flatMap((group) => group.links),
  ];
  return links.find((link) => link.url === path)?.label ?? page.label;
}

/**
 * Where a page sits: Home, then each existing page above it by path, then the page itself. The
 * visible breadcrumbs and the BreadcrumbList structured data both come from here. The home page
 * has none.
 */
export function breadcrumbsOf(pages: readonly Page[], site: Site, page: Page): Crumb[] {
  if (page.slug === HOME_SLUG) return [];
  const parts = page.slug.split("/");
  const ancestors = parts.slice(0, -1).flatMap((_, index) => {
    const parent = pages.find(
      (candidate) => candidate.slug === parts.slice(0, index + 1).join("/"),
    );
    return parent ? [parent] : [];
  });
  return [
    { label: "Home", path: pathFor(HOME_SLUG) },
    ...[...ancestors, page].map((crumb) => ({
      label: labelFor(crumb, site),
      path: pathFor(crumb.slug),
    })),
  ];
}
