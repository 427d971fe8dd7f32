import "server-only";
import crypto from "node:crypto";
import { contactRequestSchema, firstIssue, type ContactRequest } from "@/shared/lead/schema";
import { NOT_A_ROBOT } from "@/shared/robot-check";
import type { Lead } from "../db/schema";
import type { LeadWithRequests } from "../delivery/lead-requests";
import type { RobotCheck, RobotCheckResult } from "../robot-check/types";
import {
  BodyTooLargeError,
  declaredLengthExceeds,
  isJsonContentType,
  jsonError,
  jsonOk,
  readBodyWithLimit,
  requestHost,
} from "../http/request";
import type { RateLimiter } from "../http/rate-limit";
import { escapeForLog, storeFailureReason } from "./log-safe";
import { passPublicGate } from "./public-gate";
import type { OutboxMessage } from "../delivery/message";
import type { LeadStore } from "./store";
import { photoSummary, type PhotoSummary } from "../photos/summary";
import { photoMessages } from "@/shared/lead/photos";
import {
  isMultipartContentType,
  multipartCeiling,
  readMultipartRequest,
} from "../photos/read-multipart";
import { preparePhotos, typePhotos, type PreparedPhoto, type TypedPhoto } from "../photos/prepare";
import { MultipartError, PhotoRejection } from "../photos/rejection";

const IDEMPOTENCY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 32 KiB: a long message and the calculator's answers fit many times over. */
export const MAX_BODY_BYTES = 32 * 1024;

export interface LeadRequestDeps {
  contactApiKey?: string;
  siteOrigin: string;
  trustProxy: number;
  /** The company phone, offered when the visitor cannot be served right now. */
  phone: string;
  rateLimiter: RateLimiter;
  robotCheck: RobotCheck;
  /** The store; throws when it cannot be opened (the answer is then 503). */
  store: () => Promise<LeadStore>;
  /**
   * The finished messages of a new lead (its two mails and the owner's instant alerts), composed
   * before the lead's transaction as plain values.
   */
  composeMessages: (lead: LeadWithRequests, photos: PhotoSummary[]) => Promise<OutboxMessage[]>;
  /** Called after a lead is committed (the dispatcher sends its mail and alerts soon). */
  afterCommit?: (leadId: string) => void;
  log?: Pick<Console, "warn" | "error">;
}

/**
 * POST /api/email, the lead pipeline of the design, cheap checks first:
 * 415 neither JSON nor multipart, 413 declared length over 32 KiB (JSON) or over the photos'
 * ceiling (multipart), 401 wrong x-api-key, 403 cross-site, 429 rate limit, then the body is
 * read counting bytes (413 past the limits; with photos, 413 for a sixth photo or one too
 * large, 415 for a file whose bytes are not an image), 400 invalid body (naming the field),
 * honeypot (200, nothing stored), 400 robot check, then the photos are decoded and re-encoded
 * (400 when one cannot be), then one transaction (lead + photos + outbox) and 200 { ok, id }
 * after the commit; 503 when the store is down. Every error answer is JSON { error }; a
 * refused photo's also names it (PhotoError).
 */
