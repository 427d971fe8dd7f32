import "server-only";
import type { OutboxRow } from "../db/schema";
import type { LeadStore } from "../leads/store";
import { ownerMailAttachments } from "./photo-attachments";
import { MAIL_CONCURRENCY, messageIdFor, type MailTransport } from "./transport";

export interface DispatchResult {
  sent: number;
  failed: number;
  errors: { id: number; error: string }[];
}

export interface DispatcherOptions {
  store: LeadStore;
  transport: MailTransport;
  /** MAIL_FROM */
  from: string;
  siteUrl: string;
  batchSize?: number;
  /** Mails in flight at once (default MAIL_CONCURRENCY). */
  concurrency?: number;
  log?: Pick<Console, "info" | "warn" | "error">;
}

/**
 * Sends due outbox mail: claims rows (so two processes never send one row), sends each, and
 * records the outcome. A failure schedules a retry with backoff; the lead itself is already
 * committed, so a mail failure never loses it.
 */
export class OutboxDispatcher {
  private running: Promise<DispatchResult> | undefined;
  private followUp: Promise<DispatchResult> | undefined;
  private readonly log: Pick<Console, "info" | "warn" | "error">;

  constructor(private readonly options: DispatcherOptions) {
    this.log = options.log ?? console;
  }

  get transportDescription(): string {
    return this.options.transport.description;
  }

  /**
   * One pass over due mail. While a pass runs, callers get one follow-up pass that starts after
   * it, so mail made due during a pass (a new lead, a flush) is always picked up.
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
    // Keep claiming until nothing is due; rows that fail are rescheduled into the future.
    for (;;) {
      const rows = await this.options.store.claimDueOutbox({ limit: batchSize });
      if (rows.length === 0) break;
      // A few at a time over the pooled SMTP connections: one slow mail does not hold up the rest.
      const queue = [...rows];
      const parallel = Math.min(this.options.concurrency ?? MAIL_CONCURRENCY, queue.length);
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          for (let row = queue.shift(); row; row = queue.shift()) await this.deliver(row, result);
        }),
      );
      if (rows.length < batchSize) break;
    }
    return result;
  }

  private async deliver(row: OutboxRow, result: DispatchResult): Promise<void> {
    const { store, transport, from, siteUrl } = this.options;
    try {
      await transport.send({
        from,
        to: row.to,
        subject: row.subject ?? "",
        text: row.text,
        html: row.html ?? "",
        replyTo: row.replyTo ?? undefined,
        messageId: messageIdFor(row.id, row.leadId, from, siteUrl),
        // The photos are read from the store when the mail goes, never copied into the outbox.
        attachments: row.kind === "owner" ? await ownerMailAttachments(store, row.leadId) : [],
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const updated = await store.markFailed(row.id, message);
      result.failed += 1;
      result.errors.push({ id: row.id, error: message });
      const next =
        updated?.status === "failed"
          ? "giving up"
          : `retry at ${updated?.nextAttemptAt.toISOString()}`;
      this.log.warn(
        `[outbox] ${row.kind} mail ${row.id} (attempt ${row.attempts}) failed: ${message}; ${next}`,
      );
      return;
    }
    await store.markSent(row.id);
    result.sent += 1;
  }

  /** Waits for the pass under way (the runtime's timer schedules passes; see runtime.ts). */
  async stop(): Promise<void> {
    await this.followUp?.catch(() => undefined);
    await this.running?.catch(() => undefined);
  }
}
