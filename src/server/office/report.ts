import "server-only";
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { leads } from "../db/schema";
import { leadEvents, leadStatus } from "../db/office-schema";

/** Months and days are the owner's: Toronto time. */
export const TORONTO = sql.raw(`'America/Toronto'`);

export const REPORT_DIMENSIONS = ["page", "referrer", "campaign", "service"] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

export interface ReportRow {
  month: string;
  source: string;
  leads: number;
  quoted: number;
  won: number;
  wonCents: number;
}

/**
 * Per Toronto month and source: leads, leads quoted (now or before), won and won value.
 * `by`: the landing page, the referrer's domain, the UTM campaign or the service.
 */
export async function sourceReport(
  db: Database,
  by: ReportDimension,
  since: Date,
  until: Date,
): Promise<ReportRow[]> {
  const key = {
    page: sql<string>`coalesce(${leads.page}, '(none)')`,
    referrer: sql<string>`coalesce(substring(${leads.referrer} from '^[a-zA-Z]+://([^/:?#]+)'), '(direct)')`,
    campaign: sql<string>`coalesce(${leads.utm} ->> 'utm_campaign', '(none)')`,
    service: sql<string>`coalesce(${leads.service}, '(none)')`,
  }[by];
  const month = sql<string>`to_char(${leads.createdAt} at time zone ${TORONTO}, 'YYYY-MM')`;
  const quoted = sql`(${leadStatus.status} in ('quoted', 'won') or exists (select 1 from ${leadEvents} where ${leadEvents.leadId} = ${leads.id} and ${leadEvents.status} = 'quoted'))`;
  return db
    .select({
      month,
      source: key,
      leads: sql<number>`count(*)::int`,
      quoted: sql<number>`count(*) filter (where ${quoted})::int`,
      won: sql<number>`count(*) filter (where ${leadStatus.status} = 'won')::int`,
      wonCents:
        sql<number>`coalesce(sum(${leadStatus.wonCents}) filter (where ${leadStatus.status} = 'won'), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(leads)
    .leftJoin(leadStatus, eq(leadStatus.leadId, leads.id))
    .where(and(gte(leads.createdAt, since), lt(leads.createdAt, until)))
    .groupBy(month, key)
    .orderBy(desc(month), desc(sql`count(*)`));
}
