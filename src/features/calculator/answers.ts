/**
 * The calculator's answers, keyed by step id (spec section 3, "Calculator answers").
 * Choice steps store the option value ("cutting", "le10", "yes"); number steps store a number.
 */

/** Steps a visitor can reach from the service question. */
export const reachableStepIds = [
  "service",
  "cut_depth",
  "cut_area",
  "cut_gpr",
  "cut_disposal",
  "cor_diameter",
  "cor_holes",
  "trench_depth",
  "trench_pipes",
  "trench_gpr",
  "trench_report",
  "trench_precision",
  "trench_length_ft",
  "trench_disposal",
] as const;

/** Steps the spec defines but no answer of the service step leads to (kept with their bounds and tests). */
export const unreachableStepIds = ["material", "thickness", "length", "rebar", "urgent"] as const;

export type ReachableStepId = (typeof reachableStepIds)[number];
export type UnreachableStepId = (typeof unreachableStepIds)[number];
export type StepId = ReachableStepId | UnreachableStepId;

export type AnswerValue = string | number;

export type Answers = Partial<Record<StepId, AnswerValue>>;
