import "server-only";

/** Every error answer of the API: JSON `{ error }` (plus optional details), never HTML. */
export function jsonError(
  status: number,
  error: string,
  extra: { headers?: HeadersInit; body?: Record<string, unknown> } = {},
): Response {
  return Response.json(
    { error, ...extra.body },
    { status, headers: { "cache-control": "no-store", ...headersObject(extra.headers) } },
  );
}

export function jsonOk(body: Record<string, unknown>, headers?: HeadersInit): Response {
  return Response.json(body, {
    status: 200,
    headers: { "cache-control": "no-store", ...headersObject(headers) },
  });
}

function headersObject(headers: HeadersInit | undefined): Record<string, string> {
  return headers ? Object.fromEntries(new Headers(headers).entries()) : {};
}

/** application/json, with or without parameters (charset). */
export function isJsonContentType(request: Request): boolean {
  const type = request.headers.get("content-type");
  if (!type) return false;
  const essence = type.split(";")[0]?.trim().toLowerCase();
  return essence === "application/json";
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body is larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Reads the body as text, counting bytes as they arrive: route handlers have no body limit and
 * a chunked body has no Content-Length, so the count is what enforces the limit. A declared
 * length over the limit is refused before reading anything.
 */
export async function readBodyWithLimit(request: Request, limit: number): Promise<string> {
  if (declaredLengthExceeds(request, limit)) throw new BodyTooLargeError(limit);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

export function declaredLengthExceeds(request: Request, limit: number): boolean {
  const declared = request.headers.get("content-length");
  if (declared === null) return false;
  const length = Number(declared);
  return Number.isFinite(length) && length > limit;
}

// The client address moved to its own module (issue 27); re-exported for the existing callers.
export {
  clientAddress,
  normaliseAddress,
  PEER_ADDRESS_HEADER,
  rateLimitKey,
} from "./client-address";

/** The host the request was addressed to, as the browser saw it. */
export function requestHost(request: Request, trustProxy: number): string {
  const forwarded =
    trustProxy > 0 ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return (forwarded || request.headers.get("host") || new URL(request.url).host).toLowerCase();
}

/**
 * True when a browser says the request comes from another site: Sec-Fetch-Site "cross-site"
 * (or "same-site" from an origin we do not serve), or an Origin that is neither the configured
 * site origin nor the origin (scheme, host, port) the request was sent to. Requests without these headers are not
 * from a browser page and pass (the other checks still apply).
 */
export function isCrossSite(request: Request, siteOrigin: string, trustProxy: number): boolean {
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site")?.toLowerCase();
  if (fetchSite === "cross-site") return true;
  if (!origin || origin === "null") return origin === "null";
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return true;
  }
  if (originUrl.origin === siteOrigin) return false;
  // Scheme, host and port must all match the origin the request was sent to.
  try {
    return (
      originUrl.origin !==
      new URL(`${requestScheme(request, trustProxy)}://${requestHost(request, trustProxy)}`).origin
    );
  } catch {
    return true;
  }
}

/** "https" or "http", as the browser used it: X-Forwarded-Proto only from a trusted proxy. */
export function requestScheme(request: Request, trustProxy: number): string {
  const forwarded =
    trustProxy > 0
      ? request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase()
      : undefined;
  if (forwarded === "https" || forwarded === "http") return forwarded;
  return new URL(request.url).protocol.replace(/:$/, "");
}
