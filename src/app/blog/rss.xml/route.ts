import { articles, getSite } from "@/content/index";
import { blogFeed } from "@/seo/blog-feed";

// Written once at build time, like the pages.
export const dynamic = "force-static";

export function GET() {
  return new Response(blogFeed(getSite(), articles()), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
