import type { Lead } from "../db/schema";

/**
 * What a quote request asks for besides the quote (issue 29), as plain values the mail
 * composer reads: the WSIB clearance and insurance certificate, and the PDF estimate the
 * visitor had, when its number names an estimate we issued.
 */
export interface LeadRequestFacts {
  safetyPapers: boolean;
  /** The estimate's number as issued (EST-2026-00042), only when it exists. */
  estimateNumber?: string;
}

/** A lead as the composer and the record show it. */
export type LeadWithRequests = Lead & Partial<LeadRequestFacts>;
