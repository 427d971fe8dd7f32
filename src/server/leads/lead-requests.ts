import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { estimates, leadRequests } from "../db/schema";
import type { LeadRequestFacts } from "../delivery/lead-requests";
import { estimateIdOf, formatEstimateNumber } from "@/shared/estimate/number";

export type { LeadRequestFacts, LeadWithRequests } from "../delivery/lead-requests";

/** What the request carried, before it is checked against the estimates table. */
export interface LeadRequestInput {
  safetyPapers?: boolean;
  estimateNumber?: string;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The request's facts, checked against the estimates table, and the estimate's row id. */
export interface ResolvedLeadRequest {
  facts: LeadRequestFacts;
  estimateId?: number;
}

/**
 * Before the lead's transaction: what the request asked for, as the composer and the store need
 * it. An estimate number we never issued is dropped (a visitor can type any number into the link).
 */
export async function resolveLeadRequest(
  db: Database,
  input: LeadRequestInput,
): Promise<ResolvedLeadRequest> {
  const id = input.estimateNumber ? estimateIdOf(input.estimateNumber) : undefined;
  const [estimate] =
    id === undefined
      ? []
      : await db
          .select({ id: estimates.id, createdAt: estimates.createdAt })
          .from(estimates)
          .where(eq(estimates.id, id));
  return {
    facts: {
      safetyPapers: input.safetyPapers === true,
      ...(estimate
        ? { estimateNumber: formatEstimateNumber(estimate.id, estimate.createdAt) }
        : {}),
    },
    ...(estimate ? { estimateId: estimate.id } : {}),
  };
}

/** Inside the lead's transaction: one lead_requests row when the request asked for something. */
export async function insertLeadRequest(
  tx: Transaction,
  leadId: string,
  { facts, estimateId }: ResolvedLeadRequest,
): Promise<void> {
  if (!facts.safetyPapers && estimateId === undefined) return;
  await tx
    .insert(leadRequests)
    .values({ leadId, safetyPapers: facts.safetyPapers, estimateId: estimateId ?? null });
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
