import { handleChallengeRequest } from "@/server/robot-check/handle-challenge";
import { withRuntime } from "@/server/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge for the widget (never cached). */
export function GET(request: Request): Promise<Response> {
  return withRuntime((server) => handleChallengeRequest(request, server.challengeDeps()));
}
