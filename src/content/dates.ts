/** "November 24, 2026" for a YYYY-MM-DD date (the calendar date as written, in no time zone). */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
