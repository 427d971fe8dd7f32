import { answerFor, checkQuery, type CheckAnswer } from "./check";
import type { CheckModel } from "./check-model";
import { buildGazetteer, suggest, type PlaceEntry } from "./gazetteer";
import places from "./places.json";

/**
 * The check with its place data, in one module the browser imports only when the visitor
 * starts using the check: the JSON and the engine stay out of the page's first load.
 */
export interface Checker {
  suggest(typed: string): PlaceEntry[];
  check(typed: string): CheckAnswer;
  answerFor(entry: PlaceEntry): CheckAnswer;
}

export function createChecker(model: CheckModel): Checker {
  const gazetteer = buildGazetteer(model, places);
  return {
    suggest: (typed) => suggest(gazetteer, typed),
    check: (typed) => checkQuery(model, gazetteer, typed),
    answerFor: (entry) => answerFor(model, entry),
  };
}
