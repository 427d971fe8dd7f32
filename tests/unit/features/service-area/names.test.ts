import { describe, expect, it } from "vitest";
import { normaliseName } from "@/features/service-area/names";

describe("normaliseName", () => {
  it.each([
    ["Oshawa", "oshawa"],
    ["MISSISSAUGA", "mississauga"],
    ["St. Catharines", "saint catharines"],
    ["st catharines", "saint catharines"],
    ["St.Catharines", "saint catharines"],
    ["Saint-Catharines", "saint catharines"],
    ["Sault Ste. Marie", "sault sainte marie"],
    ["sault ste marie", "sault sainte marie"],
    ["Orléans", "orleans"],
    ["Pénétanguishène", "penetanguishene"],
    ["L'Orignal", "lorignal"],
    ["Kitchener-Waterloo", "kitchener waterloo"],
    ["  Port   Perry  ", "port perry"],
    // Still typing: a bare "st" may become Stouffville, so it stays.
    ["St", "st"],
    ["st.", "saint"],
    ["", ""],
  ])("%j -> %j", (name, normalised) => {
    expect(normaliseName(name)).toBe(normalised);
  });
});
