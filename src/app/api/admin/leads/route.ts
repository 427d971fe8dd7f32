import { handleAdminLeads } from "@/server/admin/handle-admin";
import { withRuntime } from "@/server/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/admin/leads?format=csv|json&since=DATE: the leads, for the owner and the CLI (bearer token). */
export function GET(request: Request): Promise<Response> {
  return withRuntime((server) => handleAdminLeads(request, server.adminDeps()));
}
