import "server-only";
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import {
  leads,
  outbox,
  type Lead,
  type NewLead,
  type OutboxKind,
  type OutboxRow,
  type OutboxStatus,
} from "../db/schema";
import {
  insertLeadPhotos,
  LeadPhotoStore,
  photoSummary,
  samePhotos,
  type PhotoSummary,
  type PhotoToStore,
} from "./photo-store";
import {
  insertLeadRequest,
  requestsOf,
  type LeadRequestFacts,
  type LeadRequestInput,
} from "./lead-requests";
import { CLAIM_LEASE_MS, DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from "../outbox/retry";

/** A mail to write into the outbox with its lead. */
export interface OutboxMail {
  kind: Extract<OutboxKind, "owner" | "customer">;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** An instant alert to the owner: an SMS (number, message) or a webhook (URL, JSON body). */
export interface OutboxAlert {
  kind: Extract<OutboxKind, "sms" | "webhook">;
  to: string;
  text: string;
}

export type OutboxMessage = OutboxMail | OutboxAlert;

export interface OutboxCounts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
}

/** At most this many acknowledgements to one address in a rolling day (the owner's mail always goes). */
export const ACKNOWLEDGEMENTS_PER_ADDRESS = 3;
const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The queries of the lead store: one module, both drivers (PGlite and PostgreSQL). */
export class LeadStore {
  readonly photos: LeadPhotoStore;

  constructor(
    private readonly db: Database,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {
    this.photos = new LeadPhotoStore(db);
  }

  /**
   * Writes the lead, its photos and its mail in one transaction. A second call with the same
   * idempotency key writes nothing and returns the lead of the first (samePayload false when
   * the details or the photos differ: that is not a retry).
   */
  async insertLeadWithOutbox(
    lead: Omit<NewLead, "id" | "createdAt">,
    compose: (lead: Lead, photos: PhotoSummary[]) => OutboxMessage[],
    photos: readonly PhotoToStore[] = [],
    requests: LeadRequestInput = {},
  ): Promise<{ id: string; created: boolean; samePayload: boolean }> {
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(leads)
        .values(lead)
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning();
      if (!inserted) {
        const [existing] = await tx
          .select()
          .from(leads)
          .where(eq(leads.idempotencyKey, lead.idempotencyKey));
        if (!existing) throw new Error("Lead with this idempotency key vanished");
        // A retry carries the same request; another request under the same key is not a retry.
        const samePayload =
          (["name", "email", "phone", "service", "message", "form"] as const).every(
            (field) => (existing[field] ?? null) === (lead[field] ?? null),
          ) && (await samePhotos(tx, existing.id, photos));
        return { id: existing.id, created: false, samePayload };
      }
      await insertLeadPhotos(tx, inserted.id, photos);
      const asked = await insertLeadRequest(tx, inserted.id, requests);
      const messages = [];
      for (const message of compose({ ...inserted, ...asked }, photos.map(photoSummary))) {
        // The acknowledgement goes to an address the visitor typed: a few a day per address at
        // most, so the form cannot be used to flood someone's inbox from the company's address.
        if (message.kind === "customer") {
          const since = new Date(Date.now() - ACKNOWLEDGEMENT_WINDOW_MS);
          const [sent] = await tx
            .select({ n: count() })
            .from(outbox)
            .where(
              and(
                eq(outbox.kind, "customer"),
                eq(outbox.to, message.to),
                gte(outbox.createdAt, since),
              ),
            );
          if ((sent?.n ?? 0) >= ACKNOWLEDGEMENTS_PER_ADDRESS) continue;
        }
        messages.push(message);
      }
      if (messages.length > 0) {
        await tx.insert(outbox).values(
          messages.map((message) => ({
            leadId: inserted.id,
            kind: message.kind,
            to: message.to,
            subject: "subject" in message ? message.subject : null,
            text: message.text,
            html: "html" in message ? message.html : null,
            replyTo: ("replyTo" in message ? message.replyTo : undefined) ?? null,
          })),
        );
      }
      return { id: inserted.id, created: true, samePayload: true };
    });
  }

  /** The leads with what each asked for besides a quote (papers, PDF estimate): for the record. */
  async withRequests<T extends Lead>(list: T[]): Promise<(T & { requests: LeadRequestFacts })[]> {
    const found = await requestsOf(
      this.db,
      list.map((lead) => lead.id),
    );
    return list.map((lead) => ({
      ...lead,
      requests: found.get(lead.id) ?? { safetyPapers: false },
    }));
  }

  async getLead(id: string): Promise<Lead | undefined> {
    const [lead] = await this.db.select().from(leads).where(eq(leads.id, id));
    return lead;
  }

  /** Newest first. */
  async listLeads(options: { limit?: number; since?: Date } = {}): Promise<Lead[]> {
    return this.db
      .select()
      .from(leads)
      .where(options.since ? gte(leads.createdAt, options.since) : undefined)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(options.limit ?? 50);
  }

  /** Oldest first, every lead since the date (all when undefined). */
  async exportLeads(since?: Date): Promise<Lead[]> {
    return this.db
      .select()
      .from(leads)
      .where(since ? gte(leads.createdAt, since) : undefined)
      .orderBy(asc(leads.createdAt), asc(leads.id));
  }

  async countLeads(): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(leads);
    return row?.value ?? 0;
  }

  /**
   * Claims due mail for sending: pending rows whose time has come, and rows left "sending" by a
   * process that died. FOR UPDATE SKIP LOCKED lets several server processes on one PostgreSQL
   * claim disjoint rows, so no mail is sent twice; PGlite has a single process anyway.
   */
  async claimDueOutbox(
    options: { limit?: number; now?: Date; leaseMs?: number } = {},
  ): Promise<OutboxRow[]> {
    const now = options.now ?? new Date();
    const leaseExpired = new Date(now.getTime() - (options.leaseMs ?? CLAIM_LEASE_MS));
    const due = this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, "sending"), lt(outbox.claimedAt, leaseExpired)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(options.limit ?? 20)
      .for("update", { skipLocked: true });
    const claimed = await this.db
      .update(outbox)
      .set({ status: "sending", claimedAt: now, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  async markSent(id: number, now: Date = new Date()): Promise<void> {
    await this.db
      .update(outbox)
      .set({ status: "sent", sentAt: now, lastError: null, claimedAt: null })
      .where(eq(outbox.id, id));
  }

  /**
   * Records the error; schedules the next attempt with backoff, or gives up after maxAttempts
   * (at once for a permanent refusal).
   */
  async markFailed(
    id: number,
    error: string,
    now: Date = new Date(),
    options: { permanent?: boolean } = {},
  ): Promise<OutboxRow | undefined> {
    const [row] = await this.db.select().from(outbox).where(eq(outbox.id, id));
    if (!row) return undefined;
    const givingUp = options.permanent === true || row.attempts >= this.retry.maxAttempts;
    const [updated] = await this.db
      .update(outbox)
      .set({
        status: givingUp ? "failed" : "pending",
        lastError: error.slice(0, 2000),
        claimedAt: null,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, this.retry)),
      })
      .where(eq(outbox.id, id))
      .returning();
    return updated;
  }

  /** Makes every unsent mail (pending or failed) due now: the "flush" of the CLI. */
  async requeueUnsent(now: Date = new Date()): Promise<number> {
    const rows = await this.db
      .update(outbox)
      .set({ status: "pending", nextAttemptAt: now })
      .where(inArray(outbox.status, ["pending", "failed"]))
      .returning({ id: outbox.id });
    return rows.length;
  }

  async outboxCounts(): Promise<OutboxCounts> {
    const rows = await this.db
      .select({ status: outbox.status, value: count() })
      .from(outbox)
      .groupBy(outbox.status);
    const counts: OutboxCounts = { pending: 0, sending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.status] = row.value;
    return counts;
  }

  /**
   * Makes mail claimed by a process that is gone due again at once, instead of after the claim
   * lease. Only for a store no other process can be using (PGlite's directory lock); with
   * PostgreSQL, live servers' claims are left to the lease.
   */
  async releaseOrphanedClaims(): Promise<number> {
    const released = await this.db
      .update(outbox)
      .set({ status: "pending", claimedAt: null, nextAttemptAt: new Date() })
      .where(eq(outbox.status, "sending"))
      .returning({ id: outbox.id });
    return released.length;
  }

  /** Mail in the given states (default: everything not yet sent), oldest first, without bodies. */
  async listOutbox(statuses: OutboxStatus[] = ["pending", "sending", "failed"]) {
    return this.db
      .select({
        id: outbox.id,
        leadId: outbox.leadId,
        kind: outbox.kind,
        to: outbox.to,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        nextAttemptAt: outbox.nextAttemptAt,
        lastError: outbox.lastError,
        sentAt: outbox.sentAt,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(inArray(outbox.status, statuses))
      .orderBy(asc(outbox.id));
  }

  async outboxForLead(leadId: string): Promise<OutboxRow[]> {
    return this.db.select().from(outbox).where(eq(outbox.leadId, leadId)).orderBy(asc(outbox.id));
  }
}

export type OutboxListing = Awaited<ReturnType<LeadStore["listOutbox"]>>[number];
