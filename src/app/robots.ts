import type { MetadataRoute } from "next";
import { getSite } from "@/content/index";
import { absoluteUrl } from "@/seo/site-url";

export default function robots(): MetadataRoute.Robots {
  const site = getSite();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/api/"] },
    sitemap: absoluteUrl(site, "/sitemap.xml"),
  };
}
