/**
 * Walks the real content: every page the spec lists exists, has the structure of its kind,
 * unique meta, no typed contact details outside site.yaml and no placeholder text.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findBrokenLinks, findMissingImages } from "@/content/links";
import { loadContent } from "@/content/load";
import type { Page } from "@/content/page";

const content = loadContent();
const bySlug = new Map(content.pages.map((page) => [page.slug, page]));
const types = (page: Page) => page.sections.map((section) => section.type);
const range = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

const SERVICES = [
  "wall-sawing",
  "floor-sawing",
  "trenching",
  "concrete-scanning",
  "wire-cutting",
  "coring",
];
const EQUIPMENT =
  "dst10-cawallsaw dst20-ca2ndwallsaw wse1621 ws20 rs20 ringsaw dsw1510 dsw3018 cs10 wce30 fs7000 cc4948dcv ts910i k1pace gp8000lite ps1000 dd250ca dms240 dme32uw".split(
    " ",
  );
const PROJECTS = [
  ...range("project-history/coring/project", 2),
  ...range("project-history/cutting/project", 11),
  ...range("project-history/demolition/project", 4),
  ...range("project-history/trenching/project", 6),
];
const REQUIRED = [
  "home",
  "contact",
  "how-we-work",
  "about",
  "team",
  "service-area",
  "services",
  "equipment",
  "project-history",
  ...["coring", "cutting", "demolition", "trenching"].map((c) => `project-history/${c}`),
  ...SERVICES.map((s) => `services/${s}`),
  ...EQUIPMENT.map((e) => `equipment/${e}`),
  ...PROJECTS,
];

describe("the content index", () => {
  it("holds every page the spec lists", () => {
    expect(REQUIRED.filter((slug) => !bySlug.has(slug))).toEqual([]);
  });

  it("has no link that leads nowhere and no missing image", () => {
    expect(findBrokenLinks(content)).toEqual([]);
    expect(findMissingImages(content)).toEqual([]);
  });

  it("gives every page a unique title and description; non-article descriptions are 120-160 characters", () => {
    const titles = content.pages.map((page) => page.meta.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    const described = content.pages.filter(
      (page) => page.kind !== "article" && page.slug !== "search",
    );
    const descriptions = described.map((page) => page.meta.description);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
    const wrong = described
      .filter((page) => page.meta.description.length < 120 || page.meta.description.length > 160)
      .map((page) => `${page.slug}: ${page.meta.description.length}`);
    expect(wrong).toEqual([]);
  });

  it("titles every page to fit a search result whole: at most 60 characters, the short name where it fits", () => {
    const suffix = ` | ${content.site.shortName}`;
    const tooLong = content.pages
      .filter((p) => p.meta.title.length > 60)
      .map((p) => `${p.slug}: ${p.meta.title.length}`);
    expect(tooLong).toEqual([]);
    // The page title alone only where the name no longer fits beside it.
    const nameless = content.pages
      .filter((p) => !p.meta.title.endsWith(suffix) && p.meta.title.length + suffix.length <= 60)
      .map((p) => p.slug);
    expect(nameless).toEqual([]);
    // Aim 50 to 60 on every page; search results are noindex, so their short title costs nothing.
    const short = content.pages
      .filter((p) => p.meta.title.length < 50 && p.slug !== "search")
      .map((p) => `${p.slug}: ${p.meta.title.length}`);
    expect(short).toEqual([]);
  });

  it("keeps an article's full question as its heading when its search title is shorter", () => {
    const articles = content.pages.filter((p) => p.kind === "article");
    const headings = articles.map((p) => (p.sections[0]!.content as { title: string }).title);
    expect(headings).toEqual(articles.map((p) => p.label));
    // A question longer than a search result shows stays whole in the heading.
    const long = articles.filter((p) => p.label.length > 60);
    expect(long.length).toBeGreaterThan(0);
    expect(long.filter((p) => p.meta.title.includes(p.label)).map((p) => p.slug)).toEqual([]);
  });
});

describe("page structure by kind (spec 2.1, 2.5, 2.6)", () => {
  it("home: hero, six service cards, six best cards, who we are, calculator, contact, gallery, five reviews, six FAQs", () => {
    const home = bySlug.get("home")!;
    expect(types(home)).toEqual([
      "hero",
      "service-cards",
      "feature-cards",
      "who-we-are",
      "calculator",
      "contact-us",
      "gallery",
      "reviews",
      "faq",
    ]);
    const count = (type: string) =>
      (home.sections.find((s) => s.type === type)!.content as { cards: unknown[] }).cards.length;
    expect([
      count("service-cards"),
      count("feature-cards"),
      count("reviews"),
      count("faq"),
    ]).toEqual([6, 6, 5, 6]);
  });

  it("how-we-work has the six numbered steps", () => {
    const steps = bySlug.get("how-we-work")!.sections.find((s) => s.type === "steps")!;
    expect(
      (steps.content as { cards: { number: unknown }[] }).cards.map((c) => Number(c.number)),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each(SERVICES)(
    "services/%s: hero, best for (3), detail, project gallery, six FAQs, contact form",
    (service) => {
      const page = bySlug.get(`services/${service}`)!;
      expect(types(page)).toEqual([
        "hero",
        "best-for",
        "service-detail",
        "project-gallery",
        "faq",
        "contact-us",
      ]);
      const faq = page.sections.find((s) => s.type === "faq")!.content as { cards: unknown[] };
      expect(faq.cards).toHaveLength(6);
    },
  );

  it.each(EQUIPMENT)(
    "equipment/%s: hero, characteristics (3 cards), about this tool, its projects, contact form",
    (slug) => {
      const page = bySlug.get(`equipment/${slug}`)!;
      expect(types(page)).toEqual([
        "equipment-hero",
        "characteristics",
        "about-tool",
        "equipment-projects",
        "contact-us",
      ]);
      expect(page.category).toBeTruthy();
      expect(page.power?.source).toBeTruthy();
    },
  );

  it.each(PROJECTS)("%s: a project write-up", (slug) => {
    expect(types(bySlug.get(slug)!)[0]).toBe("project-detail");
  });

  it("the demolition listing carries the spec's title", () => {
    expect(bySlug.get("project-history/demolition")!.meta.title).toBe(
      `Concrete Demolition Toronto | Safe & Precise | ${content.site.shortName}`,
    );
  });
});

describe("content text", () => {
  const PLACEHOLDER = /\blorem\b|\bTODO\b|\bTBD\b|placeholder text/i;
  const files = fs
    .readdirSync("content", { recursive: true, encoding: "utf8" })
    .map((file) => path.join("content", file))
    .filter((file) => /\.(ya?ml|md)$/.test(file));

  it("no content file holds placeholder text", () => {
    expect(files.filter((file) => PLACEHOLDER.test(fs.readFileSync(file, "utf8")))).toEqual([]);
  });
});
