import { describe, expect, it } from "vitest";
import { prepareIndex, search, type SearchDocument, type Snippet } from "@/features/search/engine";
import { words } from "@/features/search/tokenise";

/** The spec's form of a snippet, for compact expectations: the window's words, the match in brackets. */
function bracketed(snippet: Pick<Snippet, "before" | "match" | "after">): string {
  return [...words(snippet.before), `[${snippet.match}]`, ...words(snippet.after)].join(" ");
}

const page = (
  slug: string,
  text: string,
  title = slug,
  kind: SearchDocument["kind"] = "main",
): SearchDocument => ({ slug, path: `/${slug}`, title, kind, text });

/** The bracketed snippets of each result, for compact expectations. */
function run(pages: SearchDocument[], query: string): Record<string, string[]> {
  const results = search(prepareIndex({ version: 1, pages }), query);
  return Object.fromEntries(results.map((result) => [result.slug, result.snippets.map(bracketed)]));
}

const ALPHABET = "one two three four five six seven eight nine ten eleven twelve thirteen";

describe("search: the query", () => {
  it.each([
    ["an empty query", ""],
    ["spaces only", "   "],
    ["punctuation only", "-- ?! /"],
  ])("%s gives no results", (_, query) => {
    expect(run([page("a", "wall saw"), page("b", "anything at all")], query)).toEqual({});
  });

  it.each([
    ["is lowercased", "WALL", { a: ["Cutting a concrete [Wall]"] }],
    ["ignores repeated words", "wall wall WALL", { a: ["Cutting a concrete [Wall]"] }],
    [
      "splits on punctuation",
      "concrete-wall",
      { a: ["Cutting a [concrete] Wall", "Cutting a concrete [Wall]"] },
    ],
  ])("%s", (_, query, expected) => {
    expect(run([page("a", "Cutting a concrete Wall")], query)).toEqual(expected);
  });
});

describe("search: matching", () => {
  it.each([
    ["a page word containing the query word", "saw", "Wall sawing", ["Wall [sawing]"]],
    [
      "inside a word, not only at its start",
      "drill",
      "Core-drilling and redrilling",
      ["Core [drilling] and redrilling"],
    ],
    [
      "case-insensitively, keeping the page's case",
      "gpr",
      "Scanning with GPR first",
      ["Scanning with [GPR] first"],
    ],
    ["digits", "250", "The DD250CA rig", ["The [DD250CA] rig"]],
    ["digits split by punctuation", "8", "Blades 23-5/8 in", ["Blades 23 5 [8] in"]],
    ["a word between apostrophe parts", "brien", "Mr O'Brien's site", ["Mr O [Brien] s site"]],
    ["letters outside ASCII", "montré", "Work in Montréal too", ["Work in [Montréal] too"]],
  ])("matches %s", (_, query, text, expected) => {
    expect(run([page("a", text)], query)).toEqual({ a: expected });
  });

  it.each([
    ["across a separator", "wallsaw", "wall saw"],
    ["across punctuation", "wallsaw", "wall-saw"],
    ["a longer word than the page's", "sawing", "saw"],
  ])("does not match %s", (_, query, text) => {
    expect(run([page("a", text)], query)).toEqual({});
  });

  it("makes a page a result when any one query word matches", () => {
    expect(run([page("a", "wall saw"), page("b", "core drill")], "saw drill")).toEqual({
      a: ["wall [saw]"],
      b: ["core [drill]"],
    });
  });
});

