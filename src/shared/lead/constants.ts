/**
 * The contact form's plain constants: service options, form kinds and length limits. Kept apart
 * from the zod schema (schema.ts re-exports them) so the form can render its fields without
 * shipping zod in the page's first script; the schema is loaded when the visitor starts filling.
 */

/** Service options of the contact form (spec section 3, "Service options"). */
export const SERVICE_OPTIONS = [
  { value: "concrete-cutting", label: "Concrete Cutting" },
  { value: "wall-sawing", label: "Wall Sawing" },
  { value: "core-drilling", label: "Core Drilling" },
  { value: "wire-sawing", label: "Wire Sawing" },
  { value: "slab-sawing", label: "Slab Sawing" },
  { value: "bank-vault", label: "Bank Vault Demolition" },
] as const;

export type ServiceValue = (typeof SERVICE_OPTIONS)[number]["value"];

/** The forms that submit through the pipeline: the contact section, the hero form, the equipment pages' form. */
export const CONTACT_FORMS = ["contact", "hero", "equipment"] as const;
export type ContactFormKind = (typeof CONTACT_FORMS)[number];

/** A campaign tag key the pipeline keeps: utm_ and 1 to 30 lower-case letters, digits or _. */
export const UTM_KEY = /^utm_[a-z0-9_]{1,30}$/;

/** Limits shared by the inputs (maxLength) and the server. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  message: 5000,
  page: 200,
  referrer: 2000,
  utmValue: 200,
  utmKeys: 10,
  calculatorAnswers: 40,
  calculatorSummary: 40,
  calculatorText: 200,
  robotToken: 8000,
} as const;

/** POST: a quote request from one of the site's forms (src/app/api/email/route.ts). */
export const LEAD_ENDPOINT = "/api/email";
/** The quote form's request type for the papers a site manager asks for (issue 29). */
export const SAFETY_PAPERS_LABEL = "Send me your WSIB clearance and insurance certificate";
