import { publicRobotCheckConfig } from "@/server/robot-check/public-config";
import { jsonOk } from "@/server/http/request";
import { withRuntime } from "@/server/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/captcha/config: which robot check the forms use, asked when a visitor submits, so the
 * prerendered pages carry nothing provider-specific. Public values only (never cached).
 */
export function GET(): Promise<Response> {
  return withRuntime(async (server) => jsonOk({ ...publicRobotCheckConfig(server.config) }));
}
