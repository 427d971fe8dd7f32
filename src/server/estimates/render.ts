import "server-only";
import { renderToBuffer } from "@react-pdf/renderer";
import { EstimateDocument } from "./EstimateDocument";
import type { EstimateSheet } from "@/shared/estimate/sheet";

/** The estimate's PDF bytes (rendered on the server, fonts from disk). */
export function renderEstimatePdf(sheet: EstimateSheet): Promise<Buffer> {
  // Called as a function, so the renderer gets the <Document> element it expects.
  return renderToBuffer(EstimateDocument({ sheet }));
}
