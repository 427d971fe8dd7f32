import type { Answers } from "./answers";
import { estimate } from "./pricing";

/** The cheapest answers of each flow: one unit, nothing optional (the content guide's "smallest"). */
export const SMALLEST_ANSWERS = {
  cutting: {
    service: "cutting",
    cut_depth: "le10",
    cut_area: 1,
    cut_gpr: "no",
    cut_disposal: "no",
  },
  coring: { service: "coring", cor_diameter: "d2", cor_holes: 1 },
  trenching: {
    service: "trenching",
    trench_depth: "yes",
    trench_pipes: "no",
    trench_gpr: "no",
    trench_report: "no",
    trench_precision: "break",
    trench_length_ft: 1,
    trench_disposal: "no",
  },
} satisfies Record<string, Answers>;

export type PricedService = keyof typeof SMALLEST_ANSWERS;

/** The lowest estimate the calculator gives for each service (copy and structured data use it). */
export const SMALLEST_ESTIMATE: Record<PricedService, number> = {
  cutting: estimate(SMALLEST_ANSWERS.cutting),
  coring: estimate(SMALLEST_ANSWERS.coring),
  trenching: estimate(SMALLEST_ANSWERS.trenching),
};
