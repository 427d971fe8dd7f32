import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { prepareIndex, search } from "../../src/features/search/engine";
import { buildSearchIndex } from "../../src/features/search/search-index";
import { content } from "../content-index";

/** What the engine answers over the same content the site is built from. */
const index = prepareIndex(buildSearchIndex(content.pages, content.site.shortName));
const expectedPaths = (query: string) => search(index, query).map((result) => result.path);

const results = (page: Page) =>
  page.getByRole("list", { name: "Search results" }).getByRole("listitem");
const resultLinks = (page: Page) =>
  page.getByRole("list", { name: "Search results" }).getByRole("heading").getByRole("link");
const box = (page: Page) => page.getByRole("searchbox", { name: "Type to search...", exact: true });
const count = (page: Page) => page.getByRole("status").filter({ hasText: /^Found: \d+$/ });

async function hrefs(page: Page): Promise<string[]> {
  return resultLinks(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute("href") ?? ""),
  );
}

const MAIN_PAGES = ["/services", "/equipment", "/project-history", "/how-we-work", "/contact"];

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/search?q=saw is rendered on the server: count, order by relevance, highlights", async ({
    page,
  }) => {
    await page.goto("/search?q=saw");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(box(page)).toHaveValue("saw");

    const expected = expectedPaths("saw");
    expect(expected.length).toBeGreaterThan(0);
    await expect(count(page)).toHaveText(`Found: ${expected.length}`);
    await expect(results(page)).toHaveCount(expected.length);

    const paths = await hrefs(page);
    expect(paths).toEqual(expected);
    // Relevance order (issue 29): the sawing services, named "saw" in their titles, come first.
    expect(paths.slice(0, 3)).toEqual([
      "/services/floor-sawing",
      "/services/wall-sawing",
      "/services/wire-cutting",
    ]);

    for (const item of await results(page).all()) {
      const marks = item.locator("mark");
      expect(await marks.count()).toBeGreaterThan(0);
      for (const mark of await marks.all())
        expect((await mark.textContent())?.toLowerCase()).toContain("saw");
      expect(await item.locator("p").allTextContents()).not.toContainEqual(
        expect.stringMatching(/\[[^\]]*saw[^\]]*\]/i),
      );
    }
  });

  test("every result link leads to its page", async ({ page, request }) => {
    await page.goto("/search?q=saw");
    for (const href of await hrefs(page)) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
    const first = resultLinks(page).first();
    const target = await first.getAttribute("href");
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target === "/" ? "/" : target}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the form submits to /search?q= and the server answers", async ({ page }) => {
    await page.goto("/search");
    await box(page).fill("core drilling");
    await box(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=core(\+|%20)drilling$/);
    await expect(count(page)).toHaveText(`Found: ${expectedPaths("core drilling").length}`);
    expect(await hrefs(page)).toEqual(expectedPaths("core drilling"));
  });

  for (const [state, url] of [
    ["an empty query", "/search"],
    ["a query that matches nothing", "/search?q=qzxjv"],
  ] as const) {
    test(`${state} shows no results and suggests the main pages`, async ({ page }) => {
      await page.goto(url);
      await expect(count(page)).toHaveText("Found: 0");
      await expect(results(page)).toHaveCount(0);
      const suggestions = page.getByRole("navigation", { name: "Main pages" }).getByRole("link");
      expect(
        await suggestions.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      ).toEqual(MAIN_PAGES);
    });
  }

  test("a results page is not indexed; the empty search page is", async ({ page }) => {
    await page.goto("/search?q=saw");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page).toHaveTitle(/^Search \| /);
    await page.goto("/search");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test.describe("search with JavaScript", () => {
  test("typing recomputes the results in the page and keeps the URL's q in step", async ({
    page,
  }) => {
    const documentRequests: string[] = [];
    await page.goto("/search?q=saw");
    await expect(count(page)).toHaveText(`Found: ${expectedPaths("saw").length}`);
    await page.waitForLoadState("networkidle"); // the index has been fetched
    const historyLength = await page.evaluate(() => history.length);
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/search") documentRequests.push(request.url());
    });

    await box(page).fill("");
    await expect(count(page)).toHaveText("Found: 0");
    await expect(page).toHaveURL(/\/search$/);

    let typed = "";
    for (const key of "core drill") {
      typed += key;
      await box(page).press(key === " " ? "Space" : key);
      await expect(count(page)).toHaveText(`Found: ${expectedPaths(typed).length}`);
      expect(new URL(page.url()).searchParams.get("q")).toBe(typed);
    }
    expect(await hrefs(page)).toEqual(expectedPaths("core drill"));
    await expect(results(page).first().locator("mark").first()).toBeVisible();

    expect(documentRequests).toEqual([]); // no round trip to the server
    expect(await page.evaluate(() => history.length)).toBe(historyLength); // no history entry per keystroke
  });

  test("a query that matches nothing suggests the main pages, live", async ({ page }) => {
    await page.goto("/search?q=saw");
    await page.waitForLoadState("networkidle");
    await box(page).fill("qzxjv");
    await expect(count(page)).toHaveText("Found: 0");
    await expect(
      page.getByRole("navigation", { name: "Main pages" }).getByRole("link"),
    ).toHaveCount(MAIN_PAGES.length);
  });

  test("the index is fetched on /search only", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("search-index.json")) fetched.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await page.goto("/search?q=saw");
    // The live search asks for the index once it is idle, which may come after the network is.
    await expect.poll(() => fetched.length, { timeout: 10_000 }).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(fetched.length).toBe(1);
  });
});

test.describe("header search popover", () => {
  const headerBox = (page: Page) => page.getByRole("combobox", { name: "Search...", exact: true });

  test("Enter goes to /search?q=<text> and closes the popover", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await expect(headerBox(page)).toBeVisible();
    await headerBox(page).fill("wall saw");
    await headerBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=wall(%20|\+)saw$/);
    await expect(headerBox(page)).toBeHidden();
    await expect(box(page)).toHaveValue("wall saw");
    await expect(count(page)).toHaveText(`Found: ${expectedPaths("wall saw").length}`);
  });

  test("from the search page, Enter shows the new query's results", async ({ page }) => {
    await page.goto("/search?q=saw");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await headerBox(page).fill("trench");
    await headerBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=trench$/);
    await expect(box(page)).toHaveValue("trench");
    await expect(count(page)).toHaveText(`Found: ${expectedPaths("trench").length}`);
  });

  test("Escape closes it", async ({ page }) => {
    await page.goto("/search?q=saw");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await expect(headerBox(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(headerBox(page)).toBeHidden();
    await expect(page).toHaveURL(/\/search\?q=saw$/);
  });
});

test("axe: /search?q=saw has no violation", async ({ page }) => {
  await page.goto("/search?q=saw");
  await expect(count(page)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
});
