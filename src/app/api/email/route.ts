import { handleLeadRequest } from "@/server/leads/handle-request";
import { withRuntime } from "@/server/route-runtime";
import { photoAdmission } from "@/server/photos/admission";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/email: a quote request from one of the site's forms (src/server/leads/handle-request.ts);
 * requests with photos take turns (src/server/photos/admission.ts).
 */
export function POST(request: Request): Promise<Response> {
  return withRuntime((server) =>
    photoAdmission().handle(request, () => handleLeadRequest(request, server.leadRequestDeps())),
  );
}
