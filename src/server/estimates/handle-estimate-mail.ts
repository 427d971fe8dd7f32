import "server-only";
import { estimateMailRequestSchema } from "@/shared/estimate/schema";
import { jsonError } from "../http/request";
import { composeEstimateMail } from "../mail/compose-estimate";
import { readEstimateRequest, sheetOf, type EstimateDeps } from "./handle-estimate";

export interface EstimateMailDeps extends EstimateDeps {
  /** The owner's inbox (LEADS_TO): replies to the estimate mail go there. */
  leadsTo: string;
  /** Asks the dispatcher for a pass once the mail is queued. */
  afterEnqueue?: () => void;
}

const capReached = (phone: string) =>
  jsonError(
    429,
    `We have already sent this address as many e-mails as we send in a day. Download the estimate instead, or call us at ${phone}.`,
    { body: { field: "email" } },
  );

/**
 * POST /api/estimates/mail (issue 29): the download's gate and replay, plus the address the
 * PDF goes to. The estimate is issued and its mail queued in the outbox (the PDF is rendered
 * when the mail goes); 202 with the number. The per-address cap is the acknowledgement's,
 * shared with it: checked before anything is stored, and again when the mail is queued.
 */
export async function handleEstimateMail(
  request: Request,
  deps: EstimateMailDeps,
): Promise<Response> {
  const log = deps.log ?? console;
  const parsed = await readEstimateRequest(request, deps, estimateMailRequestSchema);
  if (parsed instanceof Response) return parsed;
  const priced = deps.price(parsed.answers);
  if (!priced) {
    return jsonError(400, "Finish the calculator's questions first", {
      body: { field: "answers" },
    });
  }
  try {
    const store = await deps.store();
    if (await store.mailCapReached(parsed.email)) return capReached(deps.phone);
    const issued = await store.issue(priced.answers, priced.totalCents, priced.print);
    const sheet = sheetOf(issued, deps)!;
    const mail = await composeEstimateMail(sheet, issued.id, parsed.email, {
      site: deps.sheetContext.site,
      leadsTo: deps.leadsTo,
    });
    // Another request may have used the last place in between: the estimate stays issued
    // (it holds no personal data, like a downloaded one), the mail is refused.
    if (!(await store.enqueueMail(mail))) return capReached(deps.phone);
    deps.afterEnqueue?.();
    return Response.json(
      { ok: true, number: sheet.number },
      { status: 202, headers: { "cache-control": "no-store" } },
    );
  } catch (error) {
    log.error(
      "[estimates] could not queue an estimate mail:",
      error instanceof Error ? error.message : error,
    );
    return jsonError(
      503,
      `We could not send your estimate right now. Please try again in a few minutes or call us at ${deps.phone}.`,
    );
  }
}
