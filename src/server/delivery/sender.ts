import "server-only";
import type { OutboxKind, OutboxRow } from "../db/schema";
import type { Attachment } from "./message";

/**
 * Delivers one kind of outbox row: mail over a transport, an SMS through a provider, a signed
 * webhook. The dispatcher claims, retries and records; a sender only sends, and throws when it
 * could not.
 */
export interface OutboxSender {
  /** Where rows go, for logs and `npm run leads -- outbox` (never a secret). */
  readonly description: string;
  /**
   * A finished message: the row and what it only refers to (the owner mail's photos), read by
   * the dispatcher through the outbox, so a sender never reads a store.
   */
  send(row: OutboxRow, attachments: readonly Attachment[]): Promise<void>;
}

/** The sender of each kind; a kind without one is not configured on this server. */
export type OutboxSenders = Partial<Record<OutboxKind, OutboxSender>>;

/**
 * A refusal that trying again will not change (a number the provider rejects, a wrong token, a
 * webhook address that is gone): the row is marked failed at once instead of being retried for
 * hours; `npm run leads -- outbox` shows the reason and sends it again once the cause is fixed.
 */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentDeliveryError";
  }
}
