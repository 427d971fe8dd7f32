import type { Site } from "@/content/site";

/**
 * The reply promise of site.yaml ("within 1 business day") in business minutes, counted in the
 * opening hours of site.yaml ("Monday to Friday", 7:00 AM to 8:00 PM) in Toronto time. Pure:
 * every function takes the clock as an argument.
 */

const TIME_ZONE = "America/Toronto";
const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const MINUTE = 60_000;

export interface BusinessHours {
  /** 0 = Sunday ... 6 = Saturday. */
  days: Set<number>;
  /** Minutes after midnight. */
  open: number;
  close: number;
}

function parseClock(value: string): number {
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([AP]M)?$/i.exec(value.trim());
  if (!match) throw new Error(`Cannot read the time "${value}" in site.yaml's hours`);
  let hours = Number(match[1]) % 12;
  if (!match[3]) hours = Number(match[1]);
  else if (match[3].toUpperCase() === "PM") hours += 12;
  return hours * 60 + Number(match[2] ?? 0);
}

function parseDays(value: string): Set<number> {
  const text = value.toLowerCase();
  const range = /^(\w+)\s+(?:to|-|–)\s+(\w+)$/.exec(text.trim());
  const index = (name: string) => DAY_NAMES.findIndex((day) => day.startsWith(name.slice(0, 3)));
  if (range) {
    const from = index(range[1]!);
    const to = index(range[2]!);
    if (from >= 0 && to >= 0) {
      const days = new Set<number>();
      for (let day = from; ; day = (day + 1) % 7) {
        days.add(day);
        if (day === to) break;
      }
      return days;
    }
  }
  const listed = DAY_NAMES.map((day, i) => (text.includes(day) ? i : -1)).filter((i) => i >= 0);
  if (listed.length === 0) throw new Error(`Cannot read the days "${value}" in site.yaml's hours`);
  return new Set(listed);
}

export function businessHours(site: Pick<Site, "hours">): BusinessHours {
  return {
    days: parseDays(site.hours.days),
    open: parseClock(site.hours.open),
    close: parseClock(site.hours.close),
  };
}

/** "within 1 business day" -> one business day of minutes; "within 4 hours" -> 240. */
export function replyPromiseMinutes(site: Pick<Site, "hours" | "reply">): number {
  const hours = businessHours(site);
  const match = /(\d+)\s*(business\s+)?(day|hour)/i.exec(site.reply);
  if (!match) throw new Error(`Cannot read the reply promise "${site.reply}" in site.yaml`);
  const count = Number(match[1]);
  return match[3]!.toLowerCase() === "day" ? count * (hours.close - hours.open) : count * 60;
}

/** Toronto's offset from UTC at an instant, in minutes (-240 in summer, -300 in winter). */
function offsetMinutes(instant: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** Wall-clock Toronto time as a Date whose UTC fields are the local ones. */
function toLocal(instant: Date): Date {
  return new Date(instant.getTime() + offsetMinutes(instant) * MINUTE);
}

function fromLocal(local: Date): Date {
  const guess = new Date(local.getTime() - offsetMinutes(local) * MINUTE);
  return new Date(local.getTime() - offsetMinutes(guess) * MINUTE);
}

function atMinute(local: Date, minute: number): Date {
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(day + minute * MINUTE);
}

/**
 * The latest instant T such that `minutes` business minutes run from T to `now`: a lead
 * created before T has had its whole reply promise by `now`. (The deadline only moves forward
 * with the creation time, so one cut-off serves every lead.)
 */
export function promiseCutoff(now: Date, minutes: number, hours: BusinessHours): Date {
  let cursor = toLocal(now);
  let remaining = minutes;
  for (let guard = 0; guard < 3660; guard += 1) {
    const minuteOfDay = cursor.getUTCHours() * 60 + cursor.getUTCMinutes();
    const businessDay = hours.days.has(cursor.getUTCDay());
    if (!businessDay || minuteOfDay <= hours.open) {
      // Back to the previous day's close.
      cursor = atMinute(new Date(cursor.getTime() - 24 * 60 * MINUTE), hours.close);
      continue;
    }
    if (minuteOfDay > hours.close) cursor = atMinute(cursor, hours.close);
    const available = (cursor.getTime() - atMinute(cursor, hours.open).getTime()) / MINUTE;
    if (remaining <= available) return fromLocal(new Date(cursor.getTime() - remaining * MINUTE));
    remaining -= available;
    cursor = atMinute(new Date(cursor.getTime() - 24 * 60 * MINUTE), hours.close);
  }
  throw new Error("No business hours in site.yaml's hours");
}

/** The first instant of the current month in Toronto. */
export function startOfMonth(now: Date): Date {
  const local = toLocal(now);
  return fromLocal(new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1)));
}
