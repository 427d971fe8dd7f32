import { withRuntime } from "@/server/route-runtime";
import { handleEstimateRequest } from "@/server/estimates/handle-estimate";
import { estimateDeps } from "./estimate-deps";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** POST /api/estimates: the finished calculator's answers in, a numbered PDF estimate out. */
export function POST(request: Request): Promise<Response> {
  return withRuntime((server) => handleEstimateRequest(request, estimateDeps(server)));
}
