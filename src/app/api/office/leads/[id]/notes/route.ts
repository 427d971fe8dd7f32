import { handleNote } from "@/server/office/office-actions";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** POST /api/office/leads/<id>/notes (see handleNote). */
export async function POST(request: Request, context: Context): Promise<Response> {
  return handleNote(request, await context.params);
}
