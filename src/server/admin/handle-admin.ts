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

function unauthorized(scheme: "Bearer" | "Basic"): Response {
  return jsonError(401, "Missing or wrong admin token", {
    headers: { "www-authenticate": `${scheme} realm="leads"` },
  });
}

/** The password of a Basic authorization (any user name): how a browser sends the token. */
function basicPassword(header: string): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon === -1 ? undefined : decoded.slice(colon + 1);
}

/** Wrong admin tokens allowed per client address in ADMIN_FAILURE_WINDOW_SECONDS. */
export const ADMIN_FAILURES_ALLOWED = 10;
export const ADMIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * The token check, throttled: a client that sent too many wrong tokens gets 429 for every
 * further wrong one until its window ends; the right token is never refused.
 * Returns the answer to send, or undefined when the request may go on. With `basic`, the token
 * may also come as the password of Basic authorization, so a photo link in the owner's mail
 * opens in a browser (which asks for it); only read-only GET routes allow it, since a browser
 * sends remembered Basic credentials on its own.
 */
export function refuse(
  request: Request,
  deps: AdminDeps,
  options: { basic?: boolean } = {},
): Response | undefined {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const given = match?.[1] ?? (options.basic ? basicPassword(header) : undefined);
  // The right token always passes: the throttle counts failures only, so nobody sharing the
  // owner's address (or forging it) can lock the owner or the CLI out. Guessing stays
  // hopeless: a token has at least 32 random characters (env.ts).
  if (given && constantTimeEqual(given, deps.token())) return undefined;
  const client = rateLimitKey(clientAddress(request, deps.trustProxy));
  const state = deps.failedAttempts.blocked(client);
  if (state.blocked) {
    return jsonError(429, "Too many wrong admin tokens from your address. Try again later.", {
      headers: { "retry-after": String(state.retryAfterSeconds) },
    });
  }
  void deps.failedAttempts.consume(client).catch(() => undefined);
  return unauthorized(options.basic ? "Basic" : "Bearer");
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
  const leads = await store.records(
    limit ? await store.listLeads({ limit, since }) : await store.exportLeads(since),
  );
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
    return jsonOk(await outboxReport(store.outbox, dispatcher));
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
    const requeued = await store.outbox.flush();
    const result = await dispatcher.runOnce();
    return jsonOk({ requeued, ...result, ...(await outboxReport(store.outbox, dispatcher)) });
  } catch {
    return jsonError(503, UNAVAILABLE);
  }
}

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/admin/leads/<id>/photos: the lead's photos (names, types, sizes; no bytes). */
export async function handleAdminLeadPhotos(
  request: Request,
  deps: AdminDeps,
  params: { id: string },
): Promise<Response> {
  const refused = refuse(request, deps, { basic: true });
  if (refused) return refused;
  if (!LEAD_ID.test(params.id)) return jsonError(404, "No such lead");
  try {
    const store = await deps.store();
    if (!(await store.getLead(params.id))) return jsonError(404, "No such lead");
    const photos = await store.photos.summaries([params.id]);
    return jsonOk({ photos: photos.get(params.id) ?? [] });
  } catch {
    return jsonError(503, UNAVAILABLE);
  }
}

/**
 * GET /api/admin/leads/<id>/photos/<position>: one photo, for the links of an owner's mail
 * too large to carry them and for `npm run leads -- photos`. Shown in the browser (inline),
 * never embedded by another site (Cross-Origin-Resource-Policy).
 */
export async function handleAdminLeadPhoto(
  request: Request,
  deps: AdminDeps,
  params: { id: string; position: string },
): Promise<Response> {
  const refused = refuse(request, deps, { basic: true });
  if (refused) return refused;
  const position = Number(params.position);
  if (!LEAD_ID.test(params.id) || !/^[1-9]\d?$/.test(params.position)) {
    return jsonError(404, "No such photo");
  }
  let photo;
  try {
    photo = await (await deps.store()).photos.one(params.id, position);
  } catch {
    return jsonError(503, UNAVAILABLE);
  }
  if (!photo) return jsonError(404, "No such photo");
  return new Response(new Uint8Array(photo.data), {
    status: 200,
    headers: {
      "content-type": photo.contentType,
      "content-length": String(photo.data.byteLength),
      // The stored name holds only letters, digits, dot, dash and underscore.
      "content-disposition": `inline; filename="${photo.fileName}"`,
      "cache-control": "private, no-store",
      "cross-origin-resource-policy": "same-origin",
      "x-content-type-options": "nosniff",
    },
  });
}
