import "server-only";
import type { EstimateRow, OutboxRow } from "../db/schema";
import type { Attachment } from "../delivery/message";
import pLimit from "p-limit";
import { PermanentDeliveryError, type OutboxSenders } from "../delivery/sender";
import { MAIL_CONCURRENCY } from "../mail/transport";
import type { OutboxStore } from "./store";

export interface DispatchResult {
  sent: number;
  failed: number;
  errors: { id: number; error: string }[];
}

export interface DispatcherOptions {
  store: OutboxStore;
  /** Who delivers each kind of row: mail (owner, customer), SMS, webhook. */
  senders: OutboxSenders;
  batchSize?: number;
  /** Rows in flight at once (default MAIL_CONCURRENCY). */
  concurrency?: number;
  log?: Pick<Console, "info" | "warn" | "error">;
  /**
   * The PDF an estimate mail attaches, rendered again from its stored estimate (given by the
   * composition at the top, which may use the estimates' renderer; the outbox sits below it).
   */
  estimatePdf?: (estimate: EstimateRow) => Promise<Attachment>;
}

/**
 * Sends due outbox rows, each through the sender of its kind: claims rows (so two processes
 * never send one row), sends each, and records the outcome. A failure schedules a retry with
 * backoff (a permanent refusal is marked failed at once); the lead itself is already
 * committed, so a failed mail, SMS or webhook never loses it.
 */
export class OutboxDispatcher {
  private running: Promise<DispatchResult> | undefined;
  private followUp: Promise<DispatchResult> | undefined;
  private readonly log: Pick<Console, "info" | "warn" | "error">;

  constructor(private readonly options: DispatcherOptions) {
    this.log = options.log ?? console;
  }

  /** Where each kind goes ("smtp://host:port", "Twilio at api.twilio.com, to 1 number"); null when not configured. */
  describeSenders(): { mail: string | null; sms: string | null; webhook: string | null } {
    const { senders } = this.options;
    return {
      mail: senders.owner?.description ?? null,
      sms: senders.sms?.description ?? null,
      webhook: senders.webhook?.description ?? null,
    };
  }

  /**
   * One pass over due rows. While a pass runs, callers get one follow-up pass that starts after
   * it, so rows made due during a pass (a new lead, a flush) are always picked up.
   */
  runOnce(): Promise<DispatchResult> {
    if (!this.running) {
      const pass = this.drain().finally(() => {
        if (this.running === pass) this.running = undefined;
      });
      this.running = pass;
      return pass;
    }
    this.followUp ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.followUp = undefined;
        return this.runOnce();
      });
    return this.followUp;
  }

  /** Asks for a pass soon (after a lead is committed) without waiting for it. */
  nudge(): void {
    this.runOnce().catch((error: unknown) => {
      this.log.error("[outbox] dispatch failed:", error instanceof Error ? error.message : error);
    });
  }

  private async drain(): Promise<DispatchResult> {
    const result: DispatchResult = { sent: 0, failed: 0, errors: [] };
    const batchSize = this.options.batchSize ?? 20;
    const limit = pLimit(this.options.concurrency ?? MAIL_CONCURRENCY);
    // Keep claiming until nothing is due; rows that fail are rescheduled into the future.
    for (;;) {
      const rows = await this.options.store.claimDue({ limit: batchSize });
      if (rows.length === 0) break;
      // A few at a time (over the pooled SMTP connections for mail): one slow row does not hold up the rest.
      await Promise.all(rows.map((row) => limit(() => this.deliver(row, result))));
      if (rows.length < batchSize) break;
    }
    return result;
  }

  private async deliver(row: OutboxRow, result: DispatchResult): Promise<void> {
    const { store, senders } = this.options;
    try {
      const sender = senders[row.kind];
      if (!sender) {
        throw new PermanentDeliveryError(`no ${row.kind} sender is configured on this server`);
      }
      // What the row only refers to is read here, through the outbox, not by the sender.
      await sender.send(row, await this.attachmentsFor(row));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentDeliveryError;
      const updated = await store.markFailed(row.id, message, new Date(), { permanent });
      result.failed += 1;
      result.errors.push({ id: row.id, error: message });
      const next =
        updated?.status === "failed"
          ? "giving up"
          : `retry at ${updated?.nextAttemptAt.toISOString()}`;
      this.log.warn(
        `[outbox] ${row.kind} ${row.id} (attempt ${row.attempts}) failed: ${message}; ${next}`,
      );
      return;
    }
    await store.markSent(row.id);
    result.sent += 1;
  }

  /** The row's photos, or an estimate mail's PDF rendered from its estimate. */
  private async attachmentsFor(row: OutboxRow): Promise<readonly Attachment[]> {
    const { store, estimatePdf } = this.options;
    if (row.kind !== "estimate") return store.attachmentsFor(row);
    if (!estimatePdf) {
      throw new PermanentDeliveryError("no estimate renderer is configured on this server");
    }
    const estimate = await store.estimateFor(row);
    if (!estimate) throw new PermanentDeliveryError(`estimate ${row.estimateId} is gone`);
    return [await estimatePdf(estimate)];
  }

  /** Waits for the pass under way (the runtime's timer schedules passes; see runtime.ts). */
  async stop(): Promise<void> {
    await this.followUp?.catch(() => undefined);
    await this.running?.catch(() => undefined);
  }
}
