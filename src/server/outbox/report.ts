import "server-only";
import { maskedUrl } from "../alerts/alert-url";
import type { OutboxKind } from "../db/schema";
import type { OutboxStore } from "./store";
import type { OutboxDispatcher } from "./dispatcher";

/** Where a row goes, fit to print: a webhook's address without its secret path and query. */
export function outboxDestination(kind: OutboxKind, to: string): string {
  return kind === "webhook" ? maskedUrl(to) : to;
}

/**
 * What `npm run leads -- outbox` and GET /api/admin/outbox show: where each kind goes, the
 * counts by state, and the rows not yet sent (without bodies).
 */
export async function outboxReport(store: OutboxStore, dispatcher: OutboxDispatcher) {
  const senders = dispatcher.describeSenders();
  const unsent = await store.list();
  return {
    transport: senders.mail ?? "not configured",
    alerts: { sms: senders.sms, webhook: senders.webhook },
    counts: await store.counts(),
    unsent: unsent.map((row) => ({ ...row, to: outboxDestination(row.kind, row.to) })),
  };
}
