import { healthReport } from "@/server/health/health-report";
import { jsonError, jsonOk } from "@/server/http/request";
import { withRuntime } from "@/server/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/health: for the host's monitor and the proxy. 200 when the store answers, 503 when
 * it does not; the outbox backlog and the age of its oldest row. No personal data, never cached.
 */
export function GET(): Promise<Response> {
  return withRuntime(async (server) => {
    const report = await healthReport(async () => (await server.database()).db);
    return report.ok
      ? jsonOk({ ...report })
      : jsonError(503, "The lead store does not answer.", { body: { ...report } });
  });
}
