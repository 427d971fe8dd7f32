import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { ContentError, countWords, loadContent } from "@/content/load";
import { substituteTokens } from "@/content/tokens";

const realSite = YAML.parse(fs.readFileSync(path.join(process.cwd(), "content/site.yaml"), "utf8"));
const dirs: string[] = [];

function makeContent(files: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  dirs.push(root);
  const all = { "site.yaml": realSite, ...files };
  for (const [file, value] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(
      path.join(root, file),
      typeof value === "string" ? value : YAML.stringify(value),
    );
  }
  return root;
}

afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const hero = (title: string) => ({ id: "hero", type: "hero", content: { title } });
const page = (title: string, sections: unknown[] = [hero(title)]) => ({
  meta: { title },
  sections,
});

function problemsOf(root: string): string[] {
  try {
    loadContent(root);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("loadContent", () => {
  it("turns YAML pages, articles and projects into typed pages with slugs", () => {
    const root = makeContent({
      "pages/home.yaml": page("Home | {company}"),
      "pages/project-history/coring.yaml": page("Coring"),
      "services/coring.yaml": page("Core drilling"),
      "equipment/dd250ca.yaml": {
        ...page("DD 250"),
        category: "Core drill",
        power: { source: "electric", indoors: true, note: "Mains power, no exhaust." },
      },
      "blog/general/is-the-quote-free.md":
        "---\ntitle: Is the quote free?\ndescription: Yes, and here is why.\ndate: 2026-11-24\n---\nYes. Call {phone}.\n",
      "projects/coring/project1.md":
        "---\ntitle: Balcony drains\ndescription: Fifteen holes.\nequipment: [dd250ca]\nsetting: outdoors\nbefore: [/b.svg]\nafter: [/a.svg]\n---\nWe cored it.\n",
    });
    const { pages, site } = loadContent(root);
    expect(pages.map((p) => [p.slug, p.kind])).toEqual([
      ["blog/general/is-the-quote-free", "article"],
      ["equipment/dd250ca", "equipment"],
      ["home", "main"],
      ["project-history/coring", "main"],
      ["project-history/coring/project1", "project"],
      ["services/coring", "service"],
    ]);
    const home = pages.find((p) => p.slug === "home")!;
    expect(home.meta).toEqual({ title: `Home | ${site.name}`, description: "", keywords: [] });
    const article = pages.find((p) => p.kind === "article")!;
    expect(article.meta.title).toBe(`Is the quote free? | ${site.shortName}`);
    expect(article.sections).toEqual([
      {
        id: "blog-s-1",
        type: "blog-open-2",
        content: { title: "Is the quote free?", text: `Yes. Call ${site.phone}.` },
      },
    ]);
    expect(article.category).toBe("general");
    expect(article.meta.description).toBe("Yes, and here is why.");
    expect(article.article).toEqual({
      published: "2026-11-24",
      updated: undefined,
      words: 4,
      readingMinutes: 1,
    });
    const project = pages.find((p) => p.kind === "project")!;
    expect(project.sections[0]).toMatchObject({
      type: "project-detail",
      content: { before: ["/b.svg"], after: ["/a.svg"] },
    });
    expect(pages.find((p) => p.kind === "equipment")!.category).toBe("Core drill");
  });

  it("names the file, the field path and the problem for invalid content, all at once", () => {
    const root = makeContent({
      "pages/home.yaml": page("Home", [
        { id: "faq", type: "faq", content: { title: "FAQ", cards: [{ question: "Q?" }] } },
      ]),
      "pages/contact.yaml": {
        meta: { title: "Contact" },
        sections: [{ id: "x", type: "no-such-type", content: {} }],
      },
      "pages/team.yaml": page("Team {phnoe}"),
    });
    const problems = problemsOf(root);
    expect(problems).toHaveLength(3);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/pages\/home\.yaml: sections\.0\.content\.cards\.0\.answer: /,
        ),
        expect.stringMatching(/^content\/pages\/contact\.yaml: sections\.0\.type: /),
        expect.stringMatching(/^content\/pages\/team\.yaml: meta\.title: unknown token \{phnoe\}/),
      ]),
    );
  });

  it("requires an article's description and publication date", () => {
    const root = makeContent({ "blog/general/bare.md": "---\ntitle: Bare\n---\nText.\n" });
    expect(problemsOf(root)).toEqual([
      expect.stringMatching(/^content\/blog\/general\/bare\.md: description: /),
      expect.stringMatching(/^content\/blog\/general\/bare\.md: date: /),
    ]);
  });

  it("shows a blog category's listing only once the category has articles", () => {
    const listing = (category: string) =>
      page(`Blog - ${category}`, [
        { id: "list", type: "blog-open-3", content: { title: category, category } },
      ]);
    const root = makeContent({
      "pages/blog/general.yaml": listing("general"),
      "pages/blog/cutting-methods.yaml": listing("cutting-methods"),
      "blog/general/a.md": "---\ntitle: A\ndescription: About A.\ndate: 2026-11-24\n---\nText.\n",
    });
    const slugs = loadContent(root).pages.map((p) => p.slug);
    expect(slugs).toContain("blog/general");
    expect(slugs).not.toContain("blog/cutting-methods");
  });

  it.each([
    ["plain words", "One two three.", 3],
    [
      "link targets and markup do not count",
      "## Head\n\n- a [link text](/services/coring) **bold**",
      5,
    ],
    ["hyphenated words count once", "post-tension cables", 2],
  ])("counts the words a reader reads: %s", (_, markdown, expected) => {
    expect(countWords(markdown)).toBe(expected);
  });

  it("reads the spec's other spelling of the blog section types", () => {
    const root = makeContent({
      "pages/blog.yaml": page("Blog", [
        { id: "blog-s-1", type: "S3_blogopen_3", content: { title: "Blog - Ask a pro" } },
      ]),
    });
    expect(loadContent(root).pages[0]!.sections[0]!.type).toBe("blog-open-3");
  });

  it("rejects a menu link without a url and a button link that is not a path", () => {
    const root = makeContent({
      "pages/home.yaml": page("Home", [
        {
          id: "hero",
          type: "hero",
          content: { title: "Hi", button: { text: "Go", link: "javascript:alert(1)" } },
        },
      ]),
    });
    expect(problemsOf(root)).toEqual([expect.stringMatching(/sections\.0\.content\.button/)]);
  });
});

describe("substituteTokens", () => {
  it.each([
    ["Call {phone}", "Call 1"],
    ["{company} and {company}", "C and C"],
    ["no tokens {  } here", "no tokens {  } here"],
  ])("%s", (input, expected) => {
    expect(substituteTokens(input, { phone: "1", company: "C" })).toBe(expected);
  });

  it("walks arrays and objects and reports the path of an unknown token", () => {
    expect(() => substituteTokens({ a: [{ b: "{nope}" }] }, {})).toThrow(
      "unknown token {nope} at a[0].b",
    );
  });
});
