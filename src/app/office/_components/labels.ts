import type { LeadStatus } from "@/server/db/office-schema";
import { LEAD_STATUS_LABELS } from "@/shared/lead/labels";
import { formatCad } from "@/shared/money";

/** How the office names each status (one list with the CLI and the CSV export). */
export const STATUS_LABELS: Record<LeadStatus, string> = LEAD_STATUS_LABELS;

/** What a lead that ticked the papers box asks for (issue 29), in the lead view's words. */
export const PAPERS_ASKED = "WSIB clearance and insurance certificate";

/** How the timeline names each outbox delivery of a lead. */
export const DELIVERY_LABELS: Record<string, string> = {
  owner: "Owner mail",
  customer: "Acknowledgement to the visitor",
  sms: "SMS to the owner",
  webhook: "Webhook",
  office: "Reminder mail",
};

/** Cents as the site writes money ("$1,250.00"); nothing for no amount. */
export function dollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return formatCad(cents / 100);
}

/** "3 h ago", "2 d ago": how long a request has waited. */
export function ago(date: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} d ago`;
}

export function torontoDateTime(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    dateStyle: "medium",
    timeStyle: "short",
  }).format(date);
}
