import type { Metadata } from "next";
import type { Page, Site } from "@/content/index";
import { pathFor } from "@/content/paths";

/** The metadata of a content page: title, description, keywords, canonical URL, Open Graph. */
export function pageMetadata(page: Page, site: Site): Metadata {
  const description = page.meta.description || undefined;
  return {
    title: page.meta.title,
    description,
    keywords: page.meta.keywords.filter(Boolean),
    alternates: { canonical: pathFor(page.slug) },
    openGraph: page.article
      ? {
          type: "article",
          title: page.meta.title,
          description,
          siteName: site.name,
          publishedTime: page.article.published,
          modifiedTime: page.article.updated,
        }
      : { title: page.meta.title, description, siteName: site.name },
  };
}
