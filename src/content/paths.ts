/** URLs come from here only: the home page's slug is "home", its path is "/". */
export const HOME_SLUG = "home";

export function pathFor(slug: string): string {
  return slug === HOME_SLUG ? "/" : `/${slug}`;
}

/** The catch-all route's params back to a slug: no segments is the home page. */
export function slugFromSegments(segments: string[] | undefined): string {
  return segments && segments.length > 0 ? segments.map(decodeURIComponent).join("/") : HOME_SLUG;
}

export function segmentsFor(slug: string): string[] {
  return slug === HOME_SLUG ? [] : slug.split("/");
}

/** The anchors the whole site links to; the content gives its sections these ids (validated). */
export const ANCHORS = { contactForm: "contact-form", calculator: "quota-calculator" } as const;

/** The contact page's form: every "Get in touch" and "Get a free quote" link. */
export function contactHref(): string {
  return `/contact#${ANCHORS.contactForm}`;
}
