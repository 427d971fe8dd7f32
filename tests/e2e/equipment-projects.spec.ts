import { expect, test } from "@playwright/test";
import { equipmentOf, projectsUsing } from "../../src/content/equipment";
import { pathFor } from "../../src/content/paths";
import { content } from "../content-index";

/** Issue 14 in the browser: machines and projects linked from data, power, sample marking. */
const bySlug = (slug: string) => content.pages.find((page) => page.slug === slug)!;
const machines = content.pages.filter((page) => page.kind === "equipment");
const used = machines.find((machine) => projectsUsing(content.pages, machine).length > 1)!;
const unused = machines.find((machine) => projectsUsing(content.pages, machine).length === 0);
const outdoor = machines.find((machine) => machine.power?.indoors === false)!;

test.describe("equipment and the projects that used it", () => {
  test("a project page lists the machines it used, each linked to its page", async ({ page }) => {
    const project = bySlug("project-history/cutting/project1");
    await page.goto(pathFor(project.slug));
    const list = page.getByRole("region", { name: "Equipment used" });
    const expected = equipmentOf(content.pages, project);
    await expect(list.getByRole("link")).toHaveCount(expected.length);
    for (const machine of expected) {
      await expect(list.getByRole("link", { name: new RegExp(machine.label) })).toHaveAttribute(
        "href",
        pathFor(machine.slug),
      );
    }
  });

  test(`${used.slug} lists every project that names it, and shows its power`, async ({ page }) => {
    await page.goto(pathFor(used.slug));
    const section = page.locator("#equipment-projects");
    // "Example jobs ..." while any of them is a sample (issue 25).
    const heading = used.sections.find((candidate) => candidate.type === "equipment-projects")!;
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(
      (heading.content as { title: string }).title,
    );
    const projects = projectsUsing(content.pages, used);
    await expect(section.getByRole("link")).toHaveCount(projects.length);
    for (const project of projects) {
      await expect(section.locator(`a[href="${pathFor(project.slug)}"]`)).toHaveCount(1);
    }
    await expect(page.locator("dt", { hasText: "Power" })).toBeVisible();
    await expect(page.locator("dd", { hasText: used.power!.note.slice(0, 40) })).toBeVisible();
  });

  test(`${outdoor.slug} says it is for outdoor work only`, async ({ page }) => {
    await page.goto(pathFor(outdoor.slug));
    await expect(page.locator("dt:has-text('Indoors') + dd")).toHaveText("No: outdoor work only");
  });

  test("a machine no project names shows no empty projects section", async ({ page }) => {
    expect(unused, "a machine without a project to check").toBeDefined();
    await page.goto(pathFor(unused!.slug));
    await expect(page.locator("#equipment-projects")).toHaveCount(0);
    await expect(page.locator("#contact-form")).toBeVisible();
  });

  test("the overview counts its machines and groups from the pages", async ({ page }) => {
    await page.goto("/equipment");
    const groups = new Set(machines.map((machine) => machine.category)).size;
    await expect(page.getByText(`${machines.length} machines in ${groups} groups`)).toBeVisible();
  });
});

test.describe("sample content is marked as such", () => {
  test("a sample project says so, and its pictures are called illustrations", async ({ page }) => {
    await page.goto("/project-history/cutting/project1");
    await expect(page.getByText(/^Sample write-up:/)).toBeVisible();
    const alts = await page
      .locator("main img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
    expect(alts.length).toBeGreaterThan(0);
    for (const alt of alts) expect(alt).toMatch(/^Illustration of /);
  });

  test("sample reviews carry a visible mark", async ({ page }) => {
    await page.goto("/");
    const reviews = page.locator("#reviews");
    await expect(reviews.getByText("Sample review").first()).toBeVisible();
  });

  test("the trust points of the contact section come from site.yaml", async ({ page }) => {
    await page.goto("/contact");
    const aside = page.locator("#contact-form aside");
    for (const { text } of content.site.trustPoints) {
      await expect(aside.getByText(text, { exact: true })).toBeVisible();
    }
  });
});
