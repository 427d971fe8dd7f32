import "server-only";
import type { z } from "zod";
import { estimateRequestSchema, type EstimateRequest } from "@/shared/estimate/schema";
import type { EstimatePrint, EstimateSheet } from "@/shared/estimate/sheet";
import { estimateIdOf } from "@/shared/estimate/number";
import { NOT_A_ROBOT } from "@/shared/robot-check";
import type { RobotCheck } from "../robot-check/types";
import type { RateLimiter } from "../http/rate-limit";
import {
  BodyTooLargeError,
  declaredLengthExceeds,
  isJsonContentType,
  jsonError,
  readBodyWithLimit,
  requestHost,
} from "../http/request";
import { escapeForLog } from "../leads/log-safe";
import { passPublicGate } from "../leads/public-gate";
import type { EstimateRow } from "../db/schema";
import { estimateSheet, type SheetContext } from "./sheet";
import type { EstimateStore } from "./store";

/** The answers of a finished flow, replayed and priced by the calculator's engine (injected by the route). */
export interface PricedEstimate {
  answers: Record<string, string | number>;
  totalCents: number;
  /** What the PDF prints from the engine: stored with the estimate. */
  print: EstimatePrint;
}

export interface EstimateDeps {
  contactApiKey?: string;
  siteOrigin: string;
  trustProxy: number;
  phone: string;
  rateLimiter: RateLimiter;
  robotCheck: RobotCheck;
  store: () => Promise<EstimateStore>;
  /** Undefined when the answers do not finish a flow. */
  price: (answers: Record<string, string | number>) => PricedEstimate | undefined;
  /** The company, the site's origin and ESTIMATE_VALID_DAYS: the sheet's part beside the engine's. */
  sheetContext: SheetContext;
  render: (sheet: EstimateSheet) => Promise<Buffer>;
  log?: Pick<Console, "warn" | "error">;
}

/** 8 KiB: a finished flow's answers and a robot-check token. */
export const MAX_ESTIMATE_BODY_BYTES = 8 * 1024;

function pdfResponse(number: string, bytes: Buffer): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${number}.pdf"`,
      "x-estimate-number": number,
      "cache-control": "no-store",
    },
  });
}

/**
 * POST /api/estimates: the same gate as /api/email, cheap checks first (415, 413, 401, 403,
 * 429, 400 body, 400 robot check), then the answers are replayed through the flow (400 when they
 * do not finish it), the estimate is numbered by the database (503 when the store is down) and
 * its PDF returned.
 */
export async function handleEstimateRequest(
  request: Request,
  deps: EstimateDeps,
): Promise<Response> {
  const log = deps.log ?? console;
  const parsed = await readEstimateRequest(request, deps, estimateRequestSchema);
  if (parsed instanceof Response) return parsed;
  const priced = deps.price(parsed.answers);
  if (!priced) {
    return jsonError(400, "Finish the calculator's questions first", {
      body: { field: "answers" },
    });
  }
  let issued;
  try {
    issued = await (await deps.store()).issue(priced.answers, priced.totalCents, priced.print);
  } catch (error) {
    log.error(
      "[estimates] could not store an estimate:",
      error instanceof Error ? error.message : error,
    );
    return jsonError(
      503,
      `We could not prepare your estimate right now. Please try again in a few minutes or call us at ${deps.phone}.`,
    );
  }
  const sheet = sheetOf(issued, deps)!;
  return pdfResponse(sheet.number, await deps.render(sheet));
}

/**
 * An issued estimate's sheet: its lines as stored when it was issued; for an estimate issued
 * before they were stored, the answers priced again. Undefined when neither is possible.
 */
export function sheetOf(
  row: EstimateRow,
  deps: Pick<EstimateDeps, "price" | "sheetContext">,
): EstimateSheet | undefined {
  const print = row.print ?? deps.price(row.answers)?.print;
  return print && estimateSheet({ id: row.id, issued: row.createdAt, print }, deps.sheetContext);
}

/** GET /api/estimates/EST-2026-00042: an issued estimate's PDF again (the owner's mail links it). */
export async function handleEstimatePdf(
  number: string,
  deps: Pick<EstimateDeps, "store" | "price" | "sheetContext" | "render" | "phone">,
): Promise<Response> {
  const id = estimateIdOf(number);
  if (id === undefined) return jsonError(400, "Not an estimate number (EST-2026-00042)");
  let row;
  try {
    row = await (await deps.store()).get(id);
  } catch {
    return jsonError(503, `The estimates cannot be read right now. Call us at ${deps.phone}.`);
  }
  const sheet = row && sheetOf(row, deps);
  if (!sheet || sheet.number !== number) return jsonError(404, "No such estimate");
  return pdfResponse(sheet.number, await deps.render(sheet));
}

/**
 * The checks /api/email makes before any costly work, then the body (the download's or the
 * mail's schema), then the robot check; a Response on refusal.
 */
export async function readEstimateRequest<T extends EstimateRequest>(
  request: Request,
  deps: EstimateDeps,
  schema: z.ZodType<T, unknown>,
): Promise<T | Response> {
  const log = deps.log ?? console;
  if (request.method !== "POST") return jsonError(405, "Use POST", { headers: { allow: "POST" } });
  if (!isJsonContentType(request)) {
    return jsonError(415, "Send the request as JSON (Content-Type: application/json)");
  }
  const tooLarge = () =>
    jsonError(413, `The request is too large (at most ${MAX_ESTIMATE_BODY_BYTES / 1024} KiB)`);
  if (declaredLengthExceeds(request, MAX_ESTIMATE_BODY_BYTES)) return tooLarge();
  const gate = await passPublicGate(request, deps);
  if (gate instanceof Response) return gate;
  const { address } = gate;
  let json: unknown;
  try {
    json = JSON.parse(await readBodyWithLimit(request, MAX_ESTIMATE_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge();
    return jsonError(400, "The request body is not valid JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return jsonError(400, issue?.message ?? "Invalid request", {
      body: { field: issue?.path.map(String).join(".") ?? "" },
    });
  }
  const hostnames = [
    ...new Set([
      new URL(deps.siteOrigin).hostname,
      requestHost(request, deps.trustProxy).replace(/:\d+$/, ""),
    ]),
  ];
  const check = await deps.robotCheck
    .verify(parsed.data.recaptchaToken, {
      remoteIp: address === "unknown" ? undefined : address,
      hostnames,
    })
    .catch(() => ({ ok: false as const, reason: "robot check error", unavailable: true }));
  if (!check.ok) {
    if (check.unavailable) {
      return jsonError(
        503,
        `We could not run the robot check right now. Please try again in a minute or call us at ${deps.phone}.`,
      );
    }
    log.warn(`[estimates] robot check rejected a request from ${escapeForLog(address)}`);
    return jsonError(400, NOT_A_ROBOT);
  }
  return parsed.data;
}
