import { describe, expect, it } from "vitest";
import { answer, back, initialState, type FlowState } from "@/features/calculator/flow";
import { estimateOf, summarize } from "@/features/calculator/summary";
import type { AnswerValue } from "@/features/calculator/answers";

function run(values: AnswerValue[]): FlowState {
  return values.reduce<FlowState>((state, value) => answer(state, value), initialState);
}

describe("summary", () => {
  it("is empty before any answer", () => {
    expect(summarize(initialState)).toEqual([]);
    expect(estimateOf(initialState)).toEqual({ amount: 0, text: "$0.00" });
  });

  it("lists the answered steps in visiting order, in words", () => {
    const state = run(["cutting", "le10", 100000, "yes", "yes"]);
    expect(summarize(state).map(({ question, answer }) => [question, answer])).toEqual([
      ["Which service do you need?", "Cutting"],
      ["How deep is the cut?", "Up to 10 inches"],
      ["What area needs cutting, in square feet?", "100,000 sq ft"],
      ["Do you need GPR scanning before we cut?", "Yes"],
      ["Should we haul away and dispose of the cut concrete?", "Yes"],
    ]);
    // (1200 + 100000 x 30) x 1.15 = 3451380, + 1000 GPR + 100 disposal + 150 mobilization.
    expect(estimateOf(state)).toEqual({ amount: 3452630, text: "$3,452,630.00" });
  });

  it("keeps the answer of the step returned to", () => {
    const state = back(run(["coring", "d4", 3]));
    expect(summarize(state).map((entry) => entry.answer)).toEqual(["Coring", "4-inch", "3 holes"]);
    expect(estimateOf(state).text).toBe("$390.00");
  });

  it("shows the sorry path's answers with a zero estimate", () => {
    const state = run(["trenching", "no"]);
    expect(summarize(state).map((entry) => entry.answer)).toEqual(["Trenching", "No"]);
    expect(estimateOf(state).text).toBe("$0.00");
  });
});
