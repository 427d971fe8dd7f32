import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { SEARCH_INDEX_URL } from "../../src/features/search/search-index";

const openBox = async (page: Page) => {
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const box = page.getByRole("combobox", { name: "Search...", exact: true });
  await expect(box).toBeFocused();
  return box;
};
const listbox = (page: Page) => page.getByRole("listbox", { name: "Suggested pages" });

test.describe("header search suggestions", () => {
  test("the index loads on the first keystroke, not with the page", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === SEARCH_INDEX_URL) fetched.push(request.url());
    });
    await page.goto("/");
    const box = await openBox(page);
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    await box.pressSequentially("c");
    // Generous: the first request of a freshly started server can be slow on a busy machine.
    await expect.poll(() => fetched.length, { timeout: 15_000 }).toBe(1);
  });

  test('"core dr" suggests /services/coring first; a click goes there', async ({ page }) => {
    await page.goto("/");
    const box = await openBox(page);
    await box.pressSequentially("core dr");
    const options = listbox(page).getByRole("option");
    await expect(options.first()).toContainText("/services/coring");
    expect(await options.count()).toBeLessThanOrEqual(5);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await options.first().click();
    await expect(page).toHaveURL(/\/services\/coring$/);
  });

  test("arrow keys highlight an option and Enter opens it", async ({ page }) => {
    await page.goto("/");
    const box = await openBox(page);
    await box.pressSequentially("core dr");
    const first = listbox(page).getByRole("option").first();
    await expect(first).toContainText("/services/coring");
    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    const id = await first.getAttribute("id");
    await expect(box).toHaveAttribute("aria-activedescendant", id!);
    await expect(box).toBeFocused();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/services\/coring$/);
  });

  test("Enter with no option highlighted still goes to /search?q=", async ({ page }) => {
    await page.goto("/");
    const box = await openBox(page);
    await box.pressSequentially("core dr");
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=core%20dr$/);
  });

  test("axe: the open suggestion list has no violation", async ({ page }) => {
    await page.goto("/");
    const box = await openBox(page);
    await box.pressSequentially("wall saw");
    await expect(listbox(page).getByRole("option").first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include("#header-search").analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
