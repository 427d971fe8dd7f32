/**
 * The summary panel's data: the answered steps in the order visited, each as the question and a
 * readable answer, and the estimate in CAD.
 */
import { estimate } from "./pricing";
import { answeredSteps, type FlowState } from "./flow";
import { formatCad, formatNumber } from "@/shared/money";
import { answerLabel, getStep } from "./steps";
import type { StepId } from "./answers";

export interface SummaryEntry {
  stepId: StepId;
  question: string;
  answer: string;
}

export function summarize(state: FlowState): SummaryEntry[] {
  return answeredSteps(state).flatMap((stepId) => {
    const value = state.answers[stepId];
    if (value === undefined) return [];
    const step = getStep(stepId);
    return [
      { stepId, question: step.question, answer: answerLabel(step, value, (n) => formatNumber(n)) },
    ];
  });
}

export interface Estimate {
  amount: number;
  text: string;
}

export function estimateOf(state: FlowState): Estimate {
  const amount = estimate(state.answers);
  return { amount, text: formatCad(amount) };
}
