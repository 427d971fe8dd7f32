import { expect, test } from "@playwright/test";

test.describe("header search popover", () => {
  test("Enter goes to /search?q= and closes the popover", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    const box = page.getByRole("combobox", { name: "Search...", exact: true });
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await box.fill("core drilling");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=core%20drilling$/);
    await expect(page.getByRole("combobox", { name: "Search...", exact: true })).toBeHidden();
  });

  test("Escape closes it and focus returns to the button", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("banner").getByRole("button", { name: "Search" });
    await button.click();
    await expect(page.getByRole("combobox", { name: "Search...", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("combobox", { name: "Search...", exact: true })).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens from the right with uppercase links, the phone and a button; a link closes it", async ({
    page,
  }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    // The panel slides in from the right: once the slide ends, its right edge is the viewport's.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return Math.round(box!.x + box!.width);
      })
      .toBe(375);
    const link = menu.getByRole("link", { name: "How we work" });
    await expect(link).toHaveCSS("text-transform", "uppercase");
    await expect(menu.getByRole("link", { name: /\(\d{3}\) \d{3}-\d{4}/ })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get in touch" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );
    await link.click();
    await expect(page).toHaveURL(/\/how-we-work$/);
    await expect(menu).toBeHidden();
  });

  test("closes on Escape, on a click inside and on a click outside; focus returns to the button", async ({
    page,
  }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });

    await open.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(menu).toBeVisible();
    await menu.click({ position: { x: 40, y: 600 } });
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the menu button is absent and the main navigation is shown", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }),
    ).toBeVisible();
  });
});

test("the skip link moves to the main content", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await skip.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});
