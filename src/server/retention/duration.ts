/**
 * A retention period as people write it: "24 months", "2y", "90d", "12w". Months and years are
 * calendar months (a lead from 31 January is kept until the end of its 24th month), not 30 days.
 */
export interface RetentionPeriod {
  amount: number;
  unit: "day" | "week" | "month" | "year";
}

const UNITS: Record<string, RetentionPeriod["unit"]> = {
  d: "day",
  day: "day",
  days: "day",
  w: "week",
  week: "week",
  weeks: "week",
  mo: "month",
  month: "month",
  months: "month",
  y: "year",
  year: "year",
  years: "year",
};

/** Undefined when the text is not a whole number followed by a unit. */
export function parseRetention(text: string): RetentionPeriod | undefined {
  const match = /^\s*(\d{1,4})\s*([a-z]+)\s*$/i.exec(text);
  const unit = match ? UNITS[match[2]!.toLowerCase()] : undefined;
  const amount = match ? Number(match[1]) : 0;
  return unit && amount > 0 ? { amount, unit } : undefined;
}

export const RETENTION_FORMAT =
  'a whole number and a unit, such as "24 months", "2y", "90d" or "12w"';

/** The moment before which a lead is older than the period. */
export function retentionCutoff(period: RetentionPeriod, now = new Date()): Date {
  const cutoff = new Date(now);
  switch (period.unit) {
    case "day":
      cutoff.setUTCDate(cutoff.getUTCDate() - period.amount);
      break;
    case "week":
      cutoff.setUTCDate(cutoff.getUTCDate() - 7 * period.amount);
      break;
    case "month":
      cutoff.setUTCMonth(cutoff.getUTCMonth() - period.amount);
      break;
    case "year":
      cutoff.setUTCFullYear(cutoff.getUTCFullYear() - period.amount);
      break;
  }
  return cutoff;
}

export function describeRetention(period: RetentionPeriod): string {
  return `${period.amount} ${period.unit}${period.amount === 1 ? "" : "s"}`;
}
