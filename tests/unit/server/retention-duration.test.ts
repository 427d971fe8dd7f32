import { describe, expect, it } from "vitest";
import { parseRetention, retentionCutoff } from "@/server/retention/duration";

describe("retention periods", () => {
  it.each([
    ["24 months", { amount: 24, unit: "month" }],
    ["24months", { amount: 24, unit: "month" }],
    ["18mo", { amount: 18, unit: "month" }],
    ["2y", { amount: 2, unit: "year" }],
    ["90d", { amount: 90, unit: "day" }],
    ["12 Weeks", { amount: 12, unit: "week" }],
  ])("reads %j", (text, period) => {
    expect(parseRetention(text)).toEqual(period);
  });

  it.each(["", "24", "0 months", "-3d", "24 minutes", "two years", "24m"])("refuses %j", (text) => {
    expect(parseRetention(text)).toBeUndefined();
  });

  it.each([
    [{ amount: 24, unit: "month" } as const, "2026-11-25T12:00:00Z", "2024-11-25T12:00:00.000Z"],
    [{ amount: 1, unit: "year" } as const, "2028-02-29T00:00:00Z", "2027-03-01T00:00:00.000Z"],
    [{ amount: 2, unit: "week" } as const, "2026-11-25T12:00:00Z", "2026-11-11T12:00:00.000Z"],
    [{ amount: 90, unit: "day" } as const, "2026-11-25T12:00:00Z", "2026-08-27T12:00:00.000Z"],
  ])("%j before %s is %s", (period, now, cutoff) => {
    expect(retentionCutoff(period, new Date(now)).toISOString()).toBe(cutoff);
  });
});
