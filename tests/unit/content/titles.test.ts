/**
 * Titles whole in a search result (issue 25): the title rule, and the content check that holds
 * every page of a content folder to it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, loadContent } from "@/content/load";
import { searchTitle, TITLE_MAX } from "@/content/titles";

describe("searchTitle", () => {
  it.each([
    ["Is the quote free?", "Is the quote free? | StraightCut"],
    // 46 + 14 = 60 characters: both still fit.
    ["a".repeat(46), `${"a".repeat(46)} | StraightCut`],
    // 47 + 14 = 61: the page title alone.
    ["a".repeat(47), "a".repeat(47)],
  ])("%s", (pageTitle, expected) => {
    expect(searchTitle(pageTitle, "StraightCut")).toBe(expected);
  });

  it("never lengthens a title past the limit by adding the name", () => {
    for (let length = 1; length <= TITLE_MAX; length++) {
      expect(searchTitle("x".repeat(length), "StraightCut").length).toBeLessThanOrEqual(TITLE_MAX);
    }
  });
});

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The real site.yaml, one article and one YAML page, in a folder of their own. */
function contentWith(article: string, serviceTitle: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "titles-"));
  dirs.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write("site.yaml", fs.readFileSync(path.join(process.cwd(), "content/site.yaml"), "utf8"));
  write("blog/general/a-question.md", article);
  write(
    "services/coring.yaml",
    `meta:\n  title: "${serviceTitle}"\nsections:\n  - { id: hero, type: hero, content: { title: Coring } }\n`,
  );
  return root;
}

const question =
  "How do you ensure accuracy when cutting around plumbing or rebar in an occupied condo?";
const article = (seoTitle?: string) =>
  `---\ntitle: "${question}"\n${seoTitle ? `seoTitle: "${seoTitle}"\n` : ""}description: An answer.\ndate: 2026-11-24\n---\nText.\n`;

function problemsOf(root: string): string[] {
  try {
    loadContent(root);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("the content check on title length", () => {
  it("rejects an article whose only title is its long question, and a long YAML title", () => {
    const problems = problemsOf(
      contentWith(article(), `${"Core drilling ".repeat(4)}| {companyShort}`),
    );
    expect(problems).toHaveLength(2);
    expect(problems.find((p) => p.includes("a-question.md"))).toMatch(
      /^content\/blog\/general\/a-question\.md: title: .* is \d+ characters/,
    );
    expect(problems.find((p) => p.includes("coring.yaml"))).toMatch(
      /^content\/services\/coring\.yaml: title: .* is 69 characters/,
    );
  });

  it("keeps the question as the heading and puts the short search title in <title>", () => {
    const { pages, site } = loadContent(
      contentWith(article("Cutting Around Rebar and Pipes Accurately"), "Coring | {companyShort}"),
    );
    const page = pages.find((p) => p.kind === "article")!;
    expect(page.label).toBe(question);
    expect(page.sections[0]!.content).toMatchObject({ title: question });
    expect(page.meta.title).toBe(`Cutting Around Rebar and Pipes Accurately | ${site.shortName}`);
  });
});
