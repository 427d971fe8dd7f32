import { handleStatus } from "@/server/office/office-actions";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** POST /api/office/leads/<id>/status (see handleStatus). */
export async function POST(request: Request, context: Context): Promise<Response> {
  return handleStatus(request, await context.params);
}
