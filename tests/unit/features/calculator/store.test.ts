import { afterEach, describe, expect, it } from "vitest";
import { dispatchCalculator, readCalculatorSnapshot } from "@/features/calculator/store";

afterEach(() => dispatchCalculator({ type: "reset" }));

describe("calculator store", () => {
  it("starts unused and empty", () => {
    expect(readCalculatorSnapshot()).toEqual({
      used: false,
      answers: {},
      summary: [],
      estimate: 0,
      estimateText: "$0.00",
    });
  });

  it("exposes answers, summary and estimate after each transition", () => {
    dispatchCalculator({ type: "answer", value: "coring" });
    dispatchCalculator({ type: "answer", value: "d4" });
    dispatchCalculator({ type: "next", raw: "3" });
    expect(readCalculatorSnapshot()).toEqual({
      used: true,
      answers: { service: "coring", cor_diameter: "d4", cor_holes: 3 },
      summary: [
        { question: "Which service do you need?", answer: "Coring" },
        { question: "What diameter are the holes?", answer: "4-inch" },
        { question: "How many holes do you need?", answer: "3 holes" },
      ],
      estimate: 390,
      estimateText: "$390.00",
    });
  });

  it("keeps the same snapshot object when nothing changes, and a new one otherwise", () => {
    const before = readCalculatorSnapshot();
    dispatchCalculator({ type: "back" });
    expect(readCalculatorSnapshot()).toBe(before);
    dispatchCalculator({ type: "answer", value: "cutting" });
    expect(readCalculatorSnapshot()).not.toBe(before);
  });

  it("clears everything on reset", () => {
    dispatchCalculator({ type: "answer", value: "trenching" });
    dispatchCalculator({ type: "reset" });
    expect(readCalculatorSnapshot().used).toBe(false);
    expect(readCalculatorSnapshot().answers).toEqual({});
  });
});
