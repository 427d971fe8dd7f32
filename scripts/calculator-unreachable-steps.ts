/**
 * The steps the spec defines but no option of the service step leads to (material, thickness,
 * length, rebar, urgent), and the asphalt price rule they would feed: not product code, so they
 * live beside the script that documents them (docs:calculator) and the tests that prove they stay
 * unreachable (tests/unit/features/calculator/steps.test.ts).
 */
import type { UnreachableStepId } from "../src/features/calculator/answers";
import { roundCents } from "../src/features/calculator/pricing";
import type { Step } from "../src/features/calculator/step-types";
import { yesNo } from "../src/features/calculator/steps";

export const unreachableSteps: Record<UnreachableStepId, Step> = {
  material: {
    id: "material",
    kind: "choice",
    question: "What material is it?",
    next: "thickness",
    options: [
      { value: "concrete", label: "Concrete" },
      { value: "asphalt", label: "Asphalt" },
      { value: "stone", label: "Stone" },
    ],
  },
  thickness: {
    id: "thickness",
    kind: "number",
    question: "How thick is it, in centimetres?",
    next: "length",
    bounds: { min: 1, max: 200, unit: "cm" },
  },
  length: {
    id: "length",
    kind: "number",
    question: "How long is the cut, in metres?",
    next: "rebar",
    bounds: { min: 0.1, max: 1000, step: 0.1, unit: "m" },
  },
  rebar: {
    id: "rebar",
    kind: "choice",
    question: "Does it contain rebar?",
    next: "urgent",
    options: yesNo,
  },
  urgent: {
    id: "urgent",
    kind: "choice",
    question: "Is the job urgent?",
    next: "done",
    options: yesNo,
  },
};

/** The asphalt rule (unreachable from the service step): 18 per unit length x thickness / 10, x 1.15 if urgent. */
export const asphalt = { perUnitLength: 18, thicknessDivisor: 10, urgentMultiplier: 1.15 } as const;

/** The asphalt rule of spec 9.1; no flow reaches it (see above). Length in metres, thickness in cm. */
export function asphaltPrice({
  length,
  thickness,
  urgent,
}: {
  length: number;
  thickness: number;
  urgent: boolean;
}): number {
  const amount = asphalt.perUnitLength * length * (thickness / asphalt.thicknessDivisor);
  return roundCents(urgent ? amount * asphalt.urgentMultiplier : amount);
}
