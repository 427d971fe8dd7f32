import type { Site } from "@/content/site";
import { contactHref } from "@/content/paths";
import type { EstimateSheet } from "@/shared/estimate/sheet";
import { formatEstimateNumber } from "@/shared/estimate/number";
import { formatCad } from "@/shared/money";
import type { Answers } from "./answers";
import type { FlowState } from "./flow";
import { priceLines, type PriceLine } from "./price-lines";
import { estimate } from "./pricing";
import { isFinished, replayAnswers } from "./replay";
import { summarize } from "./summary";

/**
 * What the PDF estimate prints (issue 29), built from the calculator's own engine: the answers
 * replayed through the flow, its summary and its price lines. Pure: the server renders it.
 */

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

/** A finished flow's answers as replayed, and the total in cents; undefined when unfinished. */
export function finishedEstimate(
  raw: Record<string, string | number>,
): { state: FlowState; answers: Answers; totalCents: number } | undefined {
  const state = replayAnswers(raw);
  if (!isFinished(state)) return undefined;
  const total = estimate(state.answers);
  if (total <= 0) return undefined;
  return { state, answers: state.answers, totalCents: Math.round(total * 100) };
}
