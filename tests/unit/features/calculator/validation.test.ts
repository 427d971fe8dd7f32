import { describe, expect, it } from "vitest";
import { steps as flowSteps } from "@/features/calculator/steps";
import { unreachableSteps } from "../../../../scripts/calculator-unreachable-steps";
import { checkNumber, parseNumber, rangeMessage } from "@/features/calculator/validation";
import type { StepId } from "@/features/calculator/answers";

const steps = { ...flowSteps, ...unreachableSteps };

function boundsOf(id: StepId) {
  const step = steps[id];
  if (step.kind !== "number") throw new Error(`${id} is not a number step`);
  return step.bounds;
}

describe("bounds of every number step (spec section 5)", () => {
  it.each([
    ["cut_area", 1, 100000, undefined, "sq ft"],
    ["cor_holes", 1, 10000, 1, "holes"],
    ["trench_length_ft", 1, 100000, undefined, "ft"],
    ["thickness", 1, 200, undefined, "cm"],
    ["length", 0.1, 1000, 0.1, "m"],
  ] as const)("%s: %d to %d, step %s, unit %s", (id, min, max, step, unit) => {
    expect(boundsOf(id)).toEqual(
      step === undefined ? { min, max, unit } : { min, max, step, unit },
    );
  });
});

describe("checkNumber at and beyond each edge", () => {
  it.each([
    ["cut_area", "1", true],
    ["cut_area", "0.99", false],
    ["cut_area", "0", false],
    ["cut_area", "100000", true],
    ["cut_area", "100000.01", false],
    ["cut_area", "12.5", true],
    ["cor_holes", "1", true],
    ["cor_holes", "0", false],
    ["cor_holes", "10000", true],
    ["cor_holes", "10001", false],
    ["cor_holes", "2.5", false],
    ["trench_length_ft", "1", true],
    ["trench_length_ft", "0.9", false],
    ["trench_length_ft", "100000", true],
    ["trench_length_ft", "100001", false],
    ["thickness", "1", true],
    ["thickness", "0.9", false],
    ["thickness", "200", true],
    ["thickness", "200.1", false],
    ["length", "0.1", true],
    ["length", "0.05", false],
    ["length", "0", false],
    ["length", "1000", true],
    ["length", "1000.1", false],
    ["length", "2.3", true],
    ["length", "0.15", false],
  ] as const)("%s accepts %s: %s", (id, raw, ok) => {
    expect(checkNumber(raw, boundsOf(id)).ok).toBe(ok);
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "not-a-number"],
    ["-5", "not-a-number"],
    ["1e3", "not-a-number"],
    ["5.", "not-a-number"],
    ["12 ft", "not-a-number"],
    ["1,00", "not-a-number"],
    ["0", "out-of-range"],
    ["100001", "out-of-range"],
  ] as const)("cut_area rejects %j as %s", (raw, reason) => {
    const check = checkNumber(raw, boundsOf("cut_area"));
    expect(check).toEqual({
      ok: false,
      reason,
      message: "Enter a number from 1 to 100,000 sq ft.",
    });
  });

  it("reports an off-step value", () => {
    expect(checkNumber("2.5", boundsOf("cor_holes"))).toMatchObject({
      ok: false,
      reason: "off-step",
    });
  });

  it("returns the parsed value when valid", () => {
    expect(checkNumber(" 1,250.5 ", boundsOf("cut_area"))).toEqual({ ok: true, value: 1250.5 });
    expect(checkNumber(42, boundsOf("cor_holes"))).toEqual({ ok: true, value: 42 });
    expect(checkNumber(Number.NaN, boundsOf("cor_holes")).ok).toBe(false);
  });
});

describe("rangeMessage states the allowed range", () => {
  it.each([
    ["cut_area", "Enter a number from 1 to 100,000 sq ft."],
    ["cor_holes", "Enter a whole number from 1 to 10,000 holes."],
    ["trench_length_ft", "Enter a number from 1 to 100,000 ft."],
    ["thickness", "Enter a number from 1 to 200 cm."],
    ["length", "Enter a number from 0.1 to 1,000 m, in steps of 0.1."],
  ] as const)("%s: %s", (id, message) => {
    expect(rangeMessage(boundsOf(id))).toBe(message);
  });
});

describe("parseNumber", () => {
  it.each([
    ["42", 42],
    ["0.5", 0.5],
    [".5", 0.5],
    ["1,000", 1000],
    ["12,345,678.9", 12345678.9],
    ["", undefined],
    [".", undefined],
    ["+4", undefined],
    ["4,5", undefined],
    ["Infinity", undefined],
    ["0x10", undefined],
  ] as const)("%j -> %s", (raw, value) => {
    expect(parseNumber(raw)).toBe(value);
  });
});
