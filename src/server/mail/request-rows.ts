import "server-only";
import { SAFETY_PAPERS_LABEL } from "@/shared/lead/constants";
import type { LeadRequestFacts } from "../leads/lead-requests";
import { escapeHtml } from "./format";

/** Where the owner (or anyone with the number) opens an issued estimate's PDF. */
export function estimatePdfUrl(siteOrigin: string, estimateNumber: string): string {
  return new URL(`/api/estimates/${estimateNumber}`, siteOrigin).toString();
}

/**
 * The owner's mail rows for what a request asks for besides the quote (issue 29): the papers,
 * flagged, and the PDF estimate the visitor had, linked. Plain values, so the mail can become
 * React Email components (issue 22) without touching this.
 */
export function estimateRequestRows(
  lead: Partial<LeadRequestFacts>,
  siteOrigin: string,
): { label: string; value: string; html?: string }[] {
  const rows: { label: string; value: string; html?: string }[] = [];
  if (lead.safetyPapers) rows.push({ label: "Also asks", value: SAFETY_PAPERS_LABEL });
  if (lead.estimateNumber) {
    const url = estimatePdfUrl(siteOrigin, lead.estimateNumber);
    rows.push({
      label: "PDF estimate",
      value: `${lead.estimateNumber}: ${url}`,
      html: `<a href="${escapeHtml(url)}">${escapeHtml(lead.estimateNumber)}</a>`,
    });
  }
  return rows;
}
