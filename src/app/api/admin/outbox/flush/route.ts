import { handleAdminFlush } from "@/server/admin/handle-admin";
import { withRuntime } from "@/server/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/admin/outbox/flush: send every unsent mail now (bearer token). */
export function POST(request: Request): Promise<Response> {
  return withRuntime((server) => handleAdminFlush(request, server.adminDeps()));
}
