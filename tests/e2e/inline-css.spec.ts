import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { navigateHomeFromProject } from "./client-navigation";

/**
 * Issue 26: each prerendered page carries the site's stylesheet once, in a <style> in its
 * <head> (scripts/inline-css.mjs), so the first paint needs no second request and no stylesheet
 * arrives later to restyle the page. The page never fetches the file, not even after a client
 * navigation, and with it refused the first screen looks exactly as with it.
 */
const PAGES = [
  "/",
  "/contact",
  "/equipment/dst10-cawallsaw",
  "/project-history/cutting/project1",
  "/blog/general/is-the-quote-free",
];

/** Every element of the first screen: where it is and how it looks. */
async function firstScreen(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.top >= window.innerHeight || box.bottom <= 0 || box.width === 0) return [];
      const style = getComputedStyle(element);
      // Only the part on the first screen: a tall element's end is below it.
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      return [
        [
          element.tagName,
          [box.x, top, box.width, bottom - top].map(Math.round).join(","),
          style.display,
          style.fontSize,
          style.fontWeight,
          style.color,
          style.backgroundColor,
        ].join(" "),
      ];
    }),
  );
}

/** A rule from the middle of the built stylesheet: it appears in a page once or not at all. */
async function stylesheetSample(request: APIRequestContext, html: string): Promise<string> {
  const href = /<link rel="stylesheet" href="([^"]+\.css)"[^>]* disabled>/.exec(html)?.[1];
  expect(href, "the disabled stylesheet link React hydrates against").toBeDefined();
  const css = await (await request.get(href!)).text();
  return css.slice(css.length / 2, css.length / 2 + 200);
}

function countOf(text: string, part: string): number {
  return text.split(part).length - 1;
}

for (const path of PAGES) {
  test(`${path}: the stylesheet is in <head> once, never fetched, and the first screen is styled without the file`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<style>[\s\S]{20000,}<\/style>/);
    expect(countOf(html, await stylesheetSample(request, html))).toBe(1);
    // No stylesheet the browser would fetch: every link to one is disabled.
    for (const [link] of html.matchAll(/<link rel="stylesheet"[^>]*>/g)) {
      expect(link).toContain(" disabled");
    }

    const css: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "stylesheet") css.push(sent.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const styled = await firstScreen(page);
    expect(styled.length).toBeGreaterThan(10);
    expect(css).toEqual([]);

    const bare = await page.context().newPage();
    await bare.setViewportSize({ width: 390, height: 844 });
    await bare.route("**/*.css", (route) => route.abort());
    await bare.goto(path);
    expect(await firstScreen(bare)).toEqual(styled);
  });
}

test("a client navigation fetches no stylesheet and the new page is styled", async ({ page }) => {
  const css: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "stylesheet") css.push(sent.url());
  });
  await navigateHomeFromProject(page);
  // Home is styled by the stylesheet the first page carried inline.
  const calculator = page.locator("#quota-calculator");
  await expect(calculator).toBeVisible();
  expect(await calculator.evaluate((element) => getComputedStyle(element).paddingTop)).not.toBe(
    "0px",
  );
  expect(css).toEqual([]);
});
