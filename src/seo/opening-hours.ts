import type { DayOfWeek, OpeningHoursSpecification } from "schema-dts";
import type { Site } from "@/content/site";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "7:00 AM" -> "07:00", "8:00 PM" -> "20:00". */
export function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(time.trim());
  if (!match) throw new Error(`content/site.yaml: hours: "${time}" is not a time such as 7:00 AM`);
  const [, hour, minute, half] = match;
  const hours = (Number(hour) % 12) + (half!.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${minute}`;
}

/** "Monday to Friday" -> Monday ... Friday; "Monday, Wednesday" -> those two. */
export function daysOf(days: string): string[] {
  const range = /^(\w+) to (\w+)$/.exec(days.trim());
  if (range) {
    const [from, to] = [WEEK.indexOf(range[1]!), WEEK.indexOf(range[2]!)];
    if (from >= 0 && to >= from) return WEEK.slice(from, to + 1);
  }
  const listed = days.split(/,\s*|\s+and\s+/).map((day) => day.trim());
  if (listed.every((day) => WEEK.includes(day))) return listed;
  throw new Error(`content/site.yaml: hours.days: "${days}" is not a list of weekdays`);
}

/** The office hours of site.yaml as schema.org opening hours. */
export function openingHoursSpecification(site: Pick<Site, "hours">): OpeningHoursSpecification {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: daysOf(site.hours.days).map((day) => `https://schema.org/${day}` as DayOfWeek),
    opens: to24Hour(site.hours.open),
    closes: to24Hour(site.hours.close),
  };
}
