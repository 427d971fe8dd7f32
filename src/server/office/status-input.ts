import { z } from "zod";
import { LEAD_STATUSES } from "../db/office-schema";

/** What the office's forms send, checked before anything is written (a 400 names the field). */

export const LOST_REASONS = [
  "Price",
  "Timing",
  "Went with another contractor",
  "No reply",
  "Out of area",
  "Other",
] as const;
export const NOTE_MAX = 2000;

const amount = z
  .string()
  .trim()
  .transform((value) => value.replace(/[$,\s]/g, ""))
  .pipe(
    z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, {
      error: "Amount must be dollars, such as 4830 or 4,830.00",
    }),
  )
  .transform((value) => Math.round(Number(value) * 100));

export const statusChangeSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: "Unknown status" }),
    visitDate: z.string().trim().optional(),
    amount: z.string().optional(),
    reason: z.string().trim().optional(),
  })
  .transform((input, ctx) => {
    const change: StatusChange = { status: input.status };
    if (input.status === "visit") {
      if (!input.visitDate || !/^\d{4}-\d{2}-\d{2}$/.test(input.visitDate)) {
        ctx.addIssue({
          code: "custom",
          path: ["visitDate"],
          message: "Site visit needs a date (YYYY-MM-DD)",
        });
        return z.NEVER;
      }
      change.visitDate = input.visitDate;
    }
    if (input.status === "quoted" || input.status === "won") {
      const parsed = amount.safeParse(input.amount ?? "");
      if (!parsed.success) {
        ctx.addIssue({
          code: "custom",
          path: ["amount"],
          message: parsed.error.issues[0]?.message ?? "Amount is required",
        });
        return z.NEVER;
      }
      change.cents = parsed.data;
    }
    if (input.status === "lost") {
      if (!LOST_REASONS.includes(input.reason as (typeof LOST_REASONS)[number])) {
        ctx.addIssue({
          code: "custom",
          path: ["reason"],
          message: `Reason must be one of: ${LOST_REASONS.join(", ")}`,
        });
        return z.NEVER;
      }
      change.reason = input.reason;
    }
    return change;
  });

export interface StatusChange {
  status: (typeof LEAD_STATUSES)[number];
  visitDate?: string;
  cents?: number;
  reason?: string;
}

export const noteSchema = z.object({
  text: z
    .string({ error: "Note is required" })
    .trim()
    .min(1, { error: "Note is empty" })
    .max(NOTE_MAX, { error: `Note is longer than ${NOTE_MAX} characters` }),
});

export const leadIdSchema = z.uuid({ error: "Unknown lead" });

/** The first problem, as one sentence for the answer. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}
