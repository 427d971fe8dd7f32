/**
 * The calculator's steps as data (spec sections 3 and 4.3): each step has an id, a question, a
 * kind (choice or number), its options or bounds, and the rule that picks the next step.
 *
 * Flows: cutting: depth -> area -> GPR -> disposal -> done; coring: diameter -> holes -> done;
 * trenching: depth -> pipes -> GPR -> report -> precision -> length -> disposal -> done, where a
 * "no" to the depth question ends the flow at "sorry".
 *
 * The material/thickness/length/rebar/urgent steps of the spec are reached by no option of the
 * service step: they live in scripts/calculator-unreachable-steps.ts, kept with their tests but never imported
 * by the calculator, so they do not ship to the browser.
 */
import type { ReachableStepId, StepId } from "./answers";
import type { CoringDiameter } from "./pricing";
import type { ChoiceOption, End, Step, Target } from "./step-types";

export type {
  ChoiceOption,
  ChoiceStep,
  End,
  NumberBounds,
  NumberStep,
  Step,
  Target,
} from "./step-types";

export const yesNo: readonly ChoiceOption[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** The 14 coring diameter options of spec 9.1, in the table's order. */
const diameterLabels: Record<CoringDiameter, string> = {
  d2: "2-inch",
  d3: "3-inch",
  d4: "4-inch",
  "d5-single": "5-inch single",
  "d5-open": "5-inch open",
  "d6-single": "6-inch single",
  "d6-open": "6-inch open",
  "d7-single": "7-inch single",
  "d7-open": "7-inch open",
  d8: "8-inch",
  d9: "9-inch",
  d10: "10-inch",
  d11: "11-inch",
  "d12.5": "12.5-inch",
};

export const coringDiameterOptions: readonly ChoiceOption[] = Object.entries(diameterLabels).map(
  ([value, label]) => ({
    value,
    label,
  }),
);

export const FIRST_STEP: StepId = "service";

/**
 * One definition of the area a cut is priced by, in the calculator, the articles and their
 * worked examples: the face of what comes out, not the cut's depth times its length.
 */
export const AREA_HELP =
  "The face of the opening or section that comes out: its width times its height on a wall, its length times its width on a floor. A 3 by 7 ft doorway is 21 sq ft.";

/** One reading of the GPR line everywhere (content guide, "Prices"). */
const GPR_HELP =
  "Yes: we scan the area and mark what is inside before we cut. No: you already have a current scan or locate, or nothing can be embedded where we cut; that line then covers our layout, set-up and site protection. We never cut a suspended slab or a structural wall blind.";

/** The trenching depth question, verbatim from the spec. */
export const TRENCH_DEPTH_QUESTION = 'Is it 4–8" deep?';

export const steps: Record<ReachableStepId, Step> = {
  service: {
    id: "service",
    kind: "choice",
    question: "Which service do you need?",
    next: "done",
    options: [
      {
        value: "cutting",
        label: "Cutting",
        description: "Wall and floor sawing",
        next: "cut_depth",
      },
      {
        value: "coring",
        label: "Coring",
        description: "Round holes through walls and slabs",
        next: "cor_diameter",
      },
      {
        value: "trenching",
        label: "Trenching",
        description: "Narrow trenches in concrete floors",
        next: "trench_depth",
      },
    ],
  },

  cut_depth: {
    id: "cut_depth",
    kind: "choice",
    question: "How deep is the cut?",
    next: "cut_area",
    options: [
      { value: "le10", label: "Up to 10 inches" },
      { value: "gt10", label: "Over 10 inches" },
    ],
  },
  cut_area: {
    id: "cut_area",
    kind: "number",
    question: "What area needs cutting, in square feet?",
    help: AREA_HELP,
    next: "cut_gpr",
    bounds: { min: 1, max: 100000, unit: "sq ft" },
  },
  cut_gpr: {
    id: "cut_gpr",
    kind: "choice",
    question: "Do you need GPR scanning before we cut?",
    help: GPR_HELP,
    next: "cut_disposal",
    options: yesNo,
  },
  cut_disposal: {
    id: "cut_disposal",
    kind: "choice",
    question: "Should we haul away and dispose of the cut concrete?",
    next: "done",
    options: yesNo,
  },

  cor_diameter: {
    id: "cor_diameter",
    kind: "choice",
    question: "What diameter are the holes?",
    help: "5, 6 and 7 inches: single is one isolated hole; open is the lower rate per hole when several holes of that size are drilled from one set-up, in a row or a pattern.",
    next: "cor_holes",
    options: coringDiameterOptions,
  },
  cor_holes: {
    id: "cor_holes",
    kind: "number",
    question: "How many holes do you need?",
    next: "done",
    bounds: { min: 1, max: 10000, step: 1, unit: "holes" },
  },

  trench_depth: {
    id: "trench_depth",
    kind: "choice",
    question: TRENCH_DEPTH_QUESTION,
    next: "trench_pipes",
    options: [
      { value: "yes", label: "Yes" },
      { value: "no", label: "No", next: "sorry" },
    ],
  },
  trench_pipes: {
    id: "trench_pipes",
    kind: "choice",
    question: "Are there existing pipes along the trench route?",
    next: "trench_gpr",
    options: yesNo,
  },
  trench_gpr: {
    id: "trench_gpr",
    kind: "choice",
    question: "Do you need GPR scanning before we trench?",
    help: GPR_HELP,
    next: "trench_report",
    options: yesNo,
  },
  trench_report: {
    id: "trench_report",
    kind: "choice",
    question: "Do you need a full written report?",
    next: "trench_precision",
    options: yesNo,
  },
  trench_precision: {
    id: "trench_precision",
    kind: "choice",
    question: "How should the trench be opened?",
    next: "trench_length_ft",
    options: [
      { value: "cut", label: "Saw-cut", description: "Clean, straight edges" },
      { value: "break", label: "Break out", description: "Rough edges, lower cost" },
    ],
  },
  trench_length_ft: {
    id: "trench_length_ft",
    kind: "number",
    question: "How long is the trench, in feet?",
    next: "trench_disposal",
    bounds: { min: 1, max: 100000, unit: "ft" },
  },
  trench_disposal: {
    id: "trench_disposal",
    kind: "choice",
    question: "Should we haul away and dispose of the debris?",
    next: "done",
    options: yesNo,
  },
};

const byId: Partial<Record<StepId, Step>> = steps;

/** A step of a flow; the spec's unreachable steps are in no flow, so asking for one is a bug. */
export function getStep(id: StepId): Step {
  const step = byId[id];
  if (!step) throw new Error(`The calculator has no step "${id}" in any flow`);
  return step;
}

export function isEnd(target: Target): target is End {
  return target === "done" || target === "sorry";
}

/** The next-step rule: the chosen option's `next`, else the step's. Unknown choices give undefined. */
export function nextStep(step: Step, value: string | number): Target | undefined {
  if (step.kind === "number") return step.next;
  const option = step.options.find((candidate) => candidate.value === value);
  if (!option) return undefined;
  return option.next ?? step.next;
}

/** The visible label of an answer: the option's label, or the number with its unit. */
export function answerLabel(
  step: Step,
  value: string | number,
  formatNumber: (value: number) => string,
): string {
  if (step.kind === "choice")
    return step.options.find((option) => option.value === value)?.label ?? String(value);
  return typeof value === "number"
    ? `${formatNumber(value)} ${step.bounds.unit}`
    : `${value} ${step.bounds.unit}`;
}
