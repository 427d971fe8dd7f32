import {
  ADMIN_FAILURE_WINDOW_SECONDS,
  ADMIN_FAILURES_ALLOWED,
  type AdminDeps,
} from "@/server/admin/handle-admin";
import { BoundedMemoryLimiter } from "@/server/http/rate-limit";
import type { LeadStore } from "@/server/leads/store";
import { mailSenders } from "@/server/mail/mail-sender";
import { createFileTransport } from "@/server/mail/transport";
import { OutboxDispatcher } from "@/server/outbox/dispatcher";
import type { OutboxSenders } from "@/server/delivery/sender";
import { testSite } from "./pipeline";

/**
 * The admin endpoints' dependencies as a server builds them, over a store and a mail folder
 * (and the alert senders, when a test gives them).
 */
export function testAdminDeps(
  token: () => string,
  store: LeadStore,
  outboxDir: string,
  alertSenders: OutboxSenders = {},
): AdminDeps {
  const dispatcher = new OutboxDispatcher({
    store: store.outbox,
    senders: {
      ...mailSenders(createFileTransport(outboxDir), "quotes@sender.test", testSite().url),
      ...alertSenders,
    },
  });
  return {
    token,
    failedAttempts: new BoundedMemoryLimiter(ADMIN_FAILURES_ALLOWED, ADMIN_FAILURE_WINDOW_SECONDS),
    trustProxy: 0,
    store: async () => store,
    dispatcher: async () => dispatcher,
  };
}
