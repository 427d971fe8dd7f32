import { z } from "zod";
import { ESTIMATE_NUMBER } from "../estimate/number";
import { NOT_A_ROBOT } from "../robot-check";
import { CONTACT_FORMS, LIMITS, SERVICE_OPTIONS, UTM_KEY, type ServiceValue } from "./constants";

// zod probes `new Function("")` on its first object parse to decide whether to compile parsers;
// in the browser the CSP forbids eval, so the probe is a reported violation. Interpreted parsing
// is fast enough for a form.
z.config({ jitless: true });

/**
 * The one schema of a quote request, shared by the browser forms and `POST /api/email`.
 * Pure zod: no server imports, so client components may import it.
 */

export { CONTACT_FORMS, LIMITS, SERVICE_OPTIONS } from "./constants";
export type { ContactFormKind, ServiceValue } from "./constants";

const SERVICE_VALUES = SERVICE_OPTIONS.map((option) => option.value) as [
  ServiceValue,
  ...ServiceValue[],
];

/** A phone number we can call: digits with the usual punctuation, 10 to 15 digits, optional extension. */
const PHONE_PATTERN = /^\+?[\d ().\-]+(?:[ ]*(?:x|ext\.?|extension)[ ]*\d{1,6})?$/i;

/**
 * Characters nobody types into a form on purpose: zero-width and byte-order marks, and the
 * text-direction overrides that can make a name read differently in the owner's mail. They are
 * removed before a field is checked, so a name of zero-width spaces is an empty name.
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
/** Control characters: none in a one-line field; a message keeps tabs and line breaks. */
const LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const TEXT_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A string with invisible characters removed and control characters refused, naming the field. */
const cleanText = (error: string, control: RegExp = LINE_CONTROL) =>
  z
    .string({ error })
    .overwrite((value) => value.replace(INVISIBLE, ""))
    .refine((value) => !control.test(value), {
      error: `${error} (it holds characters we cannot accept)`,
    });

function callableDigits(phone: string): number {
  const withoutExtension = phone.replace(/\s*(?:x|ext\.?|extension)\s*\d{1,6}$/i, "");
  return withoutExtension.replace(/\D/g, "").length;
}

const requiredText = (message: string, max: number, tooLong: string, control?: RegExp) =>
  cleanText(message, control).trim().min(1, { error: message }).max(max, { error: tooLong });

const name = requiredText(
  "Please enter your name",
  LIMITS.name,
  `Please keep the name under ${LIMITS.name} characters`,
);

/** An e-mail address a visitor types (the quote form, the estimate mail). */
export const emailAddress = z
  .string({ error: "Please enter a valid e-mail address" })
  .trim()
  .max(LIMITS.email, { error: "Please enter a valid e-mail address" })
  .pipe(z.email({ error: "Please enter a valid e-mail address" }));

const phone = cleanText("Please enter a phone number we can call")
  .trim()
  .min(1, { error: "Please enter a phone number we can call" })
  .max(LIMITS.phone, { error: "Please enter a phone number we can call" })
  .refine((value) => PHONE_PATTERN.test(value), {
    error: "Please enter a phone number we can call",
  })
  .refine(
    (value) => {
      const digits = callableDigits(value);
      return digits >= 10 && digits <= 15;
    },
    { error: "Please enter a phone number we can call, with the area code" },
  );

/** Optional: one of the six service values, or empty (no choice) which becomes undefined. */
const service = z
  .union([z.literal(""), z.enum(SERVICE_VALUES)], {
    error: "Please choose a service from the list",
  })
  .optional()
  .transform((value) => (value ? value : undefined));

const message = requiredText(
  "Please describe the job",
  LIMITS.message,
  `Please keep the description under ${LIMITS.message} characters`,
  TEXT_CONTROL,
);

/** A page slug as the content index writes it ("home", "services/coring", "equipment/ws20"). */
const page = z
  .string({ error: "Invalid page" })
  .trim()
  .max(LIMITS.page, { error: "Invalid page" })
  .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, { error: "Invalid page" });

