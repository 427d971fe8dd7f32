import { describe, expect, it } from "vitest";
import { parsePostalCode } from "@/features/service-area/postal-code";

describe("parsePostalCode", () => {
  it.each([
    ["M5V 3L9", { code: "M5V 3L9", inToronto: true }],
    ["m5v3l9", { code: "M5V 3L9", inToronto: true }],
    [" M1B ", { code: "M1B", inToronto: true }],
    ["L1H 7K4", { code: "L1H 7K4", inToronto: false }],
    ["K1A0A6", { code: "K1A 0A6", inToronto: false }],
    ["N2L", { code: "N2L", inToronto: false }],
  ])("%j is a postal code", (input, parsed) => {
    expect(parsePostalCode(input)).toEqual(parsed);
  });

  it.each(["Oshawa", "M5V 3L", "D5V 3L9", "M5V 3L9 X", "12345", "M"])(
    "%j is not (no D, F, I, O, Q, U first; letter digit letter)",
    (input) => {
      expect(parsePostalCode(input)).toBeUndefined();
    },
  );
});
