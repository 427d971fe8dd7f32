import { describe, expect, it } from "vitest";
import { prepareIndex, search, type SearchDocument } from "@/features/search/engine";
import { compareRank, type RankKey } from "@/features/search/ranking";

const doc = (
  slug: string,
  text: string,
  kind: SearchDocument["kind"] = "article",
  title = "Untitled",
): SearchDocument => ({ slug, path: `/${slug}`, title, kind, text });

const order = (pages: SearchDocument[], query: string) =>
  search(prepareIndex({ version: 1, pages }), query).map((result) => result.slug);

const key = (partial: Partial<RankKey>): RankKey => ({
  matched: 1,
  inTitle: 0,
  kind: "article",
  slug: "a",
  ...partial,
});

describe("compareRank", () => {
  it.each([
    ["more query words matched", key({ matched: 2 }), key({ matched: 1, inTitle: 1 })],
    ["more words in the title, at equal matches", key({ inTitle: 1 }), key({ kind: "service" })],
    ["a service before equipment", key({ kind: "service", slug: "z" }), key({ kind: "equipment" })],
    ["equipment before a main page", key({ kind: "equipment", slug: "z" }), key({ kind: "main" })],
    ["a main page before an article", key({ kind: "main", slug: "z" }), key({ kind: "article" })],
    ["a main page before a project", key({ kind: "main", slug: "z" }), key({ kind: "project" })],
    ["the slug last", key({ slug: "a" }), key({ slug: "b" })],
  ])("puts first: %s", (_, first, second) => {
    expect(compareRank(first, second)).toBeLessThan(0);
    expect(compareRank(second, first)).toBeGreaterThan(0);
  });

  it("ties only on the same key", () => {
    expect(compareRank(key({}), key({}))).toBe(0);
  });
});

describe("search: result order", () => {
  it.each<[string, SearchDocument[], string, string[]]>([
    [
      "pages matching every word before pages matching some",
      [doc("a", "core only"), doc("b", "core drilling here")],
      "core drilling",
      ["b", "a"],
    ],
    [
      "a match in the title before one in the body",
      [doc("a", "wall saw"), doc("b", "wall saw", "article", "Wall saw")],
      "saw",
      ["b", "a"],
    ],
    [
      "a match in the slug before one in the body",
      [doc("a", "scanning"), doc("services/scanning", "scanning")],
      "scan",
      ["services/scanning", "a"],
    ],
    [
      "the kind at equal score: service, equipment, main, then articles",
      [
        doc("a-article", "saw"),
        doc("b-main", "saw", "main"),
        doc("c-tool", "saw", "equipment"),
        doc("d-service", "saw", "service"),
      ],
      "saw",
      ["d-service", "c-tool", "b-main", "a-article"],
    ],
    [
      "the slug at equal score and kind",
      [doc("c", "saw"), doc("a", "saw"), doc("b", "saw")],
      "saw",
      ["a", "b", "c"],
    ],
    [
      "all words in the body over one word in the title",
      [doc("a", "core drilling", "article"), doc("b", "core", "service", "Core")],
      "core drilling",
      ["a", "b"],
    ],
    [
      "a title match only counts for a word the text also holds",
      [doc("a", "saw", "article", "Saw"), doc("b", "saw", "service", "Drill")],
      "saw drill",
      ["a", "b"],
    ],
  ])("%s", (_, pages, query, expected) => {
    expect(order(pages, query)).toEqual(expected);
  });

  it("keeps the spec's matching: the same pages and snippets whatever the order", () => {
    const pages = [
      doc("b", "wall saw", "service", "Wall saw"),
      doc("a", "the wall"),
      doc("c", "x"),
    ];
    const results = search(prepareIndex({ version: 1, pages }), "wall saw");
    expect(results.map((result) => [result.slug, result.snippets.length])).toEqual([
      ["b", 2],
      ["a", 1],
    ]);
  });
});
