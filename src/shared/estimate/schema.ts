import { z } from "zod";
import { LIMITS } from "../lead/constants";
import { emailAddress } from "../lead/schema";
import { NOT_A_ROBOT } from "../robot-check";

/**
 * The body of `POST /api/estimates` (issue 29): the calculator's raw answers and the robot-check
 * token. Nothing the visitor typed besides his answers; the server replays them through the
 * flow and prices them itself.
 */
export const estimateRequestSchema = z.object(
  {
    answers: z
      .record(
        z.string().regex(/^[a-z][a-z0-9_]{0,40}$/, { error: "Invalid calculator answers" }),
        z.union([z.string().max(40), z.number()], { error: "Invalid calculator answers" }),
        { error: "Invalid calculator answers" },
      )
      .refine((value) => Object.keys(value).length <= LIMITS.calculatorAnswers, {
        error: "Too many calculator answers",
      }),
    recaptchaToken: z
      .string({ error: NOT_A_ROBOT })
      .max(LIMITS.robotToken, { error: NOT_A_ROBOT })
      .default(""),
  },
  { error: "The request body must be a JSON object" },
);

export type EstimateRequest = z.output<typeof estimateRequestSchema>;
export type EstimateRequestInput = z.input<typeof estimateRequestSchema>;

/**
 * The body of `POST /api/estimates/mail`: the same answers and token, and the address the PDF
 * goes to. The address is the only thing typed that reaches the mail, and only as its recipient.
 */
export const estimateMailRequestSchema = estimateRequestSchema.extend({ email: emailAddress });

export type EstimateMailRequest = z.output<typeof estimateMailRequestSchema>;
export type EstimateMailRequestInput = z.input<typeof estimateMailRequestSchema>;
