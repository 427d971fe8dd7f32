import { describe, expect, it } from "vitest";
import type { Answers } from "@/features/calculator/answers";
import { asphaltPrice } from "../../../../scripts/calculator-unreachable-steps";
import {
  MOBILIZATION_FEE,
  coringPricePerHole,
  coringSubtotal,
  cuttingSubtotal,
  estimate,
  roundCents,
  subtotal,
  trenchingSubtotal,
} from "@/features/calculator/pricing";

describe("coring: price per hole x holes, plus mobilization", () => {
  // The spec's 14-row table, typed out again so a changed price fails here.
  const table: [string, number][] = [
    ["d2", 60],
    ["d3", 70],
    ["d4", 80],
    ["d5-single", 90],
    ["d5-open", 80],
    ["d6-single", 100],
    ["d6-open", 85],
    ["d7-single", 125],
    ["d7-open", 100],
    ["d8", 150],
    ["d9", 200],
    ["d10", 250],
    ["d11", 300],
    ["d12.5", 350],
  ];

  it("has exactly the 14 diameters of the table", () => {
    expect(Object.entries(coringPricePerHole)).toEqual(table);
  });

  it.each(table)("%s costs %d per hole", (diameter, perHole) => {
    expect(coringSubtotal({ service: "coring", cor_diameter: diameter, cor_holes: 1 })).toBe(
      perHole,
    );
    expect(estimate({ service: "coring", cor_diameter: diameter, cor_holes: 1 })).toBe(
      perHole + 150,
    );
    expect(estimate({ service: "coring", cor_diameter: diameter, cor_holes: 3 })).toBe(
      perHole * 3 + 150,
    );
    expect(estimate({ service: "coring", cor_diameter: diameter, cor_holes: 10000 })).toBe(
      perHole * 10000 + 150,
    );
  });

  it("counts nothing until both diameter and holes are known", () => {
    expect(estimate({ service: "coring" })).toBe(0);
    expect(estimate({ service: "coring", cor_diameter: "d4" })).toBe(0);
    expect(estimate({ service: "coring", cor_holes: 4 })).toBe(0);
    expect(estimate({ service: "coring", cor_diameter: "d99", cor_holes: 4 })).toBe(0);
  });
});

describe("cutting: (base + area x rate) x 1.15, then GPR or no-GPR, disposal, mobilization", () => {
  // Area 100 sq ft. Up to 10": (1200 + 3000) x 1.15 = 4830. Over 10": (2500 + 7000) x 1.15 = 10925.
  it.each([
    ["le10", "yes", "yes", 6080],
    ["le10", "yes", "no", 5980],
    ["le10", "no", "yes", 5830],
    ["le10", "no", "no", 5730],
    ["gt10", "yes", "yes", 12175],
    ["gt10", "yes", "no", 12075],
    ["gt10", "no", "yes", 11925],
    ["gt10", "no", "no", 11825],
  ])("depth %s, GPR %s, disposal %s: %d", (depth, gpr, disposal, expected) => {
    const answers: Answers = {
      service: "cutting",
      cut_depth: depth,
      cut_area: 100,
      cut_gpr: gpr,
      cut_disposal: disposal,
    };
    expect(estimate(answers)).toBe(expected);
  });

  it.each([
    ["le10", 1, 1414.5],
    ["le10", 33, 2518.5],
    ["le10", 12.5, 1811.25],
    ["gt10", 1, 2955.5],
    ["gt10", 100000, 8052875],
  ])(
    "depth %s, area %d: the multiplied part is %d (rounded to cents)",
    (depth, area, multiplied) => {
      expect(cuttingSubtotal({ service: "cutting", cut_depth: depth, cut_area: area })).toBe(
        multiplied,
      );
    },
  );

  it("applies 1.15 to base and area only, not to the GPR and disposal additions", () => {
    const withoutAdditions = cuttingSubtotal({ cut_depth: "le10", cut_area: 100 });
    const withAdditions = cuttingSubtotal({
      cut_depth: "le10",
      cut_area: 100,
      cut_gpr: "yes",
      cut_disposal: "yes",
    });
    expect(withAdditions - withoutAdditions).toBe(1100);
  });

  it.each([
    [{ service: "cutting" }, 0],
    [{ service: "cutting", cut_depth: "le10" }, 1200 * 1.15 + 150],
    [{ service: "cutting", cut_depth: "gt10" }, 2500 * 1.15 + 150],
    [{ service: "cutting", cut_depth: "le10", cut_area: 10 }, 1500 * 1.15 + 150],
    [{ service: "cutting", cut_depth: "le10", cut_area: 10, cut_gpr: "no" }, 1725 + 750 + 150],
    [{ service: "cutting", cut_depth: "le10", cut_area: 10, cut_gpr: "yes" }, 1725 + 1000 + 150],
  ] satisfies [Answers, number][])("partial answers %o give %d", (answers, expected) => {
    expect(estimate(answers)).toBeCloseTo(expected, 2);
  });
});

