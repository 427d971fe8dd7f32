import "server-only";
import type { EstimateRow } from "../db/schema";
import type { Attachment } from "../delivery/message";
import { PermanentDeliveryError } from "../delivery/sender";
import type { EstimateSheet } from "@/shared/estimate/sheet";
import { estimateSheet, type SheetContext } from "./sheet";

/**
 * The renderer, loaded at the first estimate mail: @react-pdf's packages are ESM only (its
 * hyphenation exports only the `import` condition), and the leads CLI runs under tsx as
 * CommonJS, where loading them fails. The CLI must still load the dispatcher; an estimate mail
 * it cannot render stays due (an ordinary, retried failure) for the server's dispatcher.
 */
async function renderLazily(sheet: EstimateSheet): Promise<Buffer> {
  let render: (sheet: EstimateSheet) => Promise<Buffer>;
  try {
    ({ renderEstimatePdf: render } = await import("./render"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `the PDF renderer cannot be loaded in this process (${reason}); the server sends this mail`,
    );
  }
  return render(sheet);
}

/**
 * The PDF an estimate mail attaches, rendered when the mail goes from the stored estimate as
 * issued (its printed lines), so the outbox row stays small and the PDF matches the download.
 */
export function estimatePdfAttachment(
  context: SheetContext,
  render: (sheet: EstimateSheet) => Promise<Buffer> = renderLazily,
): (estimate: EstimateRow) => Promise<Attachment> {
  return async (estimate) => {
    // Only estimates issued before the printed lines were stored lack them; none was mailed.
    if (!estimate.print) throw new PermanentDeliveryError(`estimate ${estimate.id} has no print`);
    const sheet = estimateSheet(
      { id: estimate.id, issued: estimate.createdAt, print: estimate.print },
      context,
    );
    return {
      filename: `${sheet.number}.pdf`,
      content: await render(sheet),
      contentType: "application/pdf",
    };
  };
}
