import "server-only";
import { FORM_LABELS, serviceLabel } from "@/shared/lead/labels";
import type { Lead } from "../db/schema";
import type { PhotoSummary } from "./photo-store";

/** A lead as exported: with its photos when the export knows them (a count in the CSV). */
type ExportedLead = Lead & { photos?: readonly PhotoSummary[] };

/** The columns of `npm run leads -- export --format csv`, in order. */
export const CSV_COLUMNS = [
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
] as const;

/**
 * A cell that a spreadsheet would run as a formula (=, @, or + and - that are not a number
 * or a phone number) gets a leading apostrophe; every cell is quoted.
 */
export function csvCell(value: string): string {
  const risky =
    /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-]?[\d\s().-]+$/.test(value));
  const safe = risky ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function leadRow(lead: ExportedLead): string[] {
  const calculator = lead.calculator;
  return [
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
  ];
}

/** RFC 4180 CSV with a header row and CRLF line ends (opens in any spreadsheet). */
export function leadsToCsv(leads: ExportedLead[]): string {
  const lines = [
    CSV_COLUMNS.join(","),
    ...leads.map((lead) => leadRow(lead).map(csvCell).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
