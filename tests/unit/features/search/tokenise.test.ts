import { describe, expect, it } from "vitest";
import { queryWords, tokenise, words } from "@/features/search/tokenise";

describe("queryWords", () => {
  it.each([
    ["lowercases", "Diamond BLADE", ["diamond", "blade"]],
    [
      "splits on spaces, tabs and new lines",
      "core \t drilling\npermit",
      ["core", "drilling", "permit"],
    ],
    [
      "splits on punctuation inside words",
      "o'brien's 23-5/8 wall-saw",
      ["o", "brien", "s", "23", "5", "8", "wall", "saw"],
    ],
    ["keeps digits as words", "dd250ca 100 km", ["dd250ca", "100", "km"]],
    ["drops repeated words", "saw Saw SAW blade saw", ["saw", "blade"]],
    ["keeps letters outside ASCII", "Café Montréal", ["café", "montréal"]],
    ["treats symbols and emoji as separators", "wall✓saw → 24/7", ["wall", "saw", "24", "7"]],
    ["gives nothing for an empty query", "", []],
    ["gives nothing for spaces only", "   ", []],
    ["gives nothing for punctuation only", "?!-- ...", []],
  ])("%s", (_, query, expected) => {
    expect(queryWords(query)).toEqual(expected);
  });

  it("joins a decomposed accent to its letter", () => {
    expect(queryWords("cafe\u0301")).toEqual(["café"]);
  });
});

describe("tokenise", () => {
  it("records where each word starts and ends", () => {
    expect(tokenise("A 24-in. wall")).toEqual([
      { word: "A", start: 0, end: 1 },
      { word: "24", start: 2, end: 4 },
      { word: "in", start: 5, end: 7 },
      { word: "wall", start: 9, end: 13 },
    ]);
  });

  it.each([
    ["", []],
    ["—", []],
    ["(416) 555-0155", ["416", "555", "0155"]],
    ["quotes@sender.test", ["quotes", "sender", "test"]],
  ])("words(%j)", (text, expected) => {
    expect(words(text)).toEqual(expected);
  });
});
