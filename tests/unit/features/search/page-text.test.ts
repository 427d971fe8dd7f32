import { describe, expect, it } from "vitest";
import type { Page } from "@/content/page";
import type { Section } from "@/content/sections";
import { markdownToText, pageText, sectionText } from "@/features/search/page-text";
import { buildSearchIndex, resultTitle } from "@/features/search/search-index";

describe("markdownToText", () => {
  it.each([
    ["plain text", "Wall sawing in Toronto", "Wall sawing in Toronto"],
    [
      "emphasis inside a sentence",
      "**Why we choose it.** It is _electric_.",
      "Why we choose it. It is electric.",
    ],
    ["emphasis inside a word", "co**re** drill", "core drill"],
    [
      "a link: its text, not its address",
      "See [wall sawing](/services/wall-sawing) jobs",
      "See wall sawing jobs",
    ],
    [
      "headings and paragraphs, kept apart",
      "## Permits\nAsk first.\n\nThen book.",
      "Permits Ask first. Then book.",
    ],
    ["list items, kept apart", "- **Speed:** fast\n- **Dust:** none", "Speed: fast Dust: none"],
    ["numbered lists", "1. Send details\n2. Get a quote", "Send details Get a quote"],
    ["a table", "| Hole | Price |\n| --- | --- |\n| 2 in | 90 |", "Hole Price 2 in 90"],
    ["inline code", "Use `core` mode", "Use core mode"],
    ["an image: no text", "Before ![a wall](/x.svg) after", "Before after"],
    ["raw HTML: no text", "One <br> two", "One two"],
    ["strikethrough", "~~old~~ new", "old new"],
    ["a hard line break", "line one  \nline two", "line one line two"],
    ["character references", "Tom &amp; Jerry", "Tom & Jerry"],
    [
      "punctuation that is not Markdown",
      "Blades 23-5/8 to 47-1/4 in, 24/7",
      "Blades 23-5/8 to 47-1/4 in, 24/7",
    ],
  ])("%s", (_, markdown, expected) => {
    expect(markdownToText(markdown)).toBe(expected);
  });
});

const section = (type: string, content: Record<string, unknown>, id = "s") =>
  ({ id, type, content }) as unknown as Section;

describe("sectionText", () => {
  it.each([
    [
      "title, subtitle and card texts",
      section("feature-cards", {
        title: "What we do",
        subtitle: "In short",
        cards: [
          {
            title: "Cut",
            description: "Straight **edges**",
            icon: "ruler",
            link: "/services",
            image: { src: "/a.svg", alt: "Saw" },
          },
        ],
      }),
      "What we do In short Cut Straight edges",
    ],
    [
      "questions and answers",
      section("faq", {
        title: "FAQ",
        cards: [{ question: "Do you scan?", answer: "Yes, with GPR." }],
      }),
      "FAQ Do you scan? Yes, with GPR.",
    ],
    [
      "button text but not its link, nor the variant or background position",
      section("hero", {
        title: "Hero",
        variant: "home",
        backgroundPosition: "center",
        button: { text: "Get a quote", link: "/contact" },
        image: "/images/hero.svg",
      }),
      "Hero Get a quote",
    ],
    [
      "contact information",
      section("contact-us", {
        title: "Ready",
        info: { phoneLabel: "Call", phone: "(416) 555-0155", whyChoose: ["Licensed and insured"] },
      }),
      "Ready Call (416) 555-0155 Licensed and insured",
    ],
    [
      "an equipment category badge",
      section("equipment-hero", { title: "WS 20", category: "Wall sawing" }),
      "WS 20 Wall sawing",
    ],
    [
      "not a listing's category filter",
      section("project-list", { title: "Projects", category: "cutting" }),
      "Projects",
    ],
    [
      "not a project's image lists",
      section("project-detail", {
        title: "Door",
        text: "A **new** door.",
        before: ["/b.svg"],
        after: ["/a.svg"],
      }),
      "Door A new door.",
    ],
    [
      "numbered images and numbers",
      section("about-tool", {
        title: "About",
        text: "Text",
        image1: "/1.svg",
        image2: { src: "/2.svg", alt: "x" },
      }),
      "About Text",
    ],
    [
      "step numbers given as strings, not as numbers",
      section("steps", { title: "Steps", cards: [{ number: 1 }, { number: "02" }] }),
      "Steps 02",
    ],
  ])("keeps %s", (_, value, expected) => {
    expect(sectionText(value)).toBe(expected);
  });
});

const fakePage = (
  slug: string,
  sections: Section[],
  metaTitle = `${slug} meta`,
  label = "",
): Page => ({
  slug,
  kind: "main",
  label,
  file: `content/pages/${slug}.yaml`,
  meta: { title: metaTitle, description: "", keywords: [] },
  sections,
});

describe("pageText", () => {
  it("joins the sections in order and skips empty ones", () => {
    const page = fakePage("a", [
      section("hero", { title: "One" }),
      section("equipment-list", {}),
      section("blog-open-2", { title: "Two", text: "# Heading\n\nBody." }),
    ]);
    expect(pageText(page)).toBe("One Two Heading Body.");
  });
});

describe("resultTitle", () => {
  it.each([
    [
      "drops the company suffix",
      "Core Drilling in Toronto | Acme Cutting",
      "",
      "Core Drilling in Toronto",
    ],
    [
      "keeps a title without the suffix",
      "How deep can a wall saw cut?",
      "",
      "How deep can a wall saw cut?",
    ],
    ["keeps another suffix", "Coring | Services", "", "Coring | Services"],
    ["falls back to the listing name", " | Acme Cutting", "Coring", "Coring"],
  ])("%s", (_, metaTitle, label, expected) => {
    expect(resultTitle(fakePage("a", [], metaTitle, label), "Acme Cutting")).toBe(expected);
  });
});

describe("buildSearchIndex", () => {
  it("gives each page's slug, path, title and text, sorted by slug, without the search page", () => {
    const index = buildSearchIndex(
      [
        fakePage("services", [section("hero", { title: "Services" })], "Our services | Acme"),
        fakePage("home", [section("hero", { title: "Home" })], "Concrete cutting | Acme"),
        fakePage("search", [section("search", { title: "Search" })], "Search | Acme"),
        fakePage("about", [section("hero", { title: "About" })], "About us"),
      ],
      "Acme",
    );
    expect(index).toEqual({
      version: 1,
      pages: [
        { slug: "about", path: "/about", title: "About us", kind: "main", text: "About" },
        { slug: "home", path: "/", title: "Concrete cutting", kind: "main", text: "Home" },
        {
          slug: "services",
          path: "/services",
          title: "Our services",
          kind: "main",
          text: "Services",
        },
      ],
    });
  });
});
