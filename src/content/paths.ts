/** URLs come from here only: the home page's slug is "home", its path is "/". */
export const HOME_SLUG = "home";

export function pathFor(slug: string): string {
  return slug === HOME_SLUG ? "/" : `/${slug}`;
}

/**
 * A catch-all route's params back to a slug, under the route's prefix ("services" for
 * /services/[[...slug]]): no prefix and no segments is the home page.
 */
export function slugFromSegments(segments: string[] | undefined, prefix?: RoutePrefix): string {
  const parts = [...(prefix ? [prefix] : []), ...(segments ?? []).map(decodeURIComponent)];
  return parts.length > 0 ? parts.join("/") : HOME_SLUG;
}

/** The first path segment of the page kinds with a route of their own (src/app/<prefix>/). */
export const ROUTE_PREFIXES = {
  blog: "blog",
  services: "services",
  equipment: "equipment",
  projects: "project-history",
} as const;
export type RoutePrefix = (typeof ROUTE_PREFIXES)[keyof typeof ROUTE_PREFIXES];

/** The search page (dynamic: it reads ?q=). */
export const SEARCH_PATH = "/search";

/** The search page for a query; the bare page when the query is empty. */
export function searchHref(query = ""): string {
  return query === "" ? SEARCH_PATH : `${SEARCH_PATH}?q=${encodeURIComponent(query)}`;
}

/** The blog's RSS feed. */
export const BLOG_FEED_PATH = `/${ROUTE_PREFIXES.blog}/rss.xml`;

export function segmentsFor(slug: string): string[] {
  return slug === HOME_SLUG ? [] : slug.split("/");
}

/** The anchors the whole site links to; the content gives its sections these ids (validated). */
export const ANCHORS = { contactForm: "contact-form", calculator: "quota-calculator" } as const;

/** The contact page's form: every "Get in touch" and "Get a free quote" link. */
export function contactHref(): string {
  return `/contact#${ANCHORS.contactForm}`;
}

/** The cost calculator on the home page. */
export function calculatorHref(): string {
  return `/#${ANCHORS.calculator}`;
}
