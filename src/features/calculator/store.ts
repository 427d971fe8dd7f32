/**
 * The calculator's state, kept in the page (module scope) so that other client components can
 * read it without a provider: the contact form attaches the answers and the estimate to the
 * quote request when the visitor used the calculator.
 *
 * Reading, from any client component on the same page:
 *
 *   const { used, answers, summary, estimate, estimateText } = useCalculatorSnapshot();
 *
 * - `used`: true once at least one step is answered (attach the rest only then);
 * - `answers`: raw answers keyed by step id ({ service: "coring", cor_diameter: "d4", cor_holes: 3 });
 * - `summary`: the answered steps in visiting order, as { question, answer } in words;
 * - `estimate`: the current estimate in CAD (a number, whole cents; 0 before any priced answer);
 * - `estimateText`: the same, formatted ("$390.00").
 *
 * The snapshot object is immutable and replaced on every change (safe for useSyncExternalStore
 * and for React's dependency arrays). Only the calculator writes, through `dispatchCalculator`.
 * On the server the snapshot is always the empty one: nothing is ever dispatched there.
 */
import { useSyncExternalStore } from "react";
import type { AnswerValue } from "./answers";
import { initialState, reduce, type FlowAction, type FlowState } from "./flow";
import { estimateOf, summarize } from "./summary";

export interface CalculatorSnapshot {
  used: boolean;
  answers: Record<string, AnswerValue>;
  summary: { question: string; answer: string }[];
  estimate: number;
  estimateText: string;
}

function snapshotOf(state: FlowState): CalculatorSnapshot {
  const summary = summarize(state).map(({ question, answer }) => ({ question, answer }));
  const { amount, text } = estimateOf(state);
  const answers: Record<string, AnswerValue> = {};
  for (const [id, value] of Object.entries(state.answers))
    if (value !== undefined) answers[id] = value;
  return { used: summary.length > 0, answers, summary, estimate: amount, estimateText: text };
}

const emptySnapshot = snapshotOf(initialState);

let state: FlowState = initialState;
let snapshot: CalculatorSnapshot = emptySnapshot;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getState(): FlowState {
  return state;
}

function getServerState(): FlowState {
  return initialState;
}

function getSnapshot(): CalculatorSnapshot {
  return snapshot;
}

function getServerSnapshot(): CalculatorSnapshot {
  return emptySnapshot;
}

/** Applies one transition (answer, next, back, reset) and notifies every reader. */
export function dispatchCalculator(action: FlowAction): void {
  const updated = reduce(state, action);
  if (updated === state) return;
  state = updated;
  snapshot = updated === initialState ? emptySnapshot : snapshotOf(updated);
  for (const listener of listeners) listener();
}

/** The flow state, for the calculator itself. */
export function useCalculatorState(): FlowState {
  return useSyncExternalStore(subscribe, getState, getServerState);
}

/** Answers, summary and estimate, for any reader on the page (the contact form). */
export function useCalculatorSnapshot(): CalculatorSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The current snapshot outside React (for example at the moment a form is submitted). */
export function readCalculatorSnapshot(): CalculatorSnapshot {
  return snapshot;
}
