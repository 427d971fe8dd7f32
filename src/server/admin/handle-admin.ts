import "server-only";
import { clientAddress, jsonError, jsonOk, rateLimitKey } from "../http/request";
import type { BoundedMemoryLimiter } from "../http/rate-limit";
import { leadsToCsv } from "../leads/csv";
import type { LeadStore } from "../leads/store";
import type { OutboxDispatcher } from "../outbox/dispatcher";
import { outboxReport } from "../outbox/report";
import { constantTimeEqual } from "../secrets";

/**
 * The small admin API the `npm run leads` CLI uses while the server owns the PGlite directory,
 * and that lets the owner export leads from a deployed server. Bearer token: ADMIN_TOKEN, or
 * the token the server keeps in DATA_DIR/admin-token.
 */

export interface AdminDeps {
  token: () => string;
  /** Wrong tokens per client: after ADMIN_FAILURES_ALLOWED, 429 until the window ends. */
  failedAttempts: BoundedMemoryLimiter;
  trustProxy: number;
  store: () => Promise<LeadStore>;
  dispatcher: () => Promise<OutboxDispatcher>;
}

const UNAVAILABLE = "The lead store is unavailable";

function unauthorized(): Response {
  return jsonError(401, "Missing or wrong admin token", {
    headers: { "www-authenticate": 'Bearer realm="leads"' },
  });
}

/** Wrong admin tokens allowed per client address in ADMIN_FAILURE_WINDOW_SECONDS. */
export const ADMIN_FAILURES_ALLOWED = 10;
export const ADMIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * The token check, throttled: a client that sent too many wrong tokens gets 429 (whatever it
 * sends now) until its window ends, so the token cannot be guessed at request speed.
 * Returns the answer to send, or undefined when the request may go on.
 */
function refuse(request: Request, deps: AdminDeps): Response | undefined {
  const client = rateLimitKey(clientAddress(request, deps.trustProxy));
  const state = deps.failedAttempts.blocked(client);
  if (state.blocked) {
    return jsonError(429, "Too many wrong admin tokens from your address. Try again later.", {
      headers: { "retry-after": String(state.retryAfterSeconds) },
    });
  }
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] && constantTimeEqual(match[1], deps.token())) return undefined;
  void deps.failedAttempts.consume(client).catch(() => undefined);
  return unauthorized();
}

/** "2026-03-01" (midnight UTC) or any ISO 8601 date-time; a day that does not exist is invalid. */
export function parseSince(value: string | null): Date | undefined | "invalid" {
  if (value === null || value === "") return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  if (!match) return "invalid";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "invalid";
  // JavaScript rolls 2026-02-30 over to March 2: the calendar day must be the one written.
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const same =
    calendar.getUTCFullYear() === year &&
    calendar.getUTCMonth() === month - 1 &&
    calendar.getUTCDate() === day;
  return same ? date : "invalid";
}

/** GET /api/admin/leads?format=csv|json&since=DATE[&limit=N] (limit: the newest N, newest first). */
export async function handleAdminLeads(request: Request, deps: AdminDeps): Promise<Response> {
  const refused = refuse(request, deps);
  if (refused) return refused;
  const params = new URL(request.url).searchParams;
  const format = params.get("format") ?? "json";
  if (format !== "json" && format !== "csv") return jsonError(400, "format must be csv or json");
  const since = parseSince(params.get("since"));
  if (since === "invalid") return jsonError(400, "since must be a date such as 2026-03-01");
  const limitParam = params.get("limit");
  const limit = limitParam === null ? undefined : Number(limitParam);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0 && limit <= 10_000)) {
    return jsonError(400, "limit must be a whole number from 1 to 10000");
  }
  let store: LeadStore;
  try {
    store = await deps.store();
  } catch {
    return jsonError(503, UNAVAILABLE);
  }
  const leads = limit ? await store.listLeads({ limit, since }) : await store.exportLeads(since);
  if (format === "csv") {
    const day = new Date().toISOString().slice(0, 10);
    return new Response(leadsToCsv(leads), {
      status: 200,
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="leads-${day}.csv"`,
        "cache-control": "no-store",
      },
    });
  }
  return jsonOk({ leads });
}

/** GET /api/admin/outbox: where each kind goes, counts by state, and the rows not yet sent. */
export async function handleAdminOutbox(request: Request, deps: AdminDeps): Promise<Response> {
  const refused = refuse(request, deps);
  if (refused) return refused;
  try {
    const store = await deps.store();
    const dispatcher = await deps.dispatcher();
    return jsonOk(await outboxReport(store, dispatcher));
  } catch {
    return jsonError(503, UNAVAILABLE);
  }
}

/** POST /api/admin/outbox/flush: every unsent row (pending or failed: mail, SMS, webhook) is sent now. */
export async function handleAdminFlush(request: Request, deps: AdminDeps): Promise<Response> {
  const refused = refuse(request, deps);
  if (refused) return refused;
  try {
    const store = await deps.store();
    const dispatcher = await deps.dispatcher();
    const requeued = await store.requeueUnsent();
    const result = await dispatcher.runOnce();
    return jsonOk({ requeued, ...result, ...(await outboxReport(store, dispatcher)) });
  } catch {
    return jsonError(503, UNAVAILABLE);
  }
}
