import { withRuntime } from "@/server/route-runtime";
import { handleEstimatePdf } from "@/server/estimates/handle-estimate";
import { estimateDeps } from "../estimate-deps";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET /api/estimates/EST-2026-00042: an issued estimate's PDF (linked from the owner's mail). */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ number: string }> },
): Promise<Response> {
  const { number } = await params;
  return withRuntime((server) => handleEstimatePdf(number, estimateDeps(server)));
}