describe("search: snippets", () => {
  it.each([
    [
      "five words on each side",
      "seven",
      "two three four five six [seven] eight nine ten eleven twelve",
    ],
    ["at the start of the page", "one", "[one] two three four five six"],
    ["near the start of the page", "three", "one two [three] four five six seven eight"],
    ["at the end of the page", "thirteen", "eight nine ten eleven twelve [thirteen]"],
    ["near the end of the page", "twelve", "seven eight nine ten eleven [twelve] thirteen"],
  ])("holds %s", (_, query, expected) => {
    expect(run([page("a", ALPHABET)], query)).toEqual({ a: [expected] });
  });

  it("covers a page of one word", () => {
    expect(run([page("a", "Coring")], "cor")).toEqual({ a: ["[Coring]"] });
  });

  it("uses the first match of each query word only", () => {
    expect(run([page("a", "saw one two three four five six seven sawing")], "saw")).toEqual({
      a: ["[saw] one two three four five"],
    });
  });

  it("gives one snippet per distinct query word, in the query's order", () => {
    expect(run([page("a", ALPHABET)], "twelve one")).toEqual({
      a: ["seven eight nine ten eleven [twelve] thirteen", "[one] two three four five six"],
    });
  });

  it("removes duplicate snippets (two query words matching the same word)", () => {
    expect(run([page("a", "cut the wall with a wall saw")], "wal all")).toEqual({
      a: ["cut the [wall] with a wall saw"],
    });
  });

  it("keeps the page's punctuation and marks clipped ends", () => {
    const [result] = search(
      prepareIndex({
        version: 1,
        pages: [page("a", "Intro. Blades from 23-5/8 to 47-1/4 in, wet cut; no dust at all here.")],
      }),
      "47",
    );
    expect(result?.snippets).toEqual([
      {
        before: "from 23-5/8 to ",
        match: "47",
        after: "-1/4 in, wet cut",
        clippedStart: true,
        clippedEnd: true,
      },
    ]);
  });

  it("collapses white space and line breaks in the page's text", () => {
    const [result] = search(
      prepareIndex({ version: 1, pages: [page("a", "the\n\n  wall   saw")] }),
      "wall",
    );
    expect(result?.snippets).toEqual([
      { before: "the ", match: "wall", after: " saw", clippedStart: false, clippedEnd: false },
    ]);
  });
});

describe("search: results", () => {
  it("returns the page's path and title with its snippets", () => {
    const results = search(
      prepareIndex({
        version: 1,
        pages: [page("services/coring", "Core drilling", "Core drilling")],
      }),
      "core",
    );
    expect(results).toEqual([
      {
        slug: "services/coring",
        path: "/services/coring",
        title: "Core drilling",
        snippets: [
          { before: "", match: "Core", after: " drilling", clippedStart: false, clippedEnd: false },
        ],
      },
    ]);
  });

  it("skips pages without text", () => {
    expect(run([page("a", ""), page("b", " -- ")], "a")).toEqual({});
  });
});

describe("bracketed", () => {
  it.each([
    [{ before: "", match: "Wall", after: "" }, "[Wall]"],
    [{ before: "from 23-5/8 to ", match: "47", after: "-1/4 in" }, "from 23 5 8 to [47] 1 4 in"],
  ])("%j -> %s", (snippet, expected) => {
    expect(bracketed(snippet)).toEqual(expected);
  });
});

/** The rules of spec section 5 written as plainly as possible, to check the engine against. */
function reference(pages: SearchDocument[], query: string): Record<string, string[]> {
  const split = (text: string) => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
  const terms = [...new Set(split(query.toLowerCase()))];
  const out: Record<string, string[]> = {};
  for (const { slug, text } of [...pages].sort((a, b) => (a.slug < b.slug ? -1 : 1))) {
    const pageWords = split(text);
    const snippets: string[] = [];
    for (const term of terms) {
      const i = pageWords.findIndex((word) => word.toLowerCase().includes(term));
      if (i < 0) continue;
      const snippet = [
        ...pageWords.slice(Math.max(0, i - 5), i),
        `[${pageWords[i]}]`,
        ...pageWords.slice(i + 1, i + 6),
      ].join(" ");
      if (!snippets.includes(snippet)) snippets.push(snippet);
    }
    if (snippets.length > 0) out[slug] = snippets;
  }
  return out;
}

describe("search agrees with the plain reading of the rules", () => {
  const vocabulary = [
    "Saw",
    "saw",
    "sawing",
    "wall",
    "Wall-saw",
    "core",
    "CORE",
    "drill",
    "24/7",
    "o'clock",
    "25mm",
    "é",
    "Café",
    "a",
    "x",
  ];
  const separators = [" ", " ", " ", ", ", ". ", "\n", " - "];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const text = (length: number) =>
    Array.from({ length }, () => pick(vocabulary) + pick(separators)).join("");

  it.each(Array.from({ length: 40 }, (_, i) => i))("random case %i", () => {
    const pages = Array.from({ length: 4 }, (_, p) =>
      page(`p${Math.floor(random() * 100)}-${p}`, text(Math.floor(random() * 30))),
    );
    const query = text(1 + Math.floor(random() * 3)).replace(/\s+$/, "");
    expect(run(pages, query)).toEqual(reference(pages, query));
  });
});