describe("trenching: base, pipes, report, per-foot rate, disposal, mobilization; GPR never changes it", () => {
  // Length 100 ft: cut 3000, break 1500.
  const rows: [string, string, string, string, number][] = [
    ["yes", "yes", "cut", "yes", 7500],
    ["yes", "yes", "cut", "no", 7400],
    ["yes", "yes", "break", "yes", 6000],
    ["yes", "yes", "break", "no", 5900],
    ["yes", "no", "cut", "yes", 7250],
    ["yes", "no", "cut", "no", 7150],
    ["yes", "no", "break", "yes", 5750],
    ["yes", "no", "break", "no", 5650],
    ["no", "yes", "cut", "yes", 6000],
    ["no", "yes", "cut", "no", 5900],
    ["no", "yes", "break", "yes", 4500],
    ["no", "yes", "break", "no", 4400],
    ["no", "no", "cut", "yes", 5750],
    ["no", "no", "cut", "no", 5650],
    ["no", "no", "break", "yes", 4250],
    ["no", "no", "break", "no", 4150],
  ];

  it.each(
    rows.flatMap(([pipes, report, precision, disposal, total]) => [
      [pipes, report, precision, disposal, "yes", total] as const,
      [pipes, report, precision, disposal, "no", total] as const,
    ]),
  )(
    "pipes %s, report %s, %s, disposal %s, GPR %s: %d",
    (pipes, report, precision, disposal, gpr, total) => {
      const answers: Answers = {
        service: "trenching",
        trench_depth: "yes",
        trench_pipes: pipes,
        trench_gpr: gpr,
        trench_report: report,
        trench_precision: precision,
        trench_length_ft: 100,
        trench_disposal: disposal,
      };
      expect(estimate(answers)).toBe(total);
    },
  );

  it.each([
    ["cut", 1, 30],
    ["cut", 12.5, 375],
    ["break", 1, 15],
    ["break", 100000, 1500000],
  ] as const)("%s over %d ft adds %d", (precision, length, added) => {
    const base = { trench_depth: "yes", trench_report: "no" } satisfies Answers;
    expect(
      trenchingSubtotal({ ...base, trench_precision: precision, trench_length_ft: length }) -
        trenchingSubtotal(base),
    ).toBe(added);
  });

  it.each([
    [{ service: "trenching" }, 0],
    [{ service: "trenching", trench_depth: "no" }, 0],
    [{ service: "trenching", trench_depth: "yes" }, 1750 + 150],
    [{ service: "trenching", trench_depth: "yes", trench_pipes: "yes" }, 3250 + 150],
    [
      { service: "trenching", trench_depth: "yes", trench_pipes: "no", trench_gpr: "yes" },
      1750 + 150,
    ],
    [{ service: "trenching", trench_depth: "yes", trench_report: "no" }, 2500 + 150],
    [{ service: "trenching", trench_depth: "yes", trench_precision: "cut" }, 1750 + 150],
    [
      {
        service: "trenching",
        trench_depth: "no",
        trench_pipes: "yes",
        trench_length_ft: 50,
        trench_precision: "cut",
      },
      0,
    ],
  ] satisfies [Answers, number][])("partial answers %o give %d", (answers, expected) => {
    expect(estimate(answers)).toBe(expected);
  });
});

describe("mobilization fee", () => {
  it("is 150", () => {
    expect(MOBILIZATION_FEE).toBe(150);
  });

  it.each([
    [{}, 0],
    [{ service: "cutting" }, 0],
    [{ service: "coring", cor_diameter: "d2" }, 0],
    [{ service: "trenching", trench_depth: "no" }, 0],
    [{ service: "unknown", cut_depth: "le10" }, 0],
    [{ service: "coring", cor_diameter: "d2", cor_holes: 1 }, 60 + 150],
    [{ service: "cutting", cut_depth: "le10" }, 1380 + 150],
  ] satisfies [Answers, number][])("%o: estimate %d (added only above 0)", (answers, expected) => {
    expect(estimate(answers)).toBe(expected);
    expect(estimate(answers) - subtotal(answers)).toBe(subtotal(answers) > 0 ? 150 : 0);
  });
});

describe("asphalt rule (unreachable): 18 per unit length x thickness / 10, x 1.15 if urgent", () => {
  it.each([
    [10, 10, false, 180],
    [10, 10, true, 207],
    [2.5, 5, false, 22.5],
    [2.5, 5, true, 25.88],
    [0.1, 1, false, 0.18],
    [1000, 200, false, 360000],
    [1000, 200, true, 414000],
  ])("length %d, thickness %d, urgent %s: %d", (length, thickness, urgent, expected) => {
    expect(asphaltPrice({ length, thickness, urgent })).toBe(expected);
  });
});

describe("roundCents", () => {
  it.each([
    [4200 * 1.15, 4830],
    [22.5 * 1.15, 25.88],
    [0.1 + 0.2, 0.3],
    [1.005, 1.01],
    [0, 0],
  ])("%d -> %d", (amount, expected) => {
    expect(roundCents(amount)).toBe(expected);
  });
});
