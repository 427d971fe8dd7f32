import "server-only";
import { checkRateLimit, type RateLimiter } from "../http/rate-limit";
import { clientAddress, isCrossSite, jsonError, rateLimitKey } from "../http/request";
import { constantTimeEqual } from "../secrets";

export interface PublicGateDeps {
  contactApiKey?: string;
  siteOrigin: string;
  trustProxy: number;
  /** The company phone, offered when the visitor is told to wait. */
  phone: string;
  rateLimiter: RateLimiter;
}

/**
 * The cheap checks of every public form endpoint (/api/email, /api/estimates), in order: the
 * public request key (401), a cross-site request (403), the rate limit per client address (429
 * with Retry-After). A refusal is the Response to send; otherwise the client's address.
 */
export async function passPublicGate(
  request: Request,
  deps: PublicGateDeps,
): Promise<Response | { address: string }> {
  if (deps.contactApiKey) {
    const key = request.headers.get("x-api-key") ?? "";
    if (!constantTimeEqual(key, deps.contactApiKey)) {
      return jsonError(401, "Missing or wrong x-api-key header");
    }
  }
  if (isCrossSite(request, deps.siteOrigin, deps.trustProxy)) {
    return jsonError(403, "Requests from other sites are not accepted");
  }
  const address = clientAddress(request, deps.trustProxy);
  const limit = await checkRateLimit(deps.rateLimiter, rateLimitKey(address));
  if (limit.limited) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return jsonError(
      429,
      `Too many requests from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"} or call us at ${deps.phone}.`,
      { headers: { "retry-after": String(limit.retryAfterSeconds) } },
    );
  }
  return { address };
}
