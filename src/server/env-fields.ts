import "server-only";
import { z } from "zod";
import { isAllowedAlertUrl } from "./alerts/alert-url";

/** The building blocks of the environment's schema (env.ts): one reading of each kind of value. */

/** Unset and empty are the same: `FOO=` in a .env file means "not configured". */
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalString.refine((value) => value === undefined || protocols.test(value), {
    error: hint,
  });

export const positiveInt = (fallback: number) =>
  optionalString
    .transform((value) => (value === undefined ? fallback : Number(value)))
    .pipe(z.number().int().positive());

/** TRUST_PROXY: unset/false/0 = no proxy, true = one proxy, a number = that many proxies in front. */
export const trustProxy = optionalString
  .transform((value) => {
    if (value === undefined || /^(false|no|off)$/i.test(value)) return 0;
    if (/^(true|yes|on)$/i.test(value)) return 1;
    return Number(value);
  })
  .pipe(z.number({ error: "must be true, false or a number of proxies" }).int().min(0).max(10));

/** LEAD_WEBHOOK_URL, SMS_API_URL: they carry a signature or credentials. */
export const alertUrl = optionalString.refine(
  (value) => value === undefined || isAllowedAlertUrl(value),
  {
    error: "must be an https:// address (http:// only on this machine), without user:password@",
  },
);
export const E164 = /^\+[1-9]\d{7,14}$/;
