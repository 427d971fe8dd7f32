import "server-only";
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { estimates, leadPhotos, leadRequests, leads } from "../db/schema";
import { leadStatus, type LeadStatus } from "../db/office-schema";
import type { LeadRequestFacts } from "../delivery/lead-requests";
import { formatEstimateNumber } from "@/shared/estimate/number";
import { TORONTO } from "./report";

/** The inbox's filters, as the URL carries them (all optional). */
export interface InboxFilter {
  status?: LeadStatus;
  service?: string;
  form?: string;
  /** Inclusive dates, YYYY-MM-DD (Toronto). */
  from?: string;
  to?: string;
  /** A landing page, a referrer domain or a UTM campaign. */
  source?: string;
  /** Words in the name, phone, e-mail or message. */
  q?: string;
}

export interface InboxRow {
  id: string;
  createdAt: Date;
  name: string;
  service: string | null;
  form: string;
  page: string | null;
  estimate: number | null;
  photos: number;
  status: LeadStatus;
  /** What the request asked for besides the quote (issue 29): the papers, a PDF estimate. */
  requests: LeadRequestFacts;
}

export const PAGE_SIZE = 25;

export const currentStatus = sql<LeadStatus>`coalesce(${leadStatus.status}, 'new')`;

/** The lead_requests and estimates columns a query joins to tell what a lead asked for. */
export const requestColumns = {
  safetyPapers: sql<boolean>`coalesce(${leadRequests.safetyPapers}, false)`,
  estimateId: estimates.id,
  estimateCreatedAt: estimates.createdAt,
};

/** The joined request columns as the facts the office shows (the estimate by its number). */
export function requestFacts(row: {
  safetyPapers: boolean;
  estimateId: number | null;
  estimateCreatedAt: Date | null;
}): LeadRequestFacts {
  return {
    safetyPapers: row.safetyPapers,
    ...(row.estimateId !== null && row.estimateCreatedAt
      ? { estimateNumber: formatEstimateNumber(row.estimateId, row.estimateCreatedAt) }
      : {}),
  };
}

/** The WHERE of the inbox and its CSV export. */
export function inboxWhere(filter: InboxFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status === "new")
    parts.push(or(isNull(leadStatus.status), eq(leadStatus.status, "new")));
  else if (filter.status) parts.push(eq(leadStatus.status, filter.status));
  if (filter.service) parts.push(eq(leads.service, filter.service));
  if (filter.form) parts.push(sql`${leads.form} = ${filter.form}`);
  if (filter.from)
    parts.push(
      sql`${leads.createdAt} >= (${filter.from}::date::timestamp at time zone ${TORONTO})`,
    );
  if (filter.to)
    parts.push(
      sql`${leads.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${TORONTO})`,
    );
  if (filter.source) {
    const source = filter.source;
    parts.push(
      or(
        eq(leads.page, source),
        ilike(leads.referrer, `%://${source}%`),
        sql`${leads.utm} ->> 'utm_campaign' = ${source}`,
      ),
    );
  }
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(leads.name, pattern),
        ilike(leads.email, pattern),
        ilike(leads.phone, pattern),
        ilike(leads.message, pattern),
      ),
    );
  }
  return and(...parts);
}

/**
 * One page of the inbox, newest first, and whether another page follows: one query. The page's
 * ids are picked first (filter, order, offset over leads and their status only); the photo
 * count and what the request asked for are then joined to those rows alone, so a page deep in
 * the history does not count the photos of every lead it skips.
 */
export async function inboxPage(
  db: Database,
  filter: InboxFilter,
  page = 1,
  pageSize = PAGE_SIZE,
): Promise<{ rows: InboxRow[]; more: boolean }> {
  const picked = db
    .select({ id: leads.id, status: currentStatus.as("current_status") })
    .from(leads)
    .leftJoin(leadStatus, eq(leadStatus.leadId, leads.id))
    .where(inboxWhere(filter))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(pageSize + 1)
    .offset((Math.max(1, page) - 1) * pageSize)
    .as("picked");
  const rows = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      name: leads.name,
      service: leads.service,
      form: leads.form,
      page: leads.page,
      estimate: sql<number | null>`(${leads.calculator} ->> 'estimate')::float8`,
      photos: sql<number>`(select count(*) from ${leadPhotos} where ${leadPhotos.leadId} = ${leads.id})::int`,
      status: picked.status,
      ...requestColumns,
    })
    .from(picked)
    .innerJoin(leads, eq(leads.id, picked.id))
    .leftJoin(leadRequests, eq(leadRequests.leadId, leads.id))
    .leftJoin(estimates, eq(estimates.id, leadRequests.estimateId))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return {
    rows: rows
      .slice(0, pageSize)
      .map(({ safetyPapers, estimateId, estimateCreatedAt, ...row }) => ({
        ...row,
        requests: requestFacts({ safetyPapers, estimateId, estimateCreatedAt }),
      })),
    more: rows.length > pageSize,
  };
}
