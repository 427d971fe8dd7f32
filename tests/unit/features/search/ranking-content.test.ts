import { describe, expect, it } from "vitest";
import { prepareIndex, search } from "@/features/search/engine";
import { buildSearchIndex } from "@/features/search/search-index";
import { content } from "../../../content-index";

/**
 * The ranking on the REAL content index: what a visitor types and the page he expects first.
 * The first four are the issue's; the other ten were written from a visitor's point of view
 * before the ranking's output was looked at.
 */
const index = prepareIndex(buildSearchIndex(content.pages, content.site.shortName));

describe("search ranking on the real content", () => {
  it.each([
    ["core drilling", "/services/coring"],
    ["wall saw", "/services/wall-sawing"],
    ["GPR", "/services/concrete-scanning"],
    ["dst 10", "/equipment/dst10-cawallsaw"],
    ["floor sawing", "/services/floor-sawing"],
    ["wire saw", "/services/wire-cutting"],
    ["trench", "/services/trenching"],
    ["concrete scanning", "/services/concrete-scanning"],
    ["ring saw", "/equipment/ringsaw"],
    ["DD 250", "/equipment/dd250ca"],
    ["service area", "/service-area"],
    ["how we work", "/how-we-work"],
    ["battery cutter", "/equipment/k1pace"],
    ["contact", "/contact"],
  ])("%s lists %s first", (query, path) => {
    const results = search(index, query);
    expect(results[0]?.path).toBe(path);
  });

  it("still counts every page that matches (Found: N is not cut down)", () => {
    const found = search(index, "core drilling");
    const single = new Set([
      ...search(index, "core").map((r) => r.slug),
      ...search(index, "drilling").map((r) => r.slug),
    ]);
    expect(found.length).toBe(single.size);
  });
});
