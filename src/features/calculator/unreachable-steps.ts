/**
 * The steps the spec defines but no option of the service step leads to (material, thickness,
 * length, rebar, urgent). Kept as data with their bounds and tests (steps.test.ts proves they
 * stay unreachable); nothing the browser loads imports this module.
 */
import type { UnreachableStepId } from "./answers";
import type { ChoiceOption, Step } from "./step-types";

const yesNo: readonly ChoiceOption[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

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
