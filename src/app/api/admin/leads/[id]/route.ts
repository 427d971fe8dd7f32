import { withRuntime } from "@/server/route-runtime";
import { handleAdminLeadDelete } from "@/server/office/admin-delete";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** DELETE /api/admin/leads/<id>: delete a lead and its photos (admin token). */
export async function DELETE(
  request: Request,
  context: { params: Promise<{ id: string }> },
): Promise<Response> {
  const params = await context.params;
  return withRuntime((server) => handleAdminLeadDelete(request, server.adminDeps(), params));
}
