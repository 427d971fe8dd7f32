import "server-only";
import { SAFETY_PAPERS_LABEL } from "@/shared/lead/constants";
import type { LeadRequestFacts } from "../delivery/lead-requests";
import type { MailRow } from "./MailRows";

/** Where the owner (or anyone with the number) opens an issued estimate's PDF. */
export function estimatePdfUrl(siteOrigin: string, estimateNumber: string): string {
  return new URL(`/api/estimates/${estimateNumber}`, siteOrigin).toString();
}

/**
 * The owner's mail rows for what a request asks for besides the quote (issue 29): the papers,
 * flagged, and the PDF estimate the visitor had, linked.
 */
export function estimateRequestRows(
  lead: Partial<LeadRequestFacts>,
  siteOrigin: string,
): MailRow[] {
  const rows: MailRow[] = [];
  if (lead.safetyPapers) rows.push({ label: "Also asks", value: SAFETY_PAPERS_LABEL });
  if (lead.estimateNumber) {
    const url = estimatePdfUrl(siteOrigin, lead.estimateNumber);
    rows.push({ label: "PDF estimate", value: `${lead.estimateNumber}: ${url}`, href: url });
  }
  return rows;
}
