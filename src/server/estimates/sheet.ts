import "server-only";
import type { Site } from "@/content/site";
import { contactHref } from "@/content/paths";
import type { Answers } from "@/features/calculator/answers";
import { priceLines, type PriceLine } from "@/features/calculator/price-lines";
import { estimate } from "@/features/calculator/pricing";
import type { FlowState } from "@/features/calculator/flow";
import { summarize } from "@/features/calculator/summary";
import { formatEstimateNumber } from "@/shared/estimate/number";
import { formatCad } from "@/shared/money";

/** Everything the PDF prints, as plain values (the document only lays them out). */
export interface EstimateSheet {
  number: string;
  issued: string;
  validUntil: string;
  company: { name: string; phone: string; email: string; url: string; hours: string };
  answers: { question: string; answer: string }[];
  lines: { label: string; amount: string }[];
  total: string;
  /** The contact form, carrying the estimate's number. */
  contactUrl: string;
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

export function estimateSheet(input: {
  id: number;
  issued: Date;
  state: FlowState;
  site: Site;
  siteOrigin: string;
  validDays: number;
}): EstimateSheet {
  const { id, issued, state, site, siteOrigin, validDays } = input;
  const answers: Answers = state.answers;
  const number = formatEstimateNumber(id, issued);
  const lines: PriceLine[] = priceLines(answers);
  return {
    number,
    issued: dateText(issued),
    validUntil: dateText(new Date(issued.getTime() + validDays * DAY_MS)),
    company: {
      name: site.name,
      phone: site.phone,
      email: site.email,
      url: site.url,
      hours: `${site.hours.open} to ${site.hours.close}, ${site.hours.days}`,
    },
    answers: summarize(state).map(({ question, answer }) => ({ question, answer })),
    lines: lines.map((line) => ({ label: line.label, amount: formatCad(line.amount) })),
    total: formatCad(estimate(answers)),
    contactUrl: contactUrlFor(siteOrigin, number),
  };
}
