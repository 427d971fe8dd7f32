import "server-only";
import { openingHours, type Site } from "@/content/site";
import { contactHref } from "@/content/paths";
import type { EstimatePrint, EstimateSheet } from "@/shared/estimate/sheet";
import { formatEstimateNumber } from "@/shared/estimate/number";

/** What a sheet prints besides the engine's lines: the company, the site, how long it holds. */
export interface SheetContext {
  site: Site;
  siteOrigin: string;
  /** ESTIMATE_VALID_DAYS. */
  validDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dateText = (date: Date) =>
  new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "America/Toronto" }).format(date);

/** The contact form's address with the estimate attached (the form reads `estimate`). */
export function contactUrlFor(siteOrigin: string, number: string): string {
  const [pathname, hash] = contactHref().split("#");
  const url = new URL(pathname!, siteOrigin);
  url.searchParams.set("estimate", number);
  if (hash) url.hash = hash;
  return url.toString();
}

/** Everything the PDF (and the estimate mail) states, for an estimate as issued. */
export function estimateSheet(
  estimate: { id: number; issued: Date; print: EstimatePrint },
  context: SheetContext,
): EstimateSheet {
  const { id, issued, print } = estimate;
  const { site, siteOrigin, validDays } = context;
  const number = formatEstimateNumber(id, issued);
  return {
    number,
    issued: dateText(issued),
    validUntil: dateText(new Date(issued.getTime() + validDays * DAY_MS)),
    company: {
      name: site.name,
      phone: site.phone,
      email: site.email,
      url: site.url,
      hours: openingHours(site),
    },
    answers: print.answers,
    lines: print.lines,
    total: print.total,
    contactUrl: contactUrlFor(siteOrigin, number),
  };
}
