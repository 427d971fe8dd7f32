import { handleAdminLeadPhoto } from "@/server/admin/handle-admin";
import { withRuntime } from "@/server/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/admin/leads/<id>/photos/<position>: one photo of a lead (admin token). */
export async function GET(
  request: Request,
  context: { params: Promise<{ id: string; position: string }> },
): Promise<Response> {
  const params = await context.params;
  return withRuntime((server) => handleAdminLeadPhoto(request, server.adminDeps(), params));
}
