import "server-only";
import { refuse, type AdminDeps } from "../admin/handle-admin";
import { jsonError, jsonOk } from "../http/request";
import { getOfficeRuntime } from "./office-runtime";
import { leadIdSchema } from "./status-input";

/**
 * DELETE /api/admin/leads/<id> (admin token): deletes a lead, its photos, its outbox rows and
 * its office history; what `npm run leads -- delete <id>` calls while the server runs.
 */
export async function handleAdminLeadDelete(
  request: Request,
  deps: AdminDeps,
  params: { id: string },
): Promise<Response> {
  const refused = refuse(request, deps);
  if (refused) return refused;
  const id = leadIdSchema.safeParse(params.id);
  if (!id.success) return jsonError(404, "No such lead");
  try {
    const store = await getOfficeRuntime().store();
    if (!(await store.deleteLead(id.data))) return jsonError(404, "No such lead");
    return jsonOk({ deleted: id.data });
  } catch {
    return jsonError(503, "The lead store is unavailable");
  }
}
