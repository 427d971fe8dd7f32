/**
 * Writing that reads as one author, not one template (issue 25, content guide "One author" and
 * "Structure by kind"): each article has sections of its own, says shared safety and permit
 * points in its own words, and no two articles cover the same ground.
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "@/content/load";
import type { Page } from "@/content/page";

const content = loadContent();
const articles = content.pages.filter((page) => page.kind === "article");
const textOf = (page: Page) => (page.sections[0]!.content as { text: string }).text;

/** The words a reader sees, lower case, without link targets or Markdown marks. */
function wordsOf(markdown: string): string[] {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .toLowerCase()
    .split(/[^\p{L}\p{N}'$.,-]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}$]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter(Boolean);
}

/** Every run of `n` words inside one sentence (a run never spans two sentences or list items). */
function runsOf(markdown: string, n: number): Set<string> {
  const runs = new Set<string>();
  for (const sentence of markdown.split(/(?<=[.!?;:])\s+|\n+/)) {
    const words = wordsOf(sentence);
    for (let i = 0; i + n <= words.length; i++) runs.add(words.slice(i, i + n).join(" "));
  }
  return runs;
}

/** Runs of `n` words found in more than `most` articles, with the articles that share them. */
function sharedRuns(pages: Page[], n: number, most: number): string[] {
  const where = new Map<string, string[]>();
  for (const page of pages) {
    for (const run of runsOf(textOf(page), n))
      where.set(run, [...(where.get(run) ?? []), page.slug]);
  }
  return [...where]
    .filter(([, slugs]) => slugs.length > most)
    .map(([run, slugs]) => `"${run}" in ${slugs.length}: ${slugs.join(", ")}`);
}

const headingsOf = (page: Page) =>
  [...textOf(page).matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim().toLowerCase());
const bulletsOf = (page: Page) =>
  [...textOf(page).matchAll(/^(?:- |\d+\. )(.+)$/gm)].map((match) => wordsOf(match[1]!).join(" "));

describe("articles read as one author, not one template", () => {
  it("have two to five sections each", () => {
    const wrong = articles
      .filter((page) => headingsOf(page).length < 2 || headingsOf(page).length > 5)
      .map((page) => `${page.slug}: ${headingsOf(page).length}`);
    expect(wrong).toEqual([]);
  });

  it("share no sentence of more than 12 words with more than three articles", () => {
    // Twelve words in a row inside one sentence: a longer sentence shared word for word always
    // contains such a run, and so does a template sentence with one word changed at its end.
    expect(sharedRuns(articles, 12, 3)).toEqual([]);
  });

  it("title their sections for themselves: no heading is used by two articles", () => {
    const where = new Map<string, string[]>();
    for (const page of articles) {
      for (const heading of new Set(headingsOf(page))) {
        where.set(heading, [...(where.get(heading) ?? []), page.slug]);
      }
    }
    const shared = [...where].filter(([, slugs]) => slugs.length > 1).map(([h, s]) => `${h}: ${s}`);
    expect(shared).toEqual([]);
  });

  it("repeat no list item of six words or more in another article", () => {
    const where = new Map<string, string[]>();
    for (const page of articles) {
      for (const bullet of new Set(bulletsOf(page).filter((b) => b.split(" ").length >= 6))) {
        where.set(bullet, [...(where.get(bullet) ?? []), page.slug]);
      }
    }
    const repeated = [...where]
      .filter(([, slugs]) => slugs.length > 1)
      .map(([b, s]) => `${b}: ${s}`);
    expect(repeated).toEqual([]);
  });

  it("give floor sawing and slab sawing techniques ground of their own", () => {
    const pair = [
      "blog/cutting-methods/floor-sawing",
      "blog/cutting-methods/slab-sawing-techniques",
    ];
    const [floor, slab] = pair.map((slug) => articles.find((page) => page.slug === slug)!);
    const floorHeadings = new Set(headingsOf(floor!));
    expect(headingsOf(slab!).filter((heading) => floorHeadings.has(heading))).toEqual([]);
    // No sentence-length stretch of eight words in common between the two.
    expect(sharedRuns([floor!, slab!], 8, 1)).toEqual([]);
  });
});
