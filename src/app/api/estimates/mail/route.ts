import { withRuntime } from "@/server/route-runtime";
import { handleEstimateMail } from "@/server/estimates/handle-estimate-mail";
import { estimateDeps } from "../estimate-deps";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/estimates/mail: the finished calculator's answers and an address in, the PDF out by mail. */
export function POST(request: Request): Promise<Response> {
  return withRuntime((server) => handleEstimateMail(request, estimateDeps(server)));
}
