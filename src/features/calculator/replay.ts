/**
 * Replays a set of answers through the flow from the first step, as a visitor would click them:
 * what the server trusts instead of the browser's word (issue 29's PDF estimate). Answers the
 * flow never asks for are dropped; an answer a step refuses stops the replay there.
 */
import type { Answers } from "./answers";
import { answer, initialState, type FlowState } from "./flow";
import { isEnd } from "./steps";

export function replayAnswers(answers: Answers): FlowState {
  let state = initialState;
  while (!isEnd(state.current)) {
    const value = answers[state.current];
    if (value === undefined) break;
    const following = answer(state, value);
    if (following === state) break;
    state = following;
  }
  return state;
}

/** The flow reached "Calculation completed." */
export function isFinished(state: FlowState): boolean {
  return state.current === "done";
}