export async function handleLeadRequest(
  request: Request,
  deps: LeadRequestDeps,
): Promise<Response> {
  const log = deps.log ?? console;
  const unavailable = `We could not take your request right now. Please try again in a few minutes or call us at ${deps.phone}.`;

  if (request.method !== "POST") {
    return jsonError(405, "Use POST", { headers: { allow: "POST" } });
  }
  const withPhotos = isMultipartContentType(request);
  if (!withPhotos && !isJsonContentType(request)) {
    return jsonError(
      415,
      "Send the request as JSON (Content-Type: application/json), or as multipart/form-data with photos",
    );
  }
  if (withPhotos && declaredLengthExceeds(request, multipartCeiling(MAX_BODY_BYTES))) {
    return new PhotoRejection(413, photoMessages.totalTooLarge()).toResponse();
  }
  if (!withPhotos && declaredLengthExceeds(request, MAX_BODY_BYTES)) return tooLarge();
  const gate = await passPublicGate(request, deps);
  if (gate instanceof Response) return gate;
  const { address } = gate;

  let text: string;
  let received: TypedPhoto[] = [];
  try {
    if (withPhotos) {
      const multipart = await readMultipartRequest(request, MAX_BODY_BYTES);
      text = multipart.requestText;
      received = await typePhotos(multipart.photos);
    } else {
      text = await readBodyWithLimit(request, MAX_BODY_BYTES);
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge();
    if (error instanceof PhotoRejection) return error.toResponse();
    if (error instanceof MultipartError) return jsonError(400, error.message);
    return jsonError(400, "The request body could not be read");
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return jsonError(400, "The request body is not valid JSON");
  }
  const parsed = contactRequestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error);
    return jsonError(400, issue.message, { body: { field: issue.field } });
  }
  const body: ContactRequest = parsed.data;
  const headerKey = request.headers.get("idempotency-key")?.trim();
  if (headerKey !== undefined && !IDEMPOTENCY_KEY.test(headerKey)) {
    return jsonError(400, "The Idempotency-Key header must be a UUID", {
      body: { field: "idempotencyKey" },
    });
  }
  // A request without a key (the spec's own body) is a single attempt.
  const idempotencyKey = body.idempotencyKey ?? headerKey ?? crypto.randomUUID();

  // The honeypot: people never see the field; a bot that fills it gets a normal-looking answer.
  if (body.payload.website && body.payload.website.trim() !== "") {
    log.warn(`[leads] honeypot filled from ${escapeForLog(address)}; request dropped`);
    return jsonOk({ ok: true });
  }

  const hostnames = [
    ...new Set([
      new URL(deps.siteOrigin).hostname,
      requestHost(request, deps.trustProxy).replace(/:\d+$/, ""),
    ]),
  ];
  let check: RobotCheckResult;
  try {
    check = await deps.robotCheck.verify(body.recaptchaToken, {
      remoteIp: address === "unknown" ? undefined : address,
      hostnames,
    });
  } catch (error) {
    log.error("[leads] robot check failed:", error instanceof Error ? error.message : error);
    check = { ok: false, reason: "robot check error", unavailable: true };
  }
  if (!check.ok) {
    if (check.unavailable) {
      log.error(`[leads] robot check (${deps.robotCheck.provider}) unavailable: ${check.reason}`);
      return jsonError(
        503,
        `We could not run the robot check right now. Please try again in a minute or call us at ${deps.phone}.`,
      );
    }
    log.warn(
      `[leads] robot check (${deps.robotCheck.provider}) rejected a request from ${escapeForLog(address)}: ${escapeForLog(check.reason)}`,
    );
    return jsonError(400, NOT_A_ROBOT);
  }

  // The costly part comes last: only a request that passed every other check is decoded.
  let photos: PreparedPhoto[];
  try {
    photos = await preparePhotos(received);
  } catch (error) {
    if (error instanceof PhotoRejection) return error.toResponse();
    throw error;
  }

  const { payload } = body;
  // The lead's id and time are set here, so every message is finished before the transaction.
  const lead: Lead = {
    id: crypto.randomUUID(),
    createdAt: new Date(),
    name: payload.name,
    email: payload.email,
    phone: payload.phone,
    service: payload.service ?? null,
    message: payload.message,
    form: payload.form,
    page: payload.page ?? null,
    referrer: payload.referrer ?? null,
    utm: payload.utm && Object.keys(payload.utm).length > 0 ? payload.utm : null,
    calculator: payload.calculator ?? null,
    // The address the rate limit counted (not its /64 key), stored with the lead.
    clientAddress: address === "unknown" ? null : address,
    idempotencyKey,
  };
  let saved: { id: string; created: boolean; samePayload: boolean };
  try {
    const store = await deps.store();
    // What the request asks for besides the quote, checked before composing (an estimate
    // number we never issued is dropped), so the messages say it and the transaction stores it.
    const asked = await store.resolveRequests({
      safetyPapers: payload.safetyPapers,
      estimateNumber: payload.estimateNumber,
    });
    const messages = await deps.composeMessages(
      { ...lead, ...asked.facts },
      photos.map(photoSummary),
    );
    saved = await store.insertLeadWithOutbox(lead, messages, photos, asked);
  } catch (error) {
    log.error(
      `[leads] could not store a lead (idempotency key ${idempotencyKey}): ${storeFailureReason(error)}`,
    );
    return jsonError(503, unavailable);
  }
  if (!saved.samePayload) {
    return jsonError(
      409,
      "This request was already sent with different details. Please reload the page and send it again.",
    );
  }
  if (saved.created) deps.afterCommit?.(saved.id);
  return jsonOk({ ok: true, id: saved.id });
}

function tooLarge(): Response {
  return jsonError(413, `The request is too large (at most ${MAX_BODY_BYTES / 1024} KiB)`);
}
