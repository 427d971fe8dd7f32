import { expect, type Page } from "@playwright/test";

/**
 * Opens a project page, then goes home through its breadcrumb as the app does it: a client
 * navigation, proved by a mark on <html> that a full page load would not keep.
 */
export async function navigateHomeFromProject(page: Page) {
  await page.goto("/project-history/cutting/project1");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.documentElement.setAttribute("data-before-navigation", ""));
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Home" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html[data-before-navigation]")).toHaveCount(1);
}
