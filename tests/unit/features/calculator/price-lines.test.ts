import { describe, expect, it } from "vitest";
import type { Answers } from "@/features/calculator/answers";
import { priceLines } from "@/features/calculator/price-lines";
import { coringPricePerHole, estimate, roundCents } from "@/features/calculator/pricing";

const sum = (answers: Answers) =>
  roundCents(priceLines(answers).reduce((total, line) => total + line.amount, 0));

describe("priceLines", () => {
  it("itemises the finished cutting flow of $6,080.00", () => {
    const answers: Answers = {
      service: "cutting",
      cut_depth: "le10",
      cut_area: 100,
      cut_gpr: "yes",
      cut_disposal: "yes",
    };
    expect(priceLines(answers)).toEqual([
      {
        label: "Cutting up to 10 inches deep: ($1,200.00 + 100 sq ft × $30.00) × 1.15",
        amount: 4830,
      },
      { label: "GPR scanning before cutting", amount: 1000 },
      { label: "Hauling away and disposal", amount: 100 },
      { label: "Mobilization", amount: 150 },
    ]);
    expect(estimate(answers)).toBe(6080);
  });

  it.each<[string, Answers]>([
    ["nothing answered", {}],
    ["a service only", { service: "coring" }],
    ["a trench we do not offer", { service: "trenching", trench_depth: "no" }],
  ])("is empty for %s", (_, answers) => {
    expect(priceLines(answers)).toEqual([]);
  });

  it.each<[string, Answers]>([
    [
      "cutting over 10 in without GPR",
      { service: "cutting", cut_depth: "gt10", cut_area: 12.5, cut_gpr: "no", cut_disposal: "no" },
    ],
    ["cutting, depth only", { service: "cutting", cut_depth: "le10" }],
    ["one hole", { service: "coring", cor_diameter: "d2", cor_holes: 1 }],
    [
      "trenching with everything",
      {
        service: "trenching",
        trench_depth: "yes",
        trench_pipes: "yes",
        trench_report: "yes",
        trench_precision: "cut",
        trench_length_ft: 40,
        trench_disposal: "yes",
      },
    ],
    [
      "trenching broken out, no report",
      {
        service: "trenching",
        trench_depth: "yes",
        trench_pipes: "no",
        trench_report: "no",
        trench_precision: "break",
        trench_length_ft: 7,
      },
    ],
    ...Object.keys(coringPricePerHole).map((d): [string, Answers] => [
      `coring ${d}`,
      { service: "coring", cor_diameter: d, cor_holes: 3 },
    ]),
  ])("adds up to the estimate: %s", (_, answers) => {
    expect(sum(answers)).toBe(estimate(answers));
    expect(priceLines(answers).at(-1)).toEqual({ label: "Mobilization", amount: 150 });
  });
});
