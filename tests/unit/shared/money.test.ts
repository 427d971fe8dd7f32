import { describe, expect, it } from "vitest";
import { formatCad, formatNumber } from "@/shared/money";

class ThrowingNumberFormat {
  constructor() {
    throw new RangeError("Incorrect locale information provided");
  }
  format(): string {
    return "";
  }
}

describe("formatCad", () => {
  it.each([
    [6080, "$6,080.00"],
    [0, "$0.00"],
    [210, "$210.00"],
    [2518.5, "$2,518.50"],
    [25.875, "$25.88"],
    [8052875, "$8,052,875.00"],
  ])("%d in en-CA CAD is %s", (amount, text) => {
    expect(formatCad(amount)).toBe(text);
  });

  it.each([
    [6080, "6080.00 CAD"],
    [0, "0.00 CAD"],
    [2518.5, "2518.50 CAD"],
  ])("falls back to two decimals plus CAD when Intl throws: %d -> %s", (amount, text) => {
    expect(formatCad(amount, ThrowingNumberFormat)).toBe(text);
  });
});

describe("formatNumber", () => {
  it.each([
    [100000, "100,000"],
    [12.5, "12.5"],
    [0.1, "0.1"],
  ])("%d -> %s", (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it("falls back to the bare digits when Intl throws", () => {
    expect(formatNumber(100000, ThrowingNumberFormat)).toBe("100000");
  });
});
