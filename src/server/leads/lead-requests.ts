import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { estimates, leadRequests, type Lead } from "../db/schema";
import { estimateIdOf, formatEstimateNumber } from "@/shared/estimate/number";

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

/** What the request carried, before it is checked against the estimates table. */
export interface LeadRequestInput {
  safetyPapers?: boolean;
  estimateNumber?: string;
}

/** A lead as the composer and the record show it. */
export type LeadWithRequests = Lead & Partial<LeadRequestFacts>;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Inside the lead's transaction: one lead_requests row when the request asked for something.
 * An estimate number we never issued is dropped (a visitor can type any number into the link).
 */
export async function insertLeadRequest(
  tx: Transaction,
  leadId: string,
  input: LeadRequestInput,
): Promise<LeadRequestFacts> {
  const id = input.estimateNumber ? estimateIdOf(input.estimateNumber) : undefined;
  const [estimate] =
    id === undefined
      ? []
      : await tx
          .select({ id: estimates.id, createdAt: estimates.createdAt })
          .from(estimates)
          .where(eq(estimates.id, id));
  const facts: LeadRequestFacts = {
    safetyPapers: input.safetyPapers === true,
    ...(estimate ? { estimateNumber: formatEstimateNumber(estimate.id, estimate.createdAt) } : {}),
  };
  if (facts.safetyPapers || estimate) {
    await tx
      .insert(leadRequests)
      .values({ leadId, safetyPapers: facts.safetyPapers, estimateId: estimate?.id ?? null });
  }
  return facts;
}

/** The requests of these leads, for the record (list, export, admin API). */
export async function requestsOf(
  db: Database,
  leadIds: readonly string[],
): Promise<Map<string, LeadRequestFacts>> {
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .select({
      leadId: leadRequests.leadId,
      safetyPapers: leadRequests.safetyPapers,
      estimateId: estimates.id,
      estimateCreatedAt: estimates.createdAt,
    })
    .from(leadRequests)
    .leftJoin(estimates, eq(estimates.id, leadRequests.estimateId))
    .where(inArray(leadRequests.leadId, [...leadIds]));
  return new Map(
    rows.map((row) => [
      row.leadId,
      {
        safetyPapers: row.safetyPapers,
        ...(row.estimateId !== null && row.estimateCreatedAt
          ? { estimateNumber: formatEstimateNumber(row.estimateId, row.estimateCreatedAt) }
          : {}),
      },
    ]),
  );
}
