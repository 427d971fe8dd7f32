/**
 * The calculator's state machine (spec section 4.3), as pure transitions over an immutable state.
 *
 * - `current` is the step on screen, or an end: "done" ("Calculation completed.") or "sorry"
 *   (trenching deeper or shallower than 4–8 inches: "Sorry, we don't offer such services!").
 * - `history` lists the steps visited before `current`, oldest first; Back pops it.
 * - `answers` holds the answers of the steps in `history`, plus the answer of `current` when the
 *   visitor came Back to it (kept so the step shows it until changed). Going Back clears the
 *   answers of the steps after the one returned to, so a changed branch never keeps stale answers.
 */
import type { AnswerValue, Answers, StepId } from "./answers";
import { FIRST_STEP, getStep, isEnd, nextStep, type Target } from "./steps";
import { checkNumber } from "./validation";

export const DONE_MESSAGE = "Calculation completed.";
export const SORRY_MESSAGE = "Sorry, we don't offer such services!";

export interface FlowState {
  readonly current: Target;
  readonly history: readonly StepId[];
  readonly answers: Answers;
}

export const initialState: FlowState = { current: FIRST_STEP, history: [], answers: {} };

export function reset(): FlowState {
  return initialState;
}

export function canGoBack(state: FlowState): boolean {
  return state.history.length > 0;
}

function keepOnly(answers: Answers, ids: readonly StepId[]): Answers {
  const kept: Answers = {};
  for (const id of ids) {
    const value = answers[id];
    if (value !== undefined) kept[id] = value;
  }
  return kept;
}

/**
 * Records an answer to the current step and moves on by the step's rule. A choice must be one
 * of the step's options and a number must pass its bounds; anything else leaves the state as it is.
 */
export function answer(state: FlowState, value: AnswerValue): FlowState {
  if (isEnd(state.current)) return state;
  const step = getStep(state.current);
  let accepted: AnswerValue = value;
  if (step.kind === "number") {
    const check = checkNumber(value, step.bounds);
    if (!check.ok) return state;
    accepted = check.value;
  }
  const target = nextStep(step, accepted);
  if (target === undefined) return state;
  const history = [...state.history, step.id];
  return {
    current: target,
    history,
    answers: { ...keepOnly(state.answers, state.history), [step.id]: accepted },
  };
}

/** Next on a number step: validates what was typed and advances when it is valid. */
export function next(state: FlowState, raw: string): FlowState {
  if (isEnd(state.current)) return state;
  const step = getStep(state.current);
  if (step.kind !== "number") return state;
  const check = checkNumber(raw, step.bounds);
  return check.ok ? answer(state, check.value) : state;
}

/** Back to the previously visited step; the answers of the steps after it are cleared. */
export function back(state: FlowState): FlowState {
  const previous = state.history.at(-1);
  if (previous === undefined) return state;
  const history = state.history.slice(0, -1);
  return { current: previous, history, answers: keepOnly(state.answers, [...history, previous]) };
}

/** The answered steps in the order visited. */
export function answeredSteps(state: FlowState): StepId[] {
  const order = isEnd(state.current) ? state.history : [...state.history, state.current];
  return order.filter((id) => state.answers[id] !== undefined);
}

/**
 * Where the visitor is: step n of the flow. The total is known once the service is chosen (it
 * follows each step's usual next step; the sorry end cuts trenching short). Undefined at an end.
 */
export function progress(
  state: FlowState,
): { step: number; total: number | undefined } | undefined {
  if (isEnd(state.current)) return undefined;
  const step = state.history.length + 1;
  if (state.current === FIRST_STEP) return { step, total: undefined };
  let total = state.history.length;
  let target: Target = state.current;
  while (!isEnd(target)) {
    total += 1;
    target = getStep(target).next;
  }
  return { step, total };
}

export type FlowAction =
  | { type: "answer"; value: AnswerValue }
  | { type: "next"; raw: string }
  | { type: "back" }
  | { type: "reset" };

export function reduce(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case "answer":
      return answer(state, action.value);
    case "next":
      return next(state, action.raw);
    case "back":
      return back(state);
    case "reset":
      return reset();
  }
}
