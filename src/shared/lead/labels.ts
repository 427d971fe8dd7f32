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
