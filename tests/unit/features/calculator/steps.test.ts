import { describe, expect, it } from "vitest";
import { reachableStepIds, unreachableStepIds } from "@/features/calculator/answers";
import { coringPricePerHole } from "@/features/calculator/pricing";
import {
  FIRST_STEP,
  TRENCH_DEPTH_QUESTION,
  answerLabel,
  nextStep,
  getStep,
  isEnd,
  steps as flowSteps,
  type Step,
  type Target,
} from "@/features/calculator/steps";
import type { StepId } from "@/features/calculator/answers";
import { unreachableSteps } from "../../../../scripts/calculator-unreachable-steps";

/** Every step reachable from the first one, following every option of every step. */
function reachableSteps(from: StepId = FIRST_STEP): Set<StepId> {
  const seen = new Set<StepId>();
  const queue: Target[] = [from];
  while (queue.length > 0) {
    const target = queue.shift();
    if (target === undefined || isEnd(target) || seen.has(target)) continue;
    seen.add(target);
    const step = getStep(target);
    if (step.kind === "number") queue.push(step.next);
    else for (const option of step.options) queue.push(option.next ?? step.next);
  }
  return seen;
}

// Every step of the spec: the flows' and the unreachable ones, which do not ship to the browser.
const steps = { ...flowSteps, ...unreachableSteps };

function choiceValues(step: Step): string[] {
  return step.kind === "choice" ? step.options.map((option) => option.value) : [];
}

describe("steps as data", () => {
  it("defines every step id of the spec, each under its own id", () => {
    expect(Object.keys(steps).sort()).toEqual([...reachableStepIds, ...unreachableStepIds].sort());
    for (const [id, step] of Object.entries(steps)) expect(step.id).toBe(id);
  });

  it.each([
    ["service", "choice", ["cutting", "coring", "trenching"]],
    ["cut_depth", "choice", ["le10", "gt10"]],
    ["cut_area", "number", []],
    ["cut_gpr", "choice", ["yes", "no"]],
    ["cut_disposal", "choice", ["yes", "no"]],
    ["cor_diameter", "choice", Object.keys(coringPricePerHole)],
    ["cor_holes", "number", []],
    ["trench_depth", "choice", ["yes", "no"]],
    ["trench_pipes", "choice", ["yes", "no"]],
    ["trench_gpr", "choice", ["yes", "no"]],
    ["trench_report", "choice", ["yes", "no"]],
    ["trench_precision", "choice", ["cut", "break"]],
    ["trench_length_ft", "number", []],
    ["trench_disposal", "choice", ["yes", "no"]],
    ["material", "choice", ["concrete", "asphalt", "stone"]],
    ["thickness", "number", []],
    ["length", "number", []],
    ["rebar", "choice", ["yes", "no"]],
    ["urgent", "choice", ["yes", "no"]],
  ] as const)("%s is a %s step with options %j", (id, kind, values) => {
    expect(steps[id].kind).toBe(kind);
    expect(choiceValues(steps[id])).toEqual(values);
  });

  it("offers the 14 coring diameters with readable labels", () => {
    const step = steps.cor_diameter;
    expect(step.kind === "choice" && step.options.map((option) => option.label)).toEqual([
      "2-inch",
      "3-inch",
      "4-inch",
      "5-inch single",
      "5-inch open",
      "6-inch single",
      "6-inch open",
      "7-inch single",
      "7-inch open",
      "8-inch",
      "9-inch",
      "10-inch",
      "11-inch",
      "12.5-inch",
    ]);
  });

  it("asks the trenching depth question verbatim", () => {
    expect(steps.trench_depth.question).toBe(TRENCH_DEPTH_QUESTION);
    expect(TRENCH_DEPTH_QUESTION).toBe('Is it 4–8" deep?');
  });
});

describe("next-step rule", () => {
  it.each([
    ["service", "cutting", "cut_depth"],
    ["service", "coring", "cor_diameter"],
    ["service", "trenching", "trench_depth"],
    ["cut_depth", "le10", "cut_area"],
    ["cut_depth", "gt10", "cut_area"],
    ["cut_area", 100, "cut_gpr"],
    ["cut_gpr", "no", "cut_disposal"],
    ["cut_disposal", "yes", "done"],
    ["cor_diameter", "d12.5", "cor_holes"],
    ["cor_holes", 4, "done"],
    ["trench_depth", "yes", "trench_pipes"],
    ["trench_depth", "no", "sorry"],
    ["trench_pipes", "no", "trench_gpr"],
    ["trench_gpr", "yes", "trench_report"],
    ["trench_report", "yes", "trench_precision"],
    ["trench_precision", "break", "trench_length_ft"],
    ["trench_length_ft", 20, "trench_disposal"],
    ["trench_disposal", "no", "done"],
    ["material", "asphalt", "thickness"],
    ["urgent", "yes", "done"],
  ] as const)("%s answered %j goes to %s", (id, value, target) => {
    expect(nextStep(steps[id], value)).toBe(target);
  });

  it("gives no next step for an unknown option", () => {
    expect(nextStep(steps.service, "welding")).toBeUndefined();
  });
});

describe("reachability", () => {
  it("reaches every flow step from the service question", () => {
    expect([...reachableSteps()].sort()).toEqual([...reachableStepIds].sort());
  });

  it.each(unreachableStepIds)("never reaches %s from %s", (id) => {
    expect(reachableSteps(FIRST_STEP).has(id)).toBe(false);
  });
});

describe("answerLabel", () => {
  const plain = (value: number) => String(value);
  it.each([
    ["service", "trenching", "Trenching"],
    ["cut_depth", "gt10", "Over 10 inches"],
    ["cor_diameter", "d5-open", "5-inch open"],
    ["cut_area", 250, "250 sq ft"],
    ["cor_holes", 3, "3 holes"],
    ["trench_length_ft", 12.5, "12.5 ft"],
  ] as const)("%s %j reads %s", (id, value, label) => {
    expect(answerLabel(steps[id], value, plain)).toBe(label);
  });
});
