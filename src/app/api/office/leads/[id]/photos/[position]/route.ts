import { handlePhoto } from "@/server/office/office-actions";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string; position: string }> };

/** GET /api/office/leads/<id>/photos/<position>[?download]: one photo of a lead. */
export async function GET(request: Request, context: Context): Promise<Response> {
  return handlePhoto(request, await context.params);
}
