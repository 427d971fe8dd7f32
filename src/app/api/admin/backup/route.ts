import { handleAdminBackup } from "@/server/backup/handle-backup";
import { withRuntime } from "@/server/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/admin/backup: a snapshot of the PGlite data folder (admin token). */
export function GET(request: Request): Promise<Response> {
  return withRuntime((server) =>
    handleAdminBackup(request, server.adminDeps(), () => server.database()),
  );
}
