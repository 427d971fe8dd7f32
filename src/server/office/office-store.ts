import "server-only";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { estimates, leadRequests, leads, type Lead } from "../db/schema";
import {
  leadEvents,
  leadStatus,
  type LeadStatus,
  type LeadEvent,
  type LeadStatusRow,
} from "../db/office-schema";
import type { LeadRequestFacts } from "../delivery/lead-requests";
import {
  currentStatus,
  inboxPage,
  inboxWhere,
  PAGE_SIZE,
  requestColumns,
  requestFacts,
  type InboxFilter,
  type InboxRow,
} from "./inbox-query";
import { sourceReport, type ReportDimension, type ReportRow } from "./report";
import type { StatusChange } from "./status-input";

export type { InboxFilter, InboxRow } from "./inbox-query";
export { PAGE_SIZE } from "./inbox-query";

/** One lead as its office page shows it: the lead, its status and what it asked for. */
export interface OfficeLead {
  lead: Lead;
  status: LeadStatusRow | null;
  requests: LeadRequestFacts;
}

export interface InboxCounts {
  new: number;
  overdue: number;
  quoted: number;
  followUp: number;
  wonThisMonth: number;
}

/** The queries of the owner's office: one module, both drivers (PGlite and PostgreSQL). */
export class OfficeStore {
  constructor(private readonly db: Database) {}

  /** One page of the inbox, newest first, and whether another page follows (one query). */
  inbox(
    filter: InboxFilter,
    page = 1,
    pageSize = PAGE_SIZE,
  ): Promise<{ rows: InboxRow[]; more: boolean }> {
    return inboxPage(this.db, filter, page, pageSize);
  }

  /** Every lead of the filter, newest first, with its status (the CSV export). */
  async exportRows(
    filter: InboxFilter,
  ): Promise<(Lead & { status: LeadStatus; statusRow: LeadStatusRow | null })[]> {
    const rows = await this.db
      .select({ lead: leads, statusRow: leadStatus })
      .from(leads)
      .leftJoin(leadStatus, eq(leadStatus.leadId, leads.id))
      .where(inboxWhere(filter))
      .orderBy(desc(leads.createdAt), desc(leads.id));
    return rows.map(({ lead, statusRow }) => ({
      ...lead,
      status: statusRow?.status ?? "new",
      statusRow,
    }));
  }

  /**
   * The counts above the inbox. `overdueBefore`: leads created before it have had their whole
   * reply promise (see promiseCutoff); `followUpBefore`: a quote untouched since then needs a call.
   */
  async counts(now: {
    overdueBefore: Date;
    followUpBefore: Date;
    monthStart: Date;
  }): Promise<InboxCounts> {
    const [row] = await this.db
      .select({
        new: sql<number>`count(*) filter (where ${currentStatus} = 'new')::int`,
        overdue: sql<number>`count(*) filter (where ${currentStatus} = 'new' and ${leads.createdAt} < ${now.overdueBefore.toISOString()}::timestamptz)::int`,
        quoted: sql<number>`count(*) filter (where ${leadStatus.status} = 'quoted')::int`,
        followUp: sql<number>`count(*) filter (where ${leadStatus.status} = 'quoted' and ${leadStatus.updatedAt} < ${now.followUpBefore.toISOString()}::timestamptz)::int`,
        wonThisMonth: sql<number>`count(*) filter (where ${leadStatus.status} = 'won' and ${leadStatus.updatedAt} >= ${now.monthStart.toISOString()}::timestamptz)::int`,
      })
      .from(leads)
      .leftJoin(leadStatus, eq(leadStatus.leadId, leads.id));
    return row ?? { new: 0, overdue: 0, quoted: 0, followUp: 0, wonThisMonth: 0 };
  }

  async lead(id: string): Promise<OfficeLead | undefined> {
    const [row] = await this.db
      .select({ lead: leads, status: leadStatus, ...requestColumns })
      .from(leads)
      .leftJoin(leadStatus, eq(leadStatus.leadId, leads.id))
      .leftJoin(leadRequests, eq(leadRequests.leadId, leads.id))
      .leftJoin(estimates, eq(estimates.id, leadRequests.estimateId))
      .where(eq(leads.id, id));
    return row && { lead: row.lead, status: row.status, requests: requestFacts(row) };
  }

  async events(leadId: string): Promise<LeadEvent[]> {
    return this.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(leadEvents.at, leadEvents.id);
  }

  /** Records a status change and its history row together; false when there is no such lead. */
  async setStatus(
    leadId: string,
    change: StatusChange,
    by: string,
    now = new Date(),
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [exists] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.id, leadId))
        .for("update");
      if (!exists) return false;
      const values = {
        status: change.status,
        visitDate: change.visitDate ?? null,
        quotedCents: change.status === "quoted" ? (change.cents ?? null) : undefined,
        wonCents: change.status === "won" ? (change.cents ?? null) : undefined,
        lostReason: change.reason ?? null,
        updatedAt: now,
        updatedBy: by,
      };
      await tx
        .insert(leadStatus)
        .values({
          leadId,
          ...values,
          quotedCents: values.quotedCents ?? null,
          wonCents: values.wonCents ?? null,
        })
        .onConflictDoUpdate({
          target: leadStatus.leadId,
          // A later Won keeps the quoted amount; visit date and reason belong to their step.
          set: Object.fromEntries(
            Object.entries(values).filter(([, value]) => value !== undefined),
          ),
        });
      await tx.insert(leadEvents).values({
        leadId,
        kind: "status",
        status: change.status,
        detail: describeChange(change),
        by,
        at: now,
      });
      return true;
    });
  }

  async addNote(leadId: string, text: string, by: string, now = new Date()): Promise<boolean> {
    const [exists] = await this.db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
    if (!exists) return false;
    await this.db.insert(leadEvents).values({ leadId, kind: "note", detail: text, by, at: now });
    // A note is a touch: a quote with a fresh note is not yet "follow up".
    await this.db.update(leadStatus).set({ updatedAt: now }).where(eq(leadStatus.leadId, leadId));
    return true;
  }

  /** Deletes the lead, its photos, its outbox rows and its office history (foreign keys cascade). */
  async deleteLead(leadId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(leads)
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id });
    return deleted.length > 0;
  }

  /** The current status of some leads (the CLI's list and export). */
  async statuses(leadIds: readonly string[]): Promise<Map<string, LeadStatus>> {
    const map = new Map<string, LeadStatus>();
    for (let i = 0; i < leadIds.length; i += 1000) {
      const slice = leadIds.slice(i, i + 1000);
      const rows = await this.db
        .select({ leadId: leadStatus.leadId, status: leadStatus.status })
        .from(leadStatus)
        .where(inArray(leadStatus.leadId, slice));
      for (const row of rows) map.set(row.leadId, row.status);
    }
    return map;
  }

  /** Per Toronto month and source: see report.ts. */
  report(by: ReportDimension, since: Date, until: Date): Promise<ReportRow[]> {
    return sourceReport(this.db, by, since, until);
  }
}

function describeChange(change: StatusChange): string | null {
  if (change.visitDate) return change.visitDate;
  if (change.cents !== undefined) return `${change.cents}`;
  return change.reason ?? null;
}
