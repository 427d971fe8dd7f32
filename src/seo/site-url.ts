import type { Site } from "@/content/site";

/**
 * The site's public address, without a trailing slash: SITE_URL when the build has it (the owner
 * sets it before launch; `npm run check:launch` asks for it), else `url` in content/site.yaml.
 * Prerendered pages carry it in canonical links, the sitemap and the feed.
 */
export function siteUrl(site: Pick<Site, "url">): string {
  return (process.env.SITE_URL || site.url).replace(/\/+$/, "");
}

/** An absolute URL for a site path ("/services/coring"). */
export function absoluteUrl(site: Pick<Site, "url">, path: string): string {
  return `${siteUrl(site)}${path === "/" ? "/" : path}`;
}
