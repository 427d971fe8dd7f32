import "server-only";
import type { EstimateRow } from "../db/schema";
import type { Attachment } from "../delivery/message";
import { PermanentDeliveryError } from "../delivery/sender";
import type { EstimateSheet } from "@/shared/estimate/sheet";
import { renderEstimatePdf } from "./render";
import { estimateSheet, type SheetContext } from "./sheet";

/**
 * The PDF an estimate mail attaches, rendered when the mail goes from the stored estimate as
 * issued (its printed lines), so the outbox row stays small and the PDF matches the download.
 */
export function estimatePdfAttachment(
  context: SheetContext,
  render: (sheet: EstimateSheet) => Promise<Buffer> = renderEstimatePdf,
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
