import { expect, test } from "@playwright/test";
import { errorLog, holdChunk, pageHydrated, scriptLog } from "./island-scripts";

/**
 * Issue 26: the header's search and mobile menu are islands woken only by a touch, a pointer or
 * the focus, never by being on screen, so a page that is only read never fetches their code.
 * Their buttons work before it arrives: the browser opens the popover and the dialog itself.
 */
const SEARCH = "header-search-suggestions";
const MENU = "Open menu";

test("a page that is only read never fetches the header's search or menu code", async ({
  page,
}) => {
  const scripts = scriptLog(page);
  await page.goto("/");
  await pageHydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect(await scripts.has(SEARCH), "search code").toBe(false);
  expect(await scripts.has(MENU), "menu code").toBe(false);
  await expect(page.locator("header [data-island]")).toHaveCount(2);
  await expect(page.locator("header [data-island][data-hydrated]")).toHaveCount(0);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens before its code arrives, and its code then closes it on a click inside", async ({
    page,
  }) => {
    const errors = errorLog(page);
    const chunk = await holdChunk(page, MENU);
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await open.click();
    await expect.poll(chunk.requested, { message: "the menu's chunk was requested" }).toBe(true);
    // Opened by the browser (an invoker command): the island is still asleep.
    await expect(menu).toBeVisible();
    await expect(page.locator("header [data-island][data-hydrated]")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    chunk.release();
    await expect(page.locator("header [data-island][data-hydrated]")).toHaveCount(1);
    await open.click();
    await expect(menu).toBeVisible();
    // Only the live menu closes on a click on its panel (the spec's "any click in it").
    await menu.click({ position: { x: 40, y: 600 } });
    await expect(menu).toBeHidden();
    expect(errors).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

test("what the visitor types in the search box before its code arrives brings suggestions once it does", async ({
  page,
}) => {
  const errors = errorLog(page);
  const chunk = await holdChunk(page, SEARCH);
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const box = page.getByRole("combobox", { name: "Search...", exact: true });
  // Opened by the browser (a popover button), with the box focused.
  await expect(box).toBeFocused();
  await expect.poll(chunk.requested, { message: "the search's chunk was requested" }).toBe(true);
  await page.keyboard.type("core dr");
  await expect(page.locator("header [data-island][data-hydrated]")).toHaveCount(0);

  chunk.release();
  const first = page.locator(`#${SEARCH}`).getByRole("option").first();
  await expect(first).toContainText("/services/coring");
  await expect(box).toHaveValue("core dr");
  await expect(box).toBeFocused();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=core%20dr$/);
  expect(errors).toEqual([]);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test.describe("without JavaScript at 375 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("the menu opens and closes, and the search box opens", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await open.click();
    await expect(menu).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("combobox", { name: "Search...", exact: true })).toBeFocused();
  });
});
