import { describe, expect, it } from "vitest";
import { median } from "../../../scripts/median.mjs";

describe("median (the benchmarks' figure of several runs)", () => {
  it("is the middle figure, the upper middle of an even count, whatever the order", () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([4, 1, 3, 2])).toBe(3);
  });

  it("leaves out a run that gave no figure, and is NaN when none did", () => {
    expect(median([NaN, 136, 85])).toBe(136);
    expect(median([NaN, NaN])).toBeNaN();
    expect(median([])).toBeNaN();
  });
});