const utm = z
  .record(
    z.string().regex(UTM_KEY, { error: "Invalid campaign tag" }),
    cleanText("Invalid campaign tag").max(LIMITS.utmValue, { error: "Campaign tag too long" }),
    { error: "Invalid campaign tags" },
  )
  .refine((value) => Object.keys(value).length <= LIMITS.utmKeys, {
    error: "Too many campaign tags",
  });

const calculatorText = cleanText("Invalid calculator answers").max(LIMITS.calculatorText);

/** What the calculator attaches when the visitor used it: raw answers, readable summary, estimate in CAD. */
export const calculatorAttachmentSchema = z.object(
  {
    answers: z
      .record(
        z.string().regex(/^[a-z][a-z0-9_]{0,40}$/),
        z.union([calculatorText, z.number(), z.boolean()]),
      )
      .refine((value) => Object.keys(value).length <= LIMITS.calculatorAnswers, {
        error: "Too many calculator answers",
      }),
    summary: z
      .array(z.object({ label: calculatorText, value: calculatorText }))
      .max(LIMITS.calculatorSummary),
    estimate: z.number().min(0).max(100_000_000),
  },
  { error: "Invalid calculator answers" },
);
export type CalculatorAttachment = z.output<typeof calculatorAttachmentSchema>;

/** The visitor's request plus where it came from. */
export const contactPayloadSchema = z.object(
  {
    name,
    email: emailAddress,
    phone,
    service,
    message,
    form: z.enum(CONTACT_FORMS, { error: "Unknown form" }).default("contact"),
    page: page.optional(),
    referrer: cleanText("Invalid referrer")
      .max(LIMITS.referrer, { error: "Referrer too long" })
      .optional()
      .transform((value) => (value ? value : undefined)),
    utm: utm.optional(),
    calculator: calculatorAttachmentSchema.optional(),
    /** Issue 29: the visitor also asks for the WSIB clearance and the certificate of insurance. */
    safetyPapers: z.boolean({ error: "Invalid request type" }).optional(),
    /** Issue 29: the PDF estimate the visitor had (EST-2026-00042), carried by the contact link. */
    estimateNumber: z
      .string({ error: "Invalid estimate number" })
      .regex(ESTIMATE_NUMBER, { error: "Invalid estimate number" })
      .optional(),
    /** The honeypot: hidden from people with CSS (never type=hidden); a filled value marks a bot. */
    website: z.string({ error: "Invalid request" }).optional(),
  },
  { error: "Missing request details" },
);

/** The body of `POST /api/email`. */
export const contactRequestSchema = z.object(
  {
    payload: contactPayloadSchema,
    /** The robot-check token of whichever provider is configured (ALTCHA payload, reCAPTCHA or Turnstile token). */
    recaptchaToken: z
      .string({ error: NOT_A_ROBOT })
      .max(LIMITS.robotToken, { error: NOT_A_ROBOT })
      .default(""),
    /**
     * Our addition to the spec's body: one per submission attempt (crypto.randomUUID()), so a
     * retried request returns the same lead. Also accepted as an Idempotency-Key header; a
     * request without one is a single attempt.
     */
    idempotencyKey: z.uuid({ error: "Invalid idempotency key" }).optional(),
  },
  { error: "The request body must be a JSON object" },
);

export type ContactPayload = z.output<typeof contactPayloadSchema>;
export type ContactPayloadInput = z.input<typeof contactPayloadSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

/** Field errors keyed by payload field name ("email", "phone", ...), the first message of each. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path[0] === "payload" ? issue.path.slice(1) : issue.path;
    const key = path.length > 0 ? String(path[0]) : "";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The first problem of a failed parse: the field path ("payload.email") and the visitor's message. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  if (!issue) return { field: "", message: "Invalid request" };
  return { field: issue.path.map(String).join("."), message: issue.message };
}
