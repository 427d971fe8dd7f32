import "server-only";
import { clientAddress, jsonError, jsonOk, rateLimitKey } from "../http/request";
import { checkRateLimit, type RateLimiter } from "../http/rate-limit";
import type { AltchaRobotCheck } from "./altcha";

export interface ChallengeDeps {
  altcha: AltchaRobotCheck | undefined;
  limiter: RateLimiter;
  trustProxy: number;
}

/**
 * GET /api/captcha/challenge: a fresh signed ALTCHA challenge, never cached. Counted per client
 * like the form (a visitor needs one per attempt; a flood of requests gets 429 before any work).
 */
export async function handleChallengeRequest(
  request: Request,
  deps: ChallengeDeps,
): Promise<Response> {
  if (!deps.altcha) return jsonError(404, "The robot check in use is not ALTCHA");
  const limit = await checkRateLimit(
    deps.limiter,
    rateLimitKey(clientAddress(request, deps.trustProxy)),
  );
  if (limit.limited) {
    return jsonError(
      429,
      "Too many robot-check challenges from your address. Please wait a few minutes.",
      {
        headers: { "retry-after": String(limit.retryAfterSeconds) },
      },
    );
  }
  return jsonOk({ ...(await deps.altcha.createChallenge()) });
}
