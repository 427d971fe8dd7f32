import { expect, test, type Page } from "@playwright/test";
import { errorLog } from "./island-scripts";

/**
 * Issue 26: a prerendered page asks for its script only after its first contentful paint, and
 * one inline script holds what the visitor clicks until the page has hydrated
 * (src/components/island/early-events.mjs, scripts/scripts-after-paint.mjs).
 */

/** Holds back every script chunk of the page until `release` is called. */
async function holdAllChunks(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** How many clicks the page's inline script holds (-1: the page has no such script). */
function heldCount(page: Page) {
  return page.evaluate(() => window.__earlyEvents?.held.length ?? -1);
}

test("the page's chunks are requested after its first contentful paint, none before", async ({
  page,
}) => {
  for (const path of ["/", "/blog/cutting-methods/wire-cutting", "/contact"]) {
    await page.goto(path);
    // The load event can come before the first paint is reported, and the chunks with it.
    const timing = () =>
      page.evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0];
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.includes("/_next/static/chunks/"));
        return {
          paint: fcp?.startTime ?? Number.NaN,
          first: Math.min(...scripts.map((entry) => entry.startTime)),
          chunks: scripts.length,
        };
      });
    await expect.poll(async () => (await timing()).chunks, { message: path }).toBeGreaterThan(0);
    const { paint, first } = await timing();
    expect(first, path).toBeGreaterThanOrEqual(paint);
  }
});

test("a click on the calculator before any script has arrived is acted on once the page has hydrated", async ({
  page,
}) => {
  const errors = errorLog(page);
  const release = await holdAllChunks(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const calc = page.locator("#quota-calculator");
  await expect(calc.getByRole("heading", { name: "Which service do you need?" })).toBeVisible();
  await calc.getByRole("button", { name: /^Cutting(\s|$)/ }).click();

  // Held, not lost: nothing could act on it yet.
  expect(await heldCount(page)).toBe(1);
  await expect(calc.getByRole("heading", { name: "Which service do you need?" })).toBeVisible();

  release();
  await expect(calc.getByRole("heading", { name: "How deep is the cut?" })).toBeVisible();
  expect(await heldCount(page)).toBe(0);
  expect(errors).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("a photo tapped before any script has arrived opens in the lightbox, not as the image file", async ({
    page,
  }) => {
    const release = await holdAllChunks(page);
    await page.goto("/project-history/cutting/project1", { waitUntil: "domcontentloaded" });
    const photo = page.locator("a[data-lightbox-index]").first();
    await photo.scrollIntoViewIfNeeded();
    await photo.tap();
    expect(await heldCount(page)).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/project-history/cutting/project1");

    release();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/project-history/cutting/project1");
  });
});
