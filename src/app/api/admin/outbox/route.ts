import { handleAdminOutbox } from "@/server/admin/handle-admin";
import { withRuntime } from "@/server/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/admin/outbox: mail not yet sent, and counts by state (bearer token). */
export function GET(request: Request): Promise<Response> {
  return withRuntime((server) => handleAdminOutbox(request, server.adminDeps()));
}
