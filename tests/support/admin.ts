import {
  ADMIN_FAILURE_WINDOW_SECONDS,
  ADMIN_FAILURES_ALLOWED,
  type AdminDeps,
} from "@/server/admin/handle-admin";
import { BoundedMemoryLimiter } from "@/server/http/rate-limit";
import type { LeadStore } from "@/server/leads/store";
import { OutboxDispatcher } from "@/server/outbox/dispatcher";
import { createFileTransport } from "@/server/mail/transport";
import { testSite } from "./pipeline";

/** The admin endpoints' dependencies as a server builds them, over a store and a mail folder. */
export function testAdminDeps(token: () => string, store: LeadStore, outboxDir: string): AdminDeps {
  const dispatcher = new OutboxDispatcher({
    store,
    transport: createFileTransport(outboxDir),
    from: "quotes@sender.test",
    siteUrl: testSite().url,
  });
  return {
    token,
    failedAttempts: new BoundedMemoryLimiter(ADMIN_FAILURES_ALLOWED, ADMIN_FAILURE_WINDOW_SECONDS),
    trustProxy: 0,
    store: async () => store,
    dispatcher: async () => dispatcher,
  };
}
