import { expect, test } from "@playwright/test";
import { redirects } from "../../src/content/redirects";
import { content, pagePaths } from "../content-index";

test.describe("every page of the content index", () => {
  for (const { path, page } of pagePaths) {
    test(`${path} answers 200 with its title`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const decode = (s: string) =>
        s
          .replace(/&amp;/g, "&")
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"');
      expect(decode(title)).toBe(page.meta.title);
    });
  }
});

test("a crawl from / following every internal link finds no broken link", async ({ request }) => {
  test.setTimeout(240_000);
  const queue = ["/"];
  const seen = new Set(queue);
  const broken: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() >= 400) {
      broken.push(`${path} -> ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    const html = await response.text();
    for (const match of html.matchAll(/<a[^>]+href="([^"]+)"/g)) {
      const href = match[1]!.replace(/&amp;/g, "&");
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.split("#")[0]!;
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThanOrEqual(pagePaths.length);
});

test.describe("links the spec says lead nowhere are redirected", () => {
  for (const { source, destination } of redirects) {
    test(`${source} -> ${destination}`, async ({ request }) => {
      const response = await request.get(source, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe(destination);
    });
  }
});

test("an unknown path gives the designed 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  // Like every page, its title carries the site's short name.
  await expect(page).toHaveTitle(`Page not found | ${content.site.shortName}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "We could not find that page" }),
  ).toBeVisible();
  await expect(page.getByRole("search").getByRole("searchbox")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main pages" }).getByRole("link", { name: "Home" }),
  ).toBeVisible();
});
