/**
 * The prices copy may state: the calculator's own figures, the estimates of the worked
 * examples the content uses, and the steps of those examples, all computed by the engine.
 */
import type { Answers } from "@/features/calculator/answers";
import {
  coringPricePerHole,
  cutting,
  estimate,
  MOBILIZATION_FEE,
  roundCents,
  trenching,
} from "@/features/calculator/pricing";
import { SMALLEST_ANSWERS, SMALLEST_ESTIMATE } from "@/features/calculator/smallest-estimates";

export const smallestCut: Answers = SMALLEST_ANSWERS.cutting;
export const smallestTrench: Answers = SMALLEST_ANSWERS.trenching;
export const smallestCore: Answers = SMALLEST_ANSWERS.coring;

/** The lowest estimate the calculator gives for each service. */
export const SMALLEST = SMALLEST_ESTIMATE;

/** Prices an article may state: the calculator's own figures and estimates it computes. */
export function pricesTheEngineGives(): Set<number> {
  const figures = new Set<number>([
    MOBILIZATION_FEE,
    ...Object.values(cutting.depth).flatMap((depth) => [depth.base, depth.perSqFt]),
    cutting.gpr,
    cutting.noGpr,
    cutting.disposal,
    ...Object.values(coringPricePerHole),
    trenching.base,
    trenching.pipes,
    trenching.report,
    trenching.noReport,
    ...Object.values(trenching.perFoot),
    trenching.disposal,
  ]);
  const worked: Answers[] = [
    smallestCut,
    { ...smallestCut, cut_disposal: "yes" },
    // A 3 x 7 ft doorway in an 8-inch wall, scanned by us, concrete taken away.
    { ...smallestCut, cut_area: 21, cut_gpr: "yes", cut_disposal: "yes" },
    smallestTrench,
    // A 60 ft saw-cut trench, no pipes, no report, disposal.
    { ...smallestTrench, trench_precision: "cut", trench_length_ft: 60, trench_disposal: "yes" },
    { service: "coring", cor_diameter: "d4", cor_holes: 6 },
    { service: "coring", cor_diameter: "d6-open", cor_holes: 4 },
    // Six 4-inch cores before mobilization, as copy sometimes states it first.
  ];
  figures.add(6 * coringPricePerHole.d4);
  for (const answers of worked) figures.add(estimate(answers));
  // The steps of the worked examples: the multiplied cutting line and the trench's cut length.
  figures.add(
    roundCents((cutting.depth.le10.base + 1 * cutting.depth.le10.perSqFt) * cutting.multiplier),
  );
  figures.add(
    roundCents((cutting.depth.le10.base + 21 * cutting.depth.le10.perSqFt) * cutting.multiplier),
  );
  figures.add(60 * trenching.perFoot.cut);
  return figures;
}
