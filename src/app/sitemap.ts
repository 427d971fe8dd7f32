import type { MetadataRoute } from "next";
import { getAllPages, getSite } from "@/content/index";
import { pathFor } from "@/content/paths";
import { lastModifiedDates } from "@/seo/last-modified";
import { absoluteUrl } from "@/seo/site-url";

/** Every page of the content index, with its content file's last change (never the build time). */
export default function sitemap(): MetadataRoute.Sitemap {
  const site = getSite();
  const pages = getAllPages();
  const dates = lastModifiedDates(pages.map((page) => page.file));
  return pages.map((page) => ({
    url: absoluteUrl(site, pathFor(page.slug)),
    lastModified: dates.get(page.file),
  }));
}
