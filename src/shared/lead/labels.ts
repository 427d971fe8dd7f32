import { SERVICE_OPTIONS, type ContactFormKind } from "./constants";

/** How the owner's mail and the CSV export name each form. */
export const FORM_LABELS: Record<ContactFormKind, string> = {
  contact: "Contact section form",
  hero: "Hero form",
  equipment: "Equipment page form",
};

/** The label of a service value ("wall-sawing" -> "Wall Sawing"), as the form shows it. */
export function serviceLabel(value: string | null | undefined): string | undefined {
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label;
}

/**
 * How the owner's office, the CLI and the CSV export name each status of a lead, in the order of
 * the flow (the statuses themselves: src/server/db/office-schema.ts). No status row means New.
 */
export const LEAD_STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  visit: "Site visit booked",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
  spam: "Spam",
} as const;
