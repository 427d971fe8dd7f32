import { handleLeadRequest } from "@/server/leads/handle-request";
import { withRuntime } from "@/server/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/email: a quote request from one of the site's forms (src/server/leads/handle-request.ts). */
export function POST(request: Request): Promise<Response> {
  return withRuntime((server) => handleLeadRequest(request, server.leadRequestDeps()));
}
