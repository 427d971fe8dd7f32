import "server-only";
import { count, inArray, min } from "drizzle-orm";
import type { Database } from "../db/client";
import { outbox, type OutboxStatus } from "../db/schema";

/**
 * What `/api/health` tells a monitor: whether the store answers and how far the outbox is
 * behind. Counts and an age only: no lead, address or error text (the endpoint is public).
 */
export interface HealthReport {
  ok: boolean;
  store: "ok" | "unreachable";
  outbox?: {
    /** Mail and alerts still to deliver (pending, or being sent now). */
    backlog: number;
    /** Seconds since the oldest of them was written; null when there is none. */
    oldestPendingSeconds: number | null;
    /** Given up after every attempt: the owner sends them with `npm run leads -- outbox`. */
    failed: number;
  };
}

const UNSENT: OutboxStatus[] = ["pending", "sending"];

export async function outboxHealth(
  db: Database,
  now: Date = new Date(),
): Promise<NonNullable<HealthReport["outbox"]>> {
  const [unsent] = await db
    .select({ backlog: count(), oldest: min(outbox.createdAt) })
    .from(outbox)
    .where(inArray(outbox.status, UNSENT));
  const [failed] = await db
    .select({ value: count() })
    .from(outbox)
    .where(inArray(outbox.status, ["failed"]));
  // PGlite and node-postgres both hand min(timestamptz) back as a string or a Date.
  const oldest = unsent?.oldest ? new Date(unsent.oldest) : undefined;
  return {
    backlog: unsent?.backlog ?? 0,
    oldestPendingSeconds: oldest
      ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000))
      : null,
    failed: failed?.value ?? 0,
  };
}

/** The store answers when the database opens and the outbox query runs. */
export async function healthReport(openDb: () => Promise<Database>): Promise<HealthReport> {
  try {
    const db = await openDb();
    return { ok: true, store: "ok", outbox: await outboxHealth(db) };
  } catch (error) {
    console.error("[health] store:", error instanceof Error ? error.message : error);
    return { ok: false, store: "unreachable" };
  }
}
