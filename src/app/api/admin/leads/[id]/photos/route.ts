import { handleAdminLeadPhotos } from "@/server/admin/handle-admin";
import { withRuntime } from "@/server/route-runtime";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/admin/leads/<id>/photos: the lead's photos, without their bytes (admin token). */
export async function GET(
  request: Request,
  context: { params: Promise<{ id: string }> },
): Promise<Response> {
  const params = await context.params;
  return withRuntime((server) => handleAdminLeadPhotos(request, server.adminDeps(), params));
}
