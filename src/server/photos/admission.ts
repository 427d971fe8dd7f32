import "server-only";
import pLimit, { type LimitFunction } from "p-limit";
import { jsonError } from "../http/request";
import { isMultipartContentType } from "./read-multipart";

/**
 * Requests with photos handled at once, process-wide. Each one holds its photos' bytes (up to
 * 20 MB) and, while one is re-encoded, its decoded pixels; two at a time keep a burst of uploads
 * within the memory a 1 GB server can give (docs/decisions.md, issue 27). The rest wait without
 * their bodies being read.
 */
export const PHOTO_REQUESTS_AT_ONCE = 2;
/** Requests with photos that may wait for a turn; one more is answered 503 with Retry-After. */
export const PHOTO_REQUESTS_WAITING = 16;
const RETRY_AFTER_SECONDS = 10;

/** A turn for each request with photos; JSON requests pass straight through. */
export class PhotoAdmission {
  private readonly gate: LimitFunction;

  constructor(
    readonly atOnce = PHOTO_REQUESTS_AT_ONCE,
    private readonly waiting = PHOTO_REQUESTS_WAITING,
  ) {
    this.gate = pLimit(atOnce);
  }

  /** Requests running now. */
  get active(): number {
    return this.gate.activeCount;
  }

  handle(request: Request, handler: () => Promise<Response>): Promise<Response> {
    if (!isMultipartContentType(request)) return handler();
    if (this.gate.pendingCount >= this.waiting) {
      return Promise.resolve(
        jsonError(503, "Many photos are being sent right now. Please try again in a few seconds.", {
          headers: { "retry-after": String(RETRY_AFTER_SECONDS) },
        }),
      );
    }
    return this.gate(handler);
  }
}

const GLOBAL_KEY = Symbol.for("straightcut.photo-admission");
type AdmissionGlobal = typeof globalThis & { [GLOBAL_KEY]?: PhotoAdmission };

/** One per process (route handlers are separate bundles, so it is kept on globalThis). */
export function photoAdmission(): PhotoAdmission {
  const holder = globalThis as AdmissionGlobal;
  holder[GLOBAL_KEY] ??= new PhotoAdmission();
  return holder[GLOBAL_KEY];
}
