/**
 * Building and sending one quote request: the visitor's fields plus where the request came from
 * (form, page, referrer, the visit's campaign tags, the calculator's answers when used),
 * validated with the shared schema before anything is sent.
 */
import type { CalculatorSnapshot } from "@/features/calculator/store";
import { LEAD_ENDPOINT } from "@/shared/lead/constants";
import { LIMITS, type ContactFormKind } from "@/shared/lead/constants";
import type {
  CalculatorAttachment,
  ContactPayload,
  ContactPayloadInput,
} from "@/shared/lead/schema";

/** The fields a visitor fills, in the order they appear (the first invalid one gets focus). */
export const FIELD_NAMES = ["name", "email", "phone", "service", "message"] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
export type FieldErrors = Partial<Record<FieldName, string>>;

export interface VisitorFields {
  name: string;
  email: string;
  phone: string;
  service?: string;
  message: string;
  /** The contact form's "Send me your WSIB clearance and insurance certificate" box, ticked. */
  safetyPapers?: boolean;
  /** The honeypot: empty for people. */
  website: string;
}

/** The named fields of the form as typed (a field the form does not have is left out). */
export function readFields(form: HTMLFormElement): VisitorFields {
  const value = (name: string): string | undefined => {
    const field = form.elements.namedItem(name);
    return field && "value" in field && typeof field.value === "string" ? field.value : undefined;
  };
  return {
    name: value("name") ?? "",
    email: value("email") ?? "",
    phone: value("phone") ?? "",
    service: value("service"),
    message: value("message") ?? "",
    safetyPapers: ticked(form, "safetyPapers"),
    website: value("website") ?? "",
  };
}

function ticked(form: HTMLFormElement, name: string): boolean {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement && field.type === "checkbox" && field.checked;
}

/** What the calculator adds when the visitor used it: answers, readable summary, estimate. */
export function calculatorAttachment(
  snapshot: CalculatorSnapshot,
): CalculatorAttachment | undefined {
  if (!snapshot.used) return undefined;
  const cut = (text: string) => text.slice(0, LIMITS.calculatorText);
  const answers: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(snapshot.answers).slice(0, LIMITS.calculatorAnswers)) {
    answers[key] = typeof value === "string" ? cut(value) : value;
  }
  return {
    answers,
    summary: snapshot.summary
      .slice(0, LIMITS.calculatorSummary)
      .map(({ question, answer }) => ({ label: cut(question), value: cut(answer) })),
    estimate: snapshot.estimate,
  };
}

export interface RequestContext {
  form: ContactFormKind;
  page?: string;
  referrer?: string;
  utm?: Record<string, string>;
  calculator?: CalculatorAttachment;
  /** The PDF estimate the visitor came from (EST-2026-00042). */
  estimateNumber?: string;
}

/** The request as typed, before validation (the service may be any text until the schema says). */
export type PayloadDraft = Omit<ContactPayloadInput, "service"> & { service?: string };

export function payloadInput(fields: VisitorFields, context: RequestContext): PayloadDraft {
  const referrer = context.referrer?.slice(0, LIMITS.referrer);
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    ...(fields.service !== undefined ? { service: fields.service } : {}),
    message: fields.message,
    ...(fields.safetyPapers ? { safetyPapers: true } : {}),
    form: context.form,
    ...(context.page ? { page: context.page } : {}),
    ...(referrer ? { referrer } : {}),
    ...(context.utm && Object.keys(context.utm).length > 0 ? { utm: context.utm } : {}),
    ...(context.calculator ? { calculator: context.calculator } : {}),
    ...(context.estimateNumber ? { estimateNumber: context.estimateNumber } : {}),
    website: fields.website,
  };
}

export type Validation =
  { ok: true; payload: ContactPayload } | { ok: false; fields: FieldErrors; other?: string };

/** The shared schema, loaded on demand so zod is not in the page's first script. */
export function loadSchema() {
  return import("@/shared/lead/schema");
}

export async function validatePayload(input: PayloadDraft): Promise<Validation> {
  const { contactPayloadSchema, fieldErrors } = await loadSchema();
  const result = contactPayloadSchema.safeParse(input);
  if (result.success) return { ok: true, payload: result.data };
  const all = fieldErrors(result.error);
  const fields: FieldErrors = {};
  for (const name of FIELD_NAMES) if (all[name]) fields[name] = all[name];
  const other = Object.entries(all).find(
    ([key]) => !(FIELD_NAMES as readonly string[]).includes(key),
  );
  return { ok: false, fields, ...(other ? { other: other[1] } : {}) };
}

/** A v4 UUID: crypto.randomUUID() where available (secure contexts), else from random bytes. */
export function newIdempotencyKey(cryptoImpl: Crypto = globalThis.crypto): string {
  if (typeof cryptoImpl.randomUUID === "function") return cryptoImpl.randomUUID();
  const bytes = cryptoImpl.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface LeadRequest {
  payload: ContactPayload;
  recaptchaToken: string;
  idempotencyKey: string;
}

/** POST /api/email. Resolves with the answer; a network failure rejects (the caller says why). */
export function postLead(
  request: LeadRequest,
  apiKey: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  return fetchImpl(LEAD_ENDPOINT, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      ...(apiKey ? { "x-api-key": apiKey } : {}),
    },
    body: JSON.stringify(request),
    credentials: "same-origin",
  });
}
