import "server-only";
import { refuse, type AdminDeps } from "../admin/handle-admin";
import type { DatabaseHandle } from "../db/client";
import { jsonError } from "../http/request";

/**
 * GET /api/admin/backup (admin token): a snapshot of the PGlite data folder, taken by PGlite
 * itself while the server runs (PGlite allows one opener, so no other process may copy it
 * safely). deploy/backup/straightcut-backup.sh saves it; restore-pglite.mjs unpacks it.
 * With DATABASE_URL the database server is backed up with pg_dump instead: 409.
 */
export async function handleAdminBackup(
  request: Request,
  deps: AdminDeps,
  database: () => Promise<DatabaseHandle>,
): Promise<Response> {
  const refused = refuse(request, deps);
  if (refused) return refused;
  let handle: DatabaseHandle;
  try {
    handle = await database();
  } catch {
    return jsonError(503, "The lead store is unavailable");
  }
  if (!handle.pglite) {
    return jsonError(409, "The leads are in PostgreSQL (DATABASE_URL): back them up with pg_dump.");
  }
  const snapshot = await handle.pglite.dumpDataDir("gzip");
  return new Response(snapshot, {
    status: 200,
    headers: {
      "content-type": "application/gzip",
      "cache-control": "no-store",
      "content-disposition": 'attachment; filename="leads.pglite.tar.gz"',
    },
  });
}
