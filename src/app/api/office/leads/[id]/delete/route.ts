import { handleDelete } from "@/server/office/office-actions";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** POST /api/office/leads/<id>/delete (see handleDelete). */
export async function POST(request: Request, context: Context): Promise<Response> {
  return handleDelete(request, await context.params);
}
