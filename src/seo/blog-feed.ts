import { Feed } from "feed";
import type { Page } from "@/content/page";
import { BLOG_FEED_PATH, pathFor } from "@/content/paths";
import type { Site } from "@/content/site";
import { absoluteUrl } from "./site-url";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** The blog as RSS 2.0: every article, newest first; the feed is as recent as its newest article. */
export function blogFeed(site: Site, articles: readonly Page[]): string {
  const newestFirst = [...articles]
    .filter((page) => page.article)
    .sort((a, b) => b.article!.published.localeCompare(a.article!.published));
  const newest = newestFirst[0]?.article;
  const feed = new Feed({
    title: `${site.shortName} blog`,
    description: `Answers and methods for concrete cutting, coring, trenching and scanning around ${site.serviceArea.centre}.`,
    id: absoluteUrl(site, "/blog"),
    link: absoluteUrl(site, "/blog"),
    language: "en-CA",
    copyright: site.name,
    generator: site.name,
    updated: newest ? day(newest.updated ?? newest.published) : undefined,
    feedLinks: { rss: absoluteUrl(site, BLOG_FEED_PATH) },
  });
  for (const page of newestFirst) {
    feed.addItem({
      title: page.label,
      id: absoluteUrl(site, pathFor(page.slug)),
      link: absoluteUrl(site, pathFor(page.slug)),
      description: page.meta.description,
      date: day(page.article!.published),
      category: page.category ? [{ name: page.category }] : undefined,
    });
  }
  return feed.rss2();
}
