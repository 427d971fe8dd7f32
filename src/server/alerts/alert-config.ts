import "server-only";
import type { z } from "zod";

/**
 * The owner's instant alerts as configuration: the SMS_* and LEAD_WEBHOOK_* variables are
 * parsed one by one in env.ts; here they are checked together (half a configuration is a
 * clear error, not a silent "off") and turned into the server's alert settings.
 */

/** SMS providers (src/server/alerts/sms/): one module each. */
export const SMS_PROVIDERS = ["twilio"] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export const TWILIO_API_URL = "https://api.twilio.com";

export interface SmsConfig {
  provider: SmsProviderName;
  accountSid: string;
  authToken: string;
  /** A number, a short code or a Messaging Service SID. */
  from: string;
  /** The owner's mobile numbers (E.164): one SMS each. */
  to: string[];
  apiUrl: string;
}

export interface WebhookConfig {
  url: string;
  secret: string;
}

/** The alert variables as env.ts parsed them. */
export interface AlertEnv {
  SMS_PROVIDER?: SmsProviderName;
  SMS_ACCOUNT_SID?: string;
  SMS_AUTH_TOKEN?: string;
  SMS_FROM?: string;
  SMS_TO?: string[];
  SMS_API_URL?: string;
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
}

const SMS_REQUIRED = ["SMS_ACCOUNT_SID", "SMS_AUTH_TOKEN", "SMS_FROM", "SMS_TO"] as const;
const SMS_OPTIONAL = ["SMS_PROVIDER", "SMS_API_URL"] as const;

/** Every alert variable that is missing because another of its group is set. */
export function alertProblems(env: AlertEnv, ctx: z.RefinementCtx): void {
  const missing = (name: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [name], message });
  const smsSet = [...SMS_REQUIRED, ...SMS_OPTIONAL].filter((name) => env[name] !== undefined);
  if (smsSet.length > 0) {
    for (const name of SMS_REQUIRED) {
      if (env[name] === undefined) missing(name, `required with ${smsSet.join(", ")}`);
    }
  }
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
    missing(
      "LEAD_WEBHOOK_SECRET",
      "required with LEAD_WEBHOOK_URL (the receiver checks the signature with it)",
    );
  }
  if (env.LEAD_WEBHOOK_SECRET && !env.LEAD_WEBHOOK_URL) {
    missing("LEAD_WEBHOOK_URL", "required with LEAD_WEBHOOK_SECRET");
  }
}

/** The alerts to raise for each lead; either is undefined when its variables are not set. */
export function alertConfig(env: AlertEnv): { sms?: SmsConfig; webhook?: WebhookConfig } {
  const { SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM, SMS_TO } = env;
  return {
    sms:
      SMS_ACCOUNT_SID && SMS_AUTH_TOKEN && SMS_FROM && SMS_TO
        ? {
            provider: env.SMS_PROVIDER ?? "twilio",
            accountSid: SMS_ACCOUNT_SID,
            authToken: SMS_AUTH_TOKEN,
            from: SMS_FROM,
            to: SMS_TO,
            apiUrl: env.SMS_API_URL ?? TWILIO_API_URL,
          }
        : undefined,
    webhook:
      env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET
        ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET }
        : undefined,
  };
}
