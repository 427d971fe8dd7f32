/** The shapes of the calculator's steps (data in steps.ts). */
import type { StepId } from "./answers";

/** Where a flow can end: the completed calculation, or the trenching depth we do not offer. */
export type End = "done" | "sorry";
export type Target = StepId | End;

export interface ChoiceOption {
  value: string;
  label: string;
  /** A short line under the label. */
  description?: string;
  /** Overrides the step's `next` for this answer. */
  next?: Target;
}

export interface NumberBounds {
  min: number;
  max: number;
  /** The allowed increment from `min`: 1 means whole numbers; absent means any number. */
  step?: number;
  /** Unit shown after the input and in the summary ("sq ft", "holes", "ft"). */
  unit: string;
}

interface StepBase {
  id: StepId;
  question: string;
  /** A line under the question that explains the choice (what "open" means, what "No" covers). */
  help?: string;
  /** The step after this one, unless the chosen option says otherwise. */
  next: Target;
}

export interface ChoiceStep extends StepBase {
  kind: "choice";
  options: readonly ChoiceOption[];
}

export interface NumberStep extends StepBase {
  kind: "number";
  bounds: NumberBounds;
}

export type Step = ChoiceStep | NumberStep;
