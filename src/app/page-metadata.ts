import type { Metadata } from "next";
import type { Page, Site } from "@/content/index";
import { BLOG_FEED_PATH, pathFor } from "@/content/paths";
import { ogImagePath } from "@/seo/og-image-path";

/**
 * The metadata of a content page: title (the content's search title, "<page> | <short name>" or
 * the page title alone, at most 60 characters: src/content/titles.ts), description,
 * keywords, canonical URL (absolute through the layout's metadataBase, from SITE_URL), Open Graph
 * and Twitter cards with the page's own social image, made at build time.
 */
export function pageMetadata(page: Page, site: Site): Metadata {
  const description = page.meta.description || undefined;
  const path = pathFor(page.slug);
  const image = { url: ogImagePath(page.slug), width: 1200, height: 630, alt: page.meta.title };
  const shared = { title: page.meta.title, description, url: path, images: [image] };
  return {
    title: { absolute: page.meta.title },
    description,
    keywords: page.meta.keywords.filter(Boolean),
    alternates: {
      canonical: path,
      types: { "application/rss+xml": [{ url: BLOG_FEED_PATH, title: `${site.shortName} blog` }] },
    },
    openGraph: page.article
      ? {
          ...shared,
          type: "article",
          siteName: site.name,
          locale: "en_CA",
          publishedTime: page.article.published,
          modifiedTime: page.article.updated ?? page.article.published,
        }
      : { ...shared, type: "website", siteName: site.name, locale: "en_CA" },
    twitter: { card: "summary_large_image", title: page.meta.title, description, images: [image] },
  };
}
