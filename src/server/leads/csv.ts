import "server-only";
import { stringify, type Options } from "csv-stringify/sync";
import { FORM_LABELS, LEAD_STATUS_LABELS, serviceLabel } from "@/shared/lead/labels";
import type { Lead } from "../db/schema";
import type { LeadStatus } from "./lead-status";
import type { PhotoSummary } from "./photo-store";

/**
 * A lead as exported: with its office status (New without one) and its photos when the export
 * knows them (a count in the CSV).
 */
type ExportedLead = Lead & { status?: LeadStatus; photos?: readonly PhotoSummary[] };

/** The columns of `npm run leads -- export --format csv`, in order. */
export const CSV_COLUMNS = [
  "status",
  "id",
  "created_at",
  "name",
  "email",
  "phone",
  "service",
  "message",
  "form",
  "page",
  "referrer",
  "utm",
  "estimate_cad",
  "calculator",
  "photos",
  "client_address",
] as const;

/**
 * A cell that a spreadsheet would run as a formula (=, @, or + and - that are not a number
 * or a phone number) gets a leading apostrophe: csv-stringify's cast for strings.
 */
export function formulaGuard(value: string): string {
  const risky =
    /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-]?[\d\s().-]+$/.test(value));
  return risky ? `'${value}` : value;
}

/** RFC 4180 with every cell quoted (empty ones too) and CRLF line ends. */
const CELLS: Options = {
  quoted: true,
  quoted_empty: true,
  record_delimiter: "\r\n",
  cast: { string: formulaGuard },
};

/** One cell as it appears in the file. */
export function csvCell(value: string): string {
  return stringify([[value]], { ...CELLS, eof: false });
}

export function leadRow(lead: ExportedLead): string[] {
  const calculator = lead.calculator;
  return [
    LEAD_STATUS_LABELS[lead.status ?? "new"],
    lead.id,
    lead.createdAt.toISOString(),
    lead.name,
    lead.email,
    lead.phone,
    serviceLabel(lead.service) ?? "",
    lead.message,
    FORM_LABELS[lead.form] ?? lead.form,
    lead.page ?? "",
    lead.referrer ?? "",
    lead.utm
      ? Object.entries(lead.utm)
          .map(([key, value]) => `${key}=${value}`)
          .join("; ")
      : "",
    calculator ? calculator.estimate.toFixed(2) : "",
    calculator ? calculator.summary.map((item) => `${item.label}: ${item.value}`).join("; ") : "",
    String(lead.photos?.length ?? 0),
    lead.clientAddress ?? "",
  ];
}

/** RFC 4180 CSV with a header row and CRLF line ends (opens in any spreadsheet). */
export function leadsToCsv(leads: ExportedLead[]): string {
  const header = stringify([[...CSV_COLUMNS]], { record_delimiter: "\r\n" });
  return header + stringify(leads.map(leadRow), CELLS);
}
