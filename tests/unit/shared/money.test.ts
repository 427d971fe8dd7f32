import { describe, expect, it } from "vitest";
import { formatCad, formatNumber } from "@/shared/money";

// What the functions must match: Node's full ICU, as a browser's Intl formats.
const intlCad = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
const intlNumber = new Intl.NumberFormat("en-CA", { maximumFractionDigits: 2 });

/** Edge cases: ties in the shortest decimal but not in binary, carries, signs, magnitudes. */
const edges = [
  0,
  -0,
  0.001,
  -0.001,
  0.004,
  0.005,
  -0.005,
  0.01,
  0.1,
  0.145,
  0.5,
  1,
  1.005,
  1.115,
  2.675,
  9.995,
  12.5,
  25.875,
  99.995,
  210,
  999.995,
  1000,
  2518.5,
  6080,
  99999.999,
  100000,
  8052875,
  123456789.125,
  1e15 + 0.5,
  9007199254740991,
  1e20,
  1e21,
  1.5e22,
  1e-7,
  -1e-7,
  -5,
  -1234.567,
];

/** A fixed pseudo-random sample over the ranges the calculator and the office use. */
function sample(count: number): number[] {
  let seed = 2026;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  return Array.from({ length: count }, (_, i) => {
    const magnitude = 10 ** Math.floor(next() * 9); // 1 to 100,000,000
    const value = next() * magnitude;
    // Whole cents, thirds, eighths and raw doubles, as prices, areas and rates give.
    const kinds = [Math.round(value * 100) / 100, value / 3, Math.round(value * 8) / 8, value];
    return kinds[i % kinds.length]! * (i % 7 === 0 ? -1 : 1);
  });
}

describe("formatCad", () => {
  it.each([
    [6080, "$6,080.00"],
    [0, "$0.00"],
    [210, "$210.00"],
    [2518.5, "$2,518.50"],
    [25.875, "$25.88"],
    [8052875, "$8,052,875.00"],
    [999.995, "$1,000.00"],
  ])("%d in en-CA CAD is %s", (amount, text) => {
    expect(formatCad(amount)).toBe(text);
  });
});

describe("formatNumber", () => {
  it.each([
    [100000, "100,000"],
    [12.5, "12.5"],
    [0.1, "0.1"],
    [1.115, "1.12"],
    [9.995, "10"],
  ])("%d -> %s", (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});

describe.each([
  ["formatCad", formatCad, intlCad],
  ["formatNumber", formatNumber, intlNumber],
])("%s against Intl.NumberFormat", (_, format, intl) => {
  it("writes every edge case as Intl does", () => {
    for (const value of edges) expect([value, format(value)]).toEqual([value, intl.format(value)]);
  });

  it("writes 5,000 sampled values as Intl does", () => {
    expect(sample(5000).filter((value) => format(value) !== intl.format(value))).toEqual([]);
  });
});
