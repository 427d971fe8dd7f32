import { describe, expect, it } from "vitest";
import type { AnswerValue } from "@/features/calculator/answers";
import {
  DONE_MESSAGE,
  SORRY_MESSAGE,
  answer,
  answeredSteps,
  back,
  canGoBack,
  initialState,
  next,
  progress,
  reduce,
  reset,
  type FlowState,
} from "@/features/calculator/flow";
import { estimate } from "@/features/calculator/pricing";

function run(values: AnswerValue[], from: FlowState = initialState): FlowState {
  return values.reduce<FlowState>((state, value) => answer(state, value), from);
}

describe("the three flows, start to finish", () => {
  it.each([
    [
      "cutting",
      ["cutting", "le10", 100, "yes", "yes"],
      ["service", "cut_depth", "cut_area", "cut_gpr", "cut_disposal"],
      6080,
    ],
    ["coring", ["coring", "d4", 3], ["service", "cor_diameter", "cor_holes"], 390],
    [
      "trenching",
      ["trenching", "yes", "yes", "no", "yes", "cut", 100, "yes"],
      [
        "service",
        "trench_depth",
        "trench_pipes",
        "trench_gpr",
        "trench_report",
        "trench_precision",
        "trench_length_ft",
        "trench_disposal",
      ],
      7500,
    ],
  ] as const)("%s ends at done with %d", (_name, values, visited, total) => {
    const state = run([...values]);
    expect(state.current).toBe("done");
    expect(state.history).toEqual(visited);
    expect(answeredSteps(state)).toEqual(visited);
    expect(estimate(state.answers)).toBe(total);
  });

  it("walks one step per answer", () => {
    let state = answer(initialState, "cutting");
    expect(state.current).toBe("cut_depth");
    state = answer(state, "gt10");
    expect(state.current).toBe("cut_area");
    state = answer(state, 25);
    expect(state).toMatchObject({
      current: "cut_gpr",
      answers: { service: "cutting", cut_depth: "gt10", cut_area: 25 },
    });
  });
});

describe("the sorry end", () => {
  it("ends trenching at sorry when the depth is not 4 to 8 inches", () => {
    const state = run(["trenching", "no"]);
    expect(state.current).toBe("sorry");
    expect(state.answers).toEqual({ service: "trenching", trench_depth: "no" });
    expect(estimate(state.answers)).toBe(0);
  });

  it("accepts no answer at an end", () => {
    const sorry = run(["trenching", "no"]);
    expect(answer(sorry, "yes")).toBe(sorry);
    const done = run(["coring", "d2", 1]);
    expect(answer(done, "yes")).toBe(done);
    expect(next(done, "5")).toBe(done);
  });

  it("has the spec's messages", () => {
    expect(SORRY_MESSAGE).toBe("Sorry, we don't offer such services!");
    expect(DONE_MESSAGE).toBe("Calculation completed.");
  });
});

describe("invalid answers leave the state unchanged", () => {
  it.each([
    [[], "drilling"],
    [["cutting"], "deep"],
    [["cutting", "le10"], 0],
    [["cutting", "le10"], 100001],
    [["coring", "d4"], 2.5],
    [["trenching", "yes", "no", "no", "no", "cut"], 0.5],
  ] as const)("after %j, answering %j", (values, value) => {
    const state = run([...values]);
    expect(answer(state, value)).toBe(state);
  });

  it.each([
    ["", false],
    ["abc", false],
    ["0", false],
    ["100001", false],
    ["250", true],
  ])("Next with %j on a number step advances: %s", (raw, advances) => {
    const state = run(["cutting", "le10"]);
    const after = next(state, raw);
    expect(after.current).toBe(advances ? "cut_gpr" : "cut_area");
    if (advances) expect(after.answers.cut_area).toBe(250);
  });

  it("ignores Next on a choice step", () => {
    expect(next(initialState, "5")).toBe(initialState);
  });
});

describe("back-navigation history", () => {
  it("cannot go back from the first step", () => {
    expect(canGoBack(initialState)).toBe(false);
    expect(back(initialState)).toBe(initialState);
  });

  it("returns to each previously visited step in turn, keeping that step's answer", () => {
    const done = run(["cutting", "le10", 100, "yes", "no"]);
    expect(canGoBack(done)).toBe(true);
    const atDisposal = back(done);
    expect(atDisposal.current).toBe("cut_disposal");
    expect(atDisposal.answers.cut_disposal).toBe("no");
    const atGpr = back(atDisposal);
    expect(atGpr.current).toBe("cut_gpr");
    expect(atGpr.answers).toEqual({
      service: "cutting",
      cut_depth: "le10",
      cut_area: 100,
      cut_gpr: "yes",
    });
    const atArea = back(atGpr);
    expect(atArea).toMatchObject({ current: "cut_area", history: ["service", "cut_depth"] });
    expect(atArea.answers).toEqual({ service: "cutting", cut_depth: "le10", cut_area: 100 });
    const atService = back(back(atArea));
    expect(atService).toEqual({ current: "service", history: [], answers: { service: "cutting" } });
  });

  it("goes back from the sorry end to the depth question", () => {
    const atDepth = back(run(["trenching", "no"]));
    expect(atDepth.current).toBe("trench_depth");
    expect(answer(atDepth, "yes").current).toBe("trench_pipes");
  });

  it("drops the old branch when a changed answer takes another", () => {
    const cutting = run(["cutting", "gt10", 40]);
    const changed = answer(back(back(back(cutting))), "coring");
    expect(changed).toEqual({
      current: "cor_diameter",
      history: ["service"],
      answers: { service: "coring" },
    });
  });

  it("replaces the answer of a step answered again", () => {
    const again = answer(back(run(["coring", "d4", 3])), 5);
    expect(again.answers).toEqual({ service: "coring", cor_diameter: "d4", cor_holes: 5 });
    expect(estimate(again.answers)).toBe(550);
  });
});

describe("reset and the reducer", () => {
  it("starts over with nothing answered", () => {
    expect(reset()).toEqual({ current: "service", history: [], answers: {} });
    expect(reduce(run(["coring", "d9", 2]), { type: "reset" })).toEqual(initialState);
  });

  it("routes each action", () => {
    let state = reduce(initialState, { type: "answer", value: "coring" });
    state = reduce(state, { type: "answer", value: "d3" });
    state = reduce(state, { type: "next", raw: "2" });
    expect(state.current).toBe("done");
    state = reduce(state, { type: "back" });
    expect(state.current).toBe("cor_holes");
  });
});

describe("progress", () => {
  it.each([
    [[], { step: 1, total: undefined }],
    [["cutting"], { step: 2, total: 5 }],
    [["cutting", "le10", 10, "no"], { step: 5, total: 5 }],
    [["coring"], { step: 2, total: 3 }],
    [["coring", "d3"], { step: 3, total: 3 }],
    [["trenching"], { step: 2, total: 8 }],
    [["trenching", "yes", "no", "no", "no", "break"], { step: 7, total: 8 }],
    [["trenching", "no"], undefined],
    [["coring", "d3", 1], undefined],
  ] as const)("after %j: %o", (values, expected) => {
    expect(progress(run([...values]))).toEqual(expected);
  });
});
