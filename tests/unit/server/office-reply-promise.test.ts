import { describe, expect, it } from "vitest";
import {
  businessHours,
  promiseCutoff,
  replyPromiseMinutes,
  startOfMonth,
} from "@/server/office/reply-promise";

const site = {
  hours: { days: "Monday to Friday", open: "7:00 AM", close: "8:00 PM", emergency: "x" },
  reply: "within 1 business day",
};
const hours = businessHours(site);

describe("the reply promise in business hours", () => {
  it("reads site.yaml's hours and promise", () => {
    expect([...hours.days].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(hours).toMatchObject({ open: 420, close: 1200 });
    expect(replyPromiseMinutes(site)).toBe(780);
    expect(replyPromiseMinutes({ ...site, reply: "within 4 hours" })).toBe(240);
  });

  // Toronto is UTC-4 in June 2026 (Monday 1 June).
  it.each([
    // now (UTC)                 cut-off (UTC): a lead created before it is overdue
    ["2026-06-02T16:00:00Z", "2026-06-01T16:00:00Z"], // Tue 12:00 -> Mon 12:00
    ["2026-06-02T11:00:00Z", "2026-06-01T11:00:00Z"], // Tue 7:00 (opening) -> Mon 7:00
    ["2026-06-06T16:00:00Z", "2026-06-05T11:00:00Z"], // Sat noon -> Fri 7:00 (all of Friday)
    ["2026-06-08T15:00:00Z", "2026-06-05T15:00:00Z"], // Mon 11:00 -> Fri 11:00 (weekend skipped)
  ])("at %s the cut-off is %s", (now, cutoff) => {
    expect(promiseCutoff(new Date(now), 780, hours).toISOString()).toBe(
      new Date(cutoff).toISOString(),
    );
  });

  it("counts hours in winter time too (UTC-5)", () => {
    // Tue 13 Jan 2026 10:00 Toronto = 15:00 UTC; 4 business hours back = 6:00 Toronto
    // before opening, so the previous day's close minus one hour: Mon 19:00 = 00:00 UTC Tue.
    expect(promiseCutoff(new Date("2026-01-13T15:00:00Z"), 240, hours).toISOString()).toBe(
      "2026-01-13T00:00:00.000Z",
    );
  });

  it("starts the month at Toronto midnight", () => {
    expect(startOfMonth(new Date("2026-06-15T12:00:00Z")).toISOString()).toBe(
      "2026-06-01T04:00:00.000Z",
    );
  });
});
