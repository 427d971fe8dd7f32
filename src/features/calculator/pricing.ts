/**
 * Calculator pricing, exactly spec section 9.1. Amounts are Canadian dollars.
 *
 * Reading of the cutting rule: the spec says "that sum is times 1.15" right after the base and
 * the area, and lists the GPR and disposal additions after it. We read it literally: the 1.15
 * multiplier covers base + area only; the GPR (or no-GPR) charge and disposal are added after it.
 *
 * Partial answers: the summary shows an estimate at all times, so every function here accepts an
 * incomplete set of answers. An unanswered step adds nothing (counts as 0): the estimate holds
 * only what is known so far. Concretely
 * - no service chosen: 0;
 * - cutting: the base counts once the depth is known; the area counts once both depth and area
 *   are known (its rate depends on the depth); GPR adds 1000 on "yes", 750 on "no", nothing while
 *   unanswered; disposal adds 100 on "yes" only;
 * - coring: 0 until both the diameter and the number of holes are known;
 * - trenching: the base counts once the depth question is answered "yes" (a "no" ends the flow:
 *   we do not offer the job, the estimate stays 0); pipes add 1500 on "yes"; the report adds
 *   1000 on "yes", 750 on "no"; the length counts once both precision and length are known;
 *   disposal adds 100 on "yes"; the GPR answer never changes the price;
 * - the mobilization fee is added whenever that subtotal is above 0.
 */
import type { Answers } from "./answers";

export const MOBILIZATION_FEE = 150;

export const cutting = {
  depth: {
    le10: { base: 1200, perSqFt: 30 },
    gt10: { base: 2500, perSqFt: 70 },
  },
  /** Applies to base + area only. */
  multiplier: 1.15,
  gpr: 1000,
  noGpr: 750,
  disposal: 100,
} as const;

export type CuttingDepth = keyof typeof cutting.depth;

/** Price per hole by diameter option (the 14 rows of the spec's table). */
export const coringPricePerHole = {
  d2: 60,
  d3: 70,
  d4: 80,
  "d5-single": 90,
  "d5-open": 80,
  "d6-single": 100,
  "d6-open": 85,
  "d7-single": 125,
  "d7-open": 100,
  d8: 150,
  d9: 200,
  d10: 250,
  d11: 300,
  "d12.5": 350,
} as const;

export type CoringDiameter = keyof typeof coringPricePerHole;

export const trenching = {
  base: 1750,
  pipes: 1500,
  report: 1000,
  noReport: 750,
  perFoot: { cut: 30, break: 15 },
  disposal: 100,
} as const;

export type TrenchPrecision = keyof typeof trenching.perFoot;

/**
 * Rounds to whole cents (half a cent up), after removing binary floating-point noise:
 * 4200 x 1.15 is 4829.999... and 22.5 x 1.15 is 25.874999...; they round to 4830 and 25.88.
 */
export function roundCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

function isKey<T extends object>(table: T, value: unknown): value is keyof T {
  return typeof value === "string" && Object.hasOwn(table, value);
}

export function cuttingSubtotal(answers: Answers): number {
  const depth = answers.cut_depth;
  let total = 0;
  if (isKey(cutting.depth, depth)) {
    const { base, perSqFt } = cutting.depth[depth];
    const area = numberOf(answers.cut_area) ?? 0;
    total += roundCents((base + area * perSqFt) * cutting.multiplier);
  }
  if (answers.cut_gpr === "yes") total += cutting.gpr;
  if (answers.cut_gpr === "no") total += cutting.noGpr;
  if (answers.cut_disposal === "yes") total += cutting.disposal;
  return total;
}

export function coringSubtotal(answers: Answers): number {
  const diameter = answers.cor_diameter;
  const holes = numberOf(answers.cor_holes);
  if (!isKey(coringPricePerHole, diameter) || holes === undefined) return 0;
  return coringPricePerHole[diameter] * holes;
}

export function trenchingSubtotal(answers: Answers): number {
  if (answers.trench_depth !== "yes") return 0;
  let total: number = trenching.base;
  if (answers.trench_pipes === "yes") total += trenching.pipes;
  if (answers.trench_report === "yes") total += trenching.report;
  if (answers.trench_report === "no") total += trenching.noReport;
  const precision = answers.trench_precision;
  const length = numberOf(answers.trench_length_ft);
  if (isKey(trenching.perFoot, precision) && length !== undefined) {
    total += trenching.perFoot[precision] * length;
  }
  if (answers.trench_disposal === "yes") total += trenching.disposal;
  return total;
}

/** The service's price before mobilization. */
export function subtotal(answers: Answers): number {
  switch (answers.service) {
    case "cutting":
      return cuttingSubtotal(answers);
    case "coring":
      return coringSubtotal(answers);
    case "trenching":
      return trenchingSubtotal(answers);
    default:
      return 0;
  }
}

/** The estimate shown to the visitor: the subtotal plus mobilization when above 0, in whole cents. */
export function estimate(answers: Answers): number {
  const amount = subtotal(answers);
  return roundCents(amount > 0 ? amount + MOBILIZATION_FEE : 0);
}
