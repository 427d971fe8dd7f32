import type { EstimatePrint } from "@/shared/estimate/sheet";
import { formatCad } from "@/shared/money";
import type { Answers } from "./answers";
import type { FlowState } from "./flow";
import { priceLines } from "./price-lines";
import { estimate } from "./pricing";
import { isFinished, replayAnswers } from "./replay";
import { summarize } from "./summary";

/**
 * What the PDF estimate prints from the calculator's own engine (issue 29): the answers
 * replayed through the flow, its summary and its price lines. Pure; the server stores it with
 * the estimate and lays it out with the company's identity and the number.
 */
export function estimatePrint(state: FlowState): EstimatePrint {
  const answers: Answers = state.answers;
  return {
    answers: summarize(state).map(({ question, answer }) => ({ question, answer })),
    lines: priceLines(answers).map((line) => ({
      label: line.label,
      amount: formatCad(line.amount),
    })),
    total: formatCad(estimate(answers)),
  };
}

/**
 * A finished flow's answers as replayed, the total in cents and what it prints (what the
 * estimate endpoints store and render); undefined when the flow is unfinished or unpriced.
 */
export function finishedEstimate(
  raw: Record<string, string | number>,
):
  | { answers: Record<string, string | number>; totalCents: number; print: EstimatePrint }
  | undefined {
  const state = replayAnswers(raw);
  if (!isFinished(state)) return undefined;
  const total = estimate(state.answers);
  if (total <= 0) return undefined;
  return {
    answers: state.answers as Record<string, string | number>,
    totalCents: Math.round(total * 100),
    print: estimatePrint(state),
  };
}
