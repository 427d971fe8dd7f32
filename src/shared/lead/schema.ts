import { z } from "zod";
import { NOT_A_ROBOT } from "../robot-check";
import { CONTACT_FORMS, LIMITS, SERVICE_OPTIONS, UTM_KEY, type ServiceValue } from "./constants";

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
const PHONE_PATTERN = /^\+?[\d\s().\-]+(?:\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i;

function callableDigits(phone: string): number {
  const withoutExtension = phone.replace(/\s*(?:x|ext\.?|extension)\s*\d{1,6}$/i, "");
  return withoutExtension.replace(/\D/g, "").length;
}

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

const name = requiredText(
  "Please enter your name",
  LIMITS.name,
  `Please keep the name under ${LIMITS.name} characters`,
);

const email = z
  .string({ error: "Please enter a valid e-mail address" })
  .trim()
  .max(LIMITS.email, { error: "Please enter a valid e-mail address" })
  .pipe(z.email({ error: "Please enter a valid e-mail address" }));

const phone = z
  .string({ error: "Please enter a phone number we can call" })
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
    z.string().max(LIMITS.utmValue, { error: "Campaign tag too long" }),
    { error: "Invalid campaign tags" },
  )
  .refine((value) => Object.keys(value).length <= LIMITS.utmKeys, {
    error: "Too many campaign tags",
  });

const calculatorText = z.string().max(LIMITS.calculatorText);

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
    email,
    phone,
    service,
    message,
    form: z.enum(CONTACT_FORMS, { error: "Unknown form" }).default("contact"),
    page: page.optional(),
    referrer: z
      .string({ error: "Invalid referrer" })
      .max(LIMITS.referrer, { error: "Referrer too long" })
      .optional()
      .transform((value) => (value ? value : undefined)),
    utm: utm.optional(),
    calculator: calculatorAttachmentSchema.optional(),
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
    /** One per submission attempt (crypto.randomUUID()): a retried request returns the same lead. */
    idempotencyKey: z.uuid({ error: "Missing or invalid idempotency key" }),
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
