import { expect, test, type APIRequestContext } from "@playwright/test";
import { pathFor } from "../../src/content/paths";
import { content, pagePaths } from "../content-index";

/** Issue 15, search engines: structured data, sitemap, robots.txt, the blog's feed. */
type Node = Record<string, unknown> & { "@type": string };

async function jsonLdOf(request: APIRequestContext, path: string): Promise<Node[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Node,
  );
}

/** The properties each type must carry (Google's required ones, and the issue's). */
const REQUIRED: Record<string, string[]> = {
  HomeAndConstructionBusiness: [
    "name",
    "telephone",
    "email",
    "url",
    "logo",
    "openingHoursSpecification",
    "areaServed",
    "priceRange",
  ],
  Service: ["name", "provider", "areaServed", "url"],
  BreadcrumbList: ["itemListElement"],
  BlogPosting: ["headline", "datePublished", "author", "publisher", "url"],
  FAQPage: ["mainEntity"],
};
const withoutHost = (url: string) => new URL(url).pathname.replace(/(.)\/$/, "$1");

test("every page's JSON-LD parses and carries the required properties of its types", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const missing: string[] = [];
  for (const { path, page } of pagePaths) {
    const nodes = await jsonLdOf(request, path);
    const types = nodes.map((node) => node["@type"]);
    expect(types, path).toContain("HomeAndConstructionBusiness");
    if (page.slug !== "home") expect(types, path).toContain("BreadcrumbList");
    if (page.kind === "service") expect(types, path).toContain("Service");
    if (page.kind === "article") expect(types, path).toContain("BlogPosting");
    if (page.sections.some((section) => section.type === "faq")) {
      expect(types, path).toContain("FAQPage");
    }
    for (const node of nodes) {
      expect(node["@context"]).toBe("https://schema.org");
      for (const property of REQUIRED[node["@type"]] ?? []) {
        if (node[property] === undefined || node[property] === "") {
          missing.push(`${path}: ${node["@type"]}.${property}`);
        }
      }
      expect(types, `${path}: no review or rating markup`).not.toContain("Review");
      expect(JSON.stringify(node)).not.toMatch(/aggregateRating|"Review"/);
    }
  }
  expect(missing).toEqual([]);
});

test("the breadcrumbs a visitor sees are the BreadcrumbList", async ({ page, request }) => {
  for (const path of ["/services/coring", "/project-history/cutting/project1", "/blog/general"]) {
    await page.goto(path);
    const visible = await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("listitem")
      .allInnerTexts();
    const list = (await jsonLdOf(request, path)).find((node) => node["@type"] === "BreadcrumbList");
    const items = list!.itemListElement as { name: string; item: string; position: number }[];
    expect(items.map((item) => item.name)).toEqual(visible.map((text) => text.trim()));
    expect(withoutHost(items.at(-1)!.item)).toBe(path);
  }
});

test("the service pages state the calculator's smallest estimate as their lowest price", async ({
  request,
}) => {
  const coring = (await jsonLdOf(request, "/services/coring")).find(
    (n) => n["@type"] === "Service",
  );
  const offer = coring!.offers as {
    priceSpecification: { minPrice: number; priceCurrency: string };
  };
  expect(offer.priceSpecification).toEqual(
    expect.objectContaining({ minPrice: 210, priceCurrency: "CAD" }),
  );
});

test("the sitemap lists every page, each answering 200, with a lastmod that is not the build time", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)];
  const paths = entries.map((entry) => withoutHost(entry[1]!));
  expect(new Set(paths)).toEqual(new Set(content.pages.map((page) => pathFor(page.slug))));
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  // One build-time stamp would give every page the same date; each file's own change does not.
  const dates = entries.map((entry) => Date.parse(entry[2]!));
  expect(new Set(dates).size).toBeGreaterThan(1);
  for (const date of dates) expect(date).toBeLessThanOrEqual(Date.now());
});

test("robots.txt allows the site and points to the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/User-Agent: \*/i);
  expect(robots).toMatch(/Disallow: \/api\//);
  expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test("a search results page is noindex, the pages are not", async ({ page }) => {
  await page.goto("/search?q=saw");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto("/services/coring");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^https?:\/\/[^/]+\/services\/coring$/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/og\/services\/coring\.png$/,
  );
  const image = await page.request.get("/og/services/coring.png");
  expect(image.headers()["content-type"]).toBe("image/png");
});

test("the blog's feed is RSS 2.0 and lists every article, newest first", async ({ page }) => {
  await page.goto("/blog");
  const feed = await page.evaluate(async () => {
    const text = await (await fetch("/blog/rss.xml")).text();
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      root: doc.documentElement.nodeName,
      channel: ["title", "link", "description"].map(
        (name) => doc.querySelector(`channel > ${name}`)?.textContent ?? "",
      ),
      items: [...doc.querySelectorAll("channel > item")].map((item) => ({
        link: item.querySelector("link")?.textContent ?? "",
        title: item.querySelector("title")?.textContent ?? "",
        date: Date.parse(item.querySelector("pubDate")?.textContent ?? ""),
      })),
    };
  });
  expect(feed.error).toBeNull();
  expect([feed.root, feed.version]).toEqual(["rss", "2.0"]);
  expect(feed.channel.every(Boolean)).toBe(true);
  const articles = content.pages.filter((page) => page.kind === "article");
  expect(new Set(feed.items.map((item) => withoutHost(item.link)))).toEqual(
    new Set(articles.map((article) => pathFor(article.slug))),
  );
  const dates = feed.items.map((item) => item.date);
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/blog\/rss\.xml$/,
  );
});
