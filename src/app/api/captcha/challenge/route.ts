import { jsonError, jsonOk } from "@/server/http/request";
import { withRuntime } from "@/server/http/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/captcha/challenge: a fresh signed ALTCHA challenge for the widget (never cached). */
export function GET(): Promise<Response> {
  return withRuntime(async (server) => {
    if (!server.altcha) return jsonError(404, "The robot check in use is not ALTCHA");
    return jsonOk({ ...(await server.altcha.createChallenge()) });
  });
}
