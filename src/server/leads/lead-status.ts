import "server-only";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { leadStatus, type LeadStatus } from "../db/office-schema";

export type { LeadStatus } from "../db/office-schema";

/**
 * The office's current status of each lead (issue 23), for the records the owner reads outside
 * the office (the CLI's list and export, the admin API). No status row means New.
 */
export async function statusesOf(
  db: Database,
  leadIds: readonly string[],
): Promise<Map<string, LeadStatus>> {
  const found = new Map<string, LeadStatus>();
  // In slices: one statement's parameters stay well under PostgreSQL's limit for any export.
  for (let i = 0; i < leadIds.length; i += 1000) {
    const rows = await db
      .select({ leadId: leadStatus.leadId, status: leadStatus.status })
      .from(leadStatus)
      .where(inArray(leadStatus.leadId, leadIds.slice(i, i + 1000)));
    for (const row of rows) found.set(row.leadId, row.status);
  }
  return found;
}
