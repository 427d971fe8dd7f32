import "server-only";
import { and, asc, count, eq, gte, inArray, lt, lte, or, sql, sum } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import {
  estimates,
  leadPhotos,
  outbox,
  type EstimateRow,
  type OutboxRow,
  type OutboxStatus,
} from "../db/schema";
import { normaliseEmailAddress } from "../delivery/email-address";
import { MAIL_PHOTOS_MAX_BYTES, type Attachment, type OutboxMessage } from "../delivery/message";
import { CLAIM_LEASE_MS, DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from "./retry";

export interface OutboxCounts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
}

/**
 * At most this many mails a rolling day to one address the visitor typed (the owner's mail
 * always goes): acknowledgements and estimate mails together, so neither form can be used to
 * flood someone's inbox from the company's address.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS = 3;
const ACKNOWLEDGEMENT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The kinds that go to an address a visitor typed, and so share the cap. */
const CAPPED_KINDS = ["customer", "estimate"] as const;

/**
 * Whether the address has had its mails for the day. Counted under the normalised address, so
 * case or IDNA spellings of one mailbox share the cap; lower() also matches rows written before.
 */
export async function visitorMailCapReached(
  tx: Pick<Transaction, "select">,
  address: string,
): Promise<boolean> {
  const since = new Date(Date.now() - ACKNOWLEDGEMENT_WINDOW_MS);
  const [sent] = await tx
    .select({ n: count() })
    .from(outbox)
    .where(
      and(
        inArray(outbox.kind, [...CAPPED_KINDS]),
        sql`lower(${outbox.to}) = ${normaliseEmailAddress(address)}`,
        gte(outbox.createdAt, since),
      ),
    );
  return (sent?.n ?? 0) >= ACKNOWLEDGEMENTS_PER_ADDRESS;
}

/**
 * Inside the caller's transaction: finished messages, due now, for a lead or (the office's
 * sign-in links, estimate mails) for none. The per-address cap of the mails to visitors is
 * applied here; the messages accepted are returned.
 */
export async function enqueueMessages(
  tx: Pick<Transaction, "insert" | "select">,
  leadId: string | null,
  messages: readonly OutboxMessage[],
): Promise<OutboxMessage[]> {
  const accepted: OutboxMessage[] = [];
  for (let message of messages) {
    // Sent under the normalised address too, so the count sees what was sent.
    if ((CAPPED_KINDS as readonly string[]).includes(message.kind)) {
      message = { ...message, to: normaliseEmailAddress(message.to) };
      if (await visitorMailCapReached(tx, message.to)) continue;
    }
    accepted.push(message);
  }
  if (accepted.length === 0) return accepted;
  await tx.insert(outbox).values(
    accepted.map((message) => ({
      leadId,
      estimateId: ("estimateId" in message ? message.estimateId : undefined) ?? null,
      kind: message.kind,
      to: message.to,
      subject: "subject" in message ? message.subject : null,
      text: message.text,
      html: "html" in message ? message.html : null,
      replyTo: ("replyTo" in message ? message.replyTo : undefined) ?? null,
    })),
  );
  return accepted;
}

/**
 * The outbox table's queries, both drivers (PGlite and PostgreSQL): messages enqueued inside
 * the lead's transaction, then claimed, marked and listed by the dispatcher, the admin API and
 * the CLI; and the one read a sender needs beyond its row (the photos to attach).
 */
export class OutboxStore {
  constructor(
    private readonly db: Database,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  /** Inside the caller's transaction: the lead's finished messages, due now. */
  enqueue(
    tx: Pick<Transaction, "insert" | "select">,
    leadId: string | null,
    messages: readonly OutboxMessage[],
  ): Promise<OutboxMessage[]> {
    return enqueueMessages(tx, leadId, messages);
  }

  /**
   * Claims due rows for sending: pending rows whose time has come, and rows left "sending" by a
   * process that died. FOR UPDATE SKIP LOCKED lets several server processes on one PostgreSQL
   * claim disjoint rows, so nothing is sent twice; PGlite has a single process anyway.
   */
  async claimDue(
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

  /** Makes every unsent row (pending or failed) due now: the "flush" of the CLI and admin API. */
  async flush(now: Date = new Date()): Promise<number> {
    const rows = await this.db
      .update(outbox)
      .set({ status: "pending", nextAttemptAt: now })
      .where(inArray(outbox.status, ["pending", "failed"]))
      .returning({ id: outbox.id });
    return rows.length;
  }

  async counts(): Promise<OutboxCounts> {
    const rows = await this.db
      .select({ status: outbox.status, value: count() })
      .from(outbox)
      .groupBy(outbox.status);
    const counts: OutboxCounts = { pending: 0, sending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.status] = row.value;
    return counts;
  }

  /**
   * Makes rows claimed by a process that is gone due again at once, instead of after the claim
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

  /** Rows in the given states (default: everything not yet sent), oldest first, without bodies. */
  async list(statuses: OutboxStatus[] = ["pending", "sending", "failed"]) {
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

  async forLead(leadId: string): Promise<OutboxRow[]> {
    return this.db.select().from(outbox).where(eq(outbox.leadId, leadId)).orderBy(asc(outbox.id));
  }

  /**
   * What a row carries beyond its text, read when it is sent (the row holds only the text): the
   * owner mail's photos when they fit in a mail, nothing when the mail links them instead.
   */
  async attachmentsFor(row: Pick<OutboxRow, "kind" | "leadId">): Promise<Attachment[]> {
    const { leadId } = row;
    if (row.kind !== "owner" || leadId === null) return [];
    // The total first, so photos too large to attach are never read into memory.
    const [total] = await this.db
      .select({ bytes: sum(leadPhotos.size) })
      .from(leadPhotos)
      .where(eq(leadPhotos.leadId, leadId));
    if (Number(total?.bytes ?? 0) > MAIL_PHOTOS_MAX_BYTES) return [];
    const photos = await this.db
      .select({
        filename: leadPhotos.fileName,
        content: leadPhotos.data,
        contentType: leadPhotos.contentType,
      })
      .from(leadPhotos)
      .where(eq(leadPhotos.leadId, leadId))
      .orderBy(asc(leadPhotos.position));
    return photos;
  }

  /**
   * An estimate mail's estimate, read when the mail goes: the dispatcher renders its PDF again
   * from this row, so the outbox keeps no PDF.
   */
  async estimateFor(row: Pick<OutboxRow, "kind" | "estimateId">): Promise<EstimateRow | undefined> {
    if (row.kind !== "estimate" || row.estimateId === null) return undefined;
    const [estimate] = await this.db
      .select()
      .from(estimates)
      .where(eq(estimates.id, row.estimateId));
    return estimate;
  }
}

export type OutboxListing = Awaited<ReturnType<OutboxStore["list"]>>[number];
