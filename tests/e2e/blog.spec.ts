import { expect, test } from "@playwright/test";
import { articlesOf, blogCategoriesOf, relatedArticlesOf } from "../../src/content/blog";
import { pathFor } from "../../src/content/paths";
import { content } from "../content-index";

const categories = blogCategoriesOf(content.pages, [
  "general",
  "ask-a-pro",
  "cutting-methods",
  "cutting-challenges",
]);
const LISTINGS = [
  { path: "/blog", heading: "Blog", category: undefined as string | undefined },
  ...categories.map((group) => ({
    path: pathFor(group.slug),
    heading: `Blog - ${group.label}`,
    category: group.category,
  })),
];

test.describe("blog listings", () => {
  for (const listing of LISTINGS) {
    test(`${listing.path} shows its heading and a card for each of its articles`, async ({
      page,
    }) => {
      await page.goto(listing.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.heading);
      const expected = articlesOf(content.pages, listing.category);
      const cards = page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ has: page.locator("time") });
      await expect(cards).toHaveCount(expected.length);
      // The root shows the categories in order, each newest first.
      const firstShown = listing.category
        ? expected[0]!
        : articlesOf(content.pages, categories[0]!.category)[0]!;
      const first = cards.first();
      await expect(first.getByRole("link")).toHaveText(firstShown.label);
      await expect(first).toContainText(/\d+ min read/);
    });
  }

  test("the blog root groups the articles under the four categories, in order", async ({
    page,
  }) => {
    await page.goto("/blog");
    await expect(page.locator("#blog-s-1").getByRole("heading", { level: 2 })).toHaveText(
      categories.map((group) => group.label),
    );
    await page.getByRole("link", { name: /All \d+ articles in Cutting Methods/ }).click();
    await expect(page).toHaveURL(/\/blog\/cutting-methods$/);
  });
});

/** One article per category, and the two about the company. */
const SAMPLE = [
  ...categories.map((group) => articlesOf(content.pages, group.category)[0]!),
  ...content.pages.filter((page) => /^blog\/general\/(who-is|why)-/.test(page.slug)),
];

test.describe("article pages", () => {
  for (const article of SAMPLE) {
    test(`${article.slug}: breadcrumbs, date, text, closing call and three related articles`, async ({
      page,
    }) => {
      await page.goto(pathFor(article.slug));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.label);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link")).toHaveText([
        "Home",
        "Blog",
        categories.find((group) => group.category === article.category)!.label,
      ]);
      await expect(page.locator("article time")).toHaveAttribute(
        "datetime",
        article.article!.published,
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        article.meta.description,
      );
      const body = page.locator("article .prose-body");
      await expect(body.locator("> p").last().getByRole("link")).toHaveAttribute(
        "href",
        "/contact#contact-form",
      );
      const related = page
        .getByRole("complementary", { name: "Related articles" })
        .getByRole("link");
      await expect(related).toHaveText(
        relatedArticlesOf(content.pages, article).map((other) => other.label),
      );
      // No identity token is left unreplaced.
      await expect(page.getByRole("main")).not.toContainText(/\{(company|phone|email|reply)\}/);
    });
  }

  test("the closing call to action leads to the contact form", async ({ page }) => {
    await page.goto(pathFor(SAMPLE[0]!.slug));
    await page.locator("article .prose-body > p").last().getByRole("link").click();
    await expect(page).toHaveURL(/\/contact#contact-form$/);
    await expect(page.locator("#contact-form form")).toBeVisible();
  });
});

test("an article page loads no calculator, form or carousel code, even scrolled to its end", async ({
  page,
}) => {
  // Strings that only the calculator, the contact form and the carousel controls hold. Since
  // issue 26 they are islands that no page loads with its HTML (route-bundles.spec.ts), so what
  // counts is every script the browser fetches while the visitor reads to the end.
  const markers = [
    "How long is the trench, in feet?",
    "Thank you for your submission",
    "Previous: ",
  ];
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      scripts.push(response.text().catch(() => ""));
    }
  });
  await page.goto(pathFor(SAMPLE[0]!.slug));
  await page.keyboard.press("End");
  await page.waitForLoadState("networkidle");
  const fetched = (await Promise.all(scripts)).join("\n");
  for (const marker of markers) expect(fetched, `article loads ${marker}`).not.toContain(marker);
  await expect(page.locator("main form")).toHaveCount(0);
});
