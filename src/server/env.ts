import "server-only";
import path from "node:path";
import { z } from "zod";
import { ROBOT_CHECK_PROVIDERS, type RobotCheckProvider } from "@/shared/robot-check";
import { loadSite } from "@/content/load";
import type { Site } from "@/content/site";
import { alertUrl, E164, optionalString, optionalUrl, positiveInt, trustProxy } from "./env-fields";
import {
  alertConfig,
  alertProblems,
  SMS_PROVIDERS,
  type SmsConfig,
  type WebhookConfig,
} from "./alerts/alert-config";
import { ALTCHA_DEFAULTS } from "./robot-check/altcha";
import { readOrCreateSecret } from "./secrets";
import { parseRetention, RETENTION_FORMAT, type RetentionPeriod } from "./retention/duration";

/**
 * All configuration of the server: environment variables parsed and validated once, here.
 * Every variable is documented in .env.example and docs/operations.md. With none set, the
 * server runs: PGlite under ./.data, ALTCHA with a generated key, mail written to files.
 */

export type CaptchaProviderName = RobotCheckProvider;

const envFields = z.object({
  DATA_DIR: optionalString,
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL"),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: optionalString,
  LEADS_TO: optionalString.pipe(z.email({ error: "must be an e-mail address" }).optional()),
  CONTACT_API_KEY: optionalString,
  CAPTCHA_PROVIDER: optionalString.pipe(z.enum(ROBOT_CHECK_PROVIDERS).default("altcha")),
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_MIN_SCORE: optionalString
    .transform((value) => (value === undefined ? 0.5 : Number(value)))
    .pipe(z.number().min(0).max(1)),
  RECAPTCHA_VERIFY_URL: optionalUrl(/^https?:\/\//, "must be an http(s) URL"),
  RECAPTCHA_SCRIPT_URL: optionalUrl(/^https?:\/\//, "must be an http(s) URL"),
  TURNSTILE_SECRET: optionalString,
  TURNSTILE_SITE_KEY: optionalString,
  TURNSTILE_VERIFY_URL: optionalUrl(/^https?:\/\//, "must be an http(s) URL"),
  TURNSTILE_SCRIPT_URL: optionalUrl(/^https?:\/\//, "must be an http(s) URL"),
  ALTCHA_HMAC_KEY: optionalString,
  /** PBKDF2 iterations per attempt and the hex prefix a solution's key must start with. */
  ALTCHA_COST: positiveInt(ALTCHA_DEFAULTS.cost),
  ALTCHA_KEY_PREFIX: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-f]{1,6}$/, "must be 1 to 6 hex digits, such as 000")
      .default(ALTCHA_DEFAULTS.keyPrefix),
  ),
  RATE_LIMIT_POINTS: positiveInt(10),
  RATE_LIMIT_DURATION: positiveInt(600),
  CHALLENGE_RATE_LIMIT_POINTS: positiveInt(60),
  TRUST_PROXY: trustProxy,
  // A token someone could guess is worse than none (the generated one is 43 random characters).
  ADMIN_TOKEN: optionalString.refine(
    (value) => value === undefined || (value.length >= 32 && new Set(value).size >= 12),
    { error: "must be at least 32 random characters (for example: openssl rand -base64 32)" },
  ),
  /** The public address of the site (https://www.example.test); its origin is SITE_ORIGIN's default. */
  SITE_URL: optionalUrl(/^https?:\/\/[^/]+/, "must be an address such as https://www.example.test"),
  SITE_ORIGIN: optionalUrl(
    /^https?:\/\/[^/]+\/?$/,
    "must be an origin such as https://example.test",
  ),
  OUTBOX_INTERVAL: positiveInt(15),
  /** How long leads and their photos are kept (privacy page); purged daily. */
  LEAD_RETENTION: optionalString.transform((value, ctx) => {
    const period = parseRetention(value ?? "24 months");
    if (!period) ctx.addIssue({ code: "custom", message: `must be ${RETENTION_FORMAT}` });
    return period ?? { amount: 24, unit: "month" as const };
  }),
  /** Days a PDF estimate stays valid, printed on it (issue 29). */
  ESTIMATE_VALID_DAYS: positiveInt(30),
  PORT: positiveInt(3000),
  // The owner's instant alerts (checked together by alertProblems).
  SMS_PROVIDER: optionalString.pipe(z.enum(SMS_PROVIDERS).optional()),
  SMS_ACCOUNT_SID: optionalString.pipe(
    z
      .string()
      .regex(/^AC[0-9a-f]{32}$/i, "must be an Account SID: AC and 32 hex digits")
      .optional(),
  ),
  SMS_AUTH_TOKEN: optionalString,
  SMS_FROM: optionalString.pipe(
    z
      .string()
      .regex(
        /^(\+[1-9]\d{7,14}|\d{5,6}|MG[0-9a-f]{32})$/i,
        "must be a number such as +14165550100, a short code, or a Messaging Service SID (MG...)",
      )
      .optional(),
  ),
  SMS_TO: optionalString
    .transform((value) => (value ? [...new Set(value.split(",").map((n) => n.trim()))] : undefined))
    .pipe(
      z
        .array(z.string().regex(E164, "must be numbers such as +14165550100, comma-separated"))
        .max(5, "at most 5 numbers")
        .optional(),
    ),
  SMS_API_URL: alertUrl,
  LEAD_WEBHOOK_URL: alertUrl,
  LEAD_WEBHOOK_SECRET: optionalString.refine((value) => value === undefined || value.length >= 16, {
    error: "must be at least 16 characters (for example: openssl rand -hex 32)",
  }),
  // The owner's office (issue 23): who may sign in, and what signs its sessions.
  OFFICE_USERS: optionalString
    .transform((value) =>
      value ? [...new Set(value.split(",").map((a) => a.trim().toLowerCase()))] : undefined,
    )
    .pipe(
      z
        .array(z.email({ error: "must be e-mail addresses, comma-separated" }))
        .max(20)
        .optional(),
    ),
  OFFICE_AUTH_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    error: "must be at least 32 random characters (for example: openssl rand -base64 32)",
  }),
  OFFICE_FOLLOW_UP_DAYS: positiveInt(7),
});

export const envSchema = envFields.superRefine(alertProblems);

export type EnvInput = Record<string, string | undefined>;

export interface ServerConfig {
  dataDir: string;
  estimateValidDays: number;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  leadsTo: string;
  contactApiKey?: string;
  captcha:
    | { provider: "altcha"; hmacKey: string; cost: number; keyPrefix: string }
    | {
        provider: "recaptcha";
        secret: string;
        siteKey: string;
        minScore: number;
        verifyUrl: string;
        /** The browser script (loaded with ?render=siteKey when a visitor submits). */
        scriptUrl: string;
      }
    | {
        provider: "turnstile";
        secret: string;
        siteKey: string;
        verifyUrl: string;
        /** The browser script (loaded with ?render=explicit when a visitor submits). */
        scriptUrl: string;
      }
    | { provider: "none" };
  rateLimit: { points: number; durationSeconds: number };
  /** GET /api/captcha/challenge, per client over the same window. */
  challengeRateLimit: { points: number; durationSeconds: number };
  /** Number of reverse proxies in front of the server whose X-Forwarded-For entries are trusted. */
  trustProxy: number;
  /** From ADMIN_TOKEN; when unset, the token file under DATA_DIR is used (see adminToken()). */
  adminToken?: string;
  siteOrigin: string;
  outboxIntervalSeconds: number;
  /** LEAD_RETENTION: leads older than this are deleted with their photos, daily. */
  leadRetention: RetentionPeriod;
  port: number;
  site: Site;
  /** The owner's SMS alert of each lead; undefined when SMS_* are not set. */
  sms?: SmsConfig;
  /** The signed webhook of each lead; undefined when LEAD_WEBHOOK_URL is not set. */
  webhook?: WebhookConfig;
  /** Who may sign in to /office (lower-case), the session secret, the quote follow-up age. */
  office: { users: string[]; authSecret?: string; followUpDays: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
export const RECAPTCHA_SCRIPT_URL = "https://www.google.com/recaptcha/api.js";
export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js";
export const ALTCHA_KEY_FILE = "altcha-hmac-key";
export const ADMIN_TOKEN_FILE = "admin-token";

/**
 * Parses a set of variables (process.env by default). Pure except for two reads: the site
 * identity from content/site.yaml, and the ALTCHA key file that is created on first use.
 */
export function parseConfig(source: EnvInput = process.env, site: Site = loadSite()): ServerConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const env = result.data;
  // A folder chosen at run time, never part of the build: Turbopack need not trace it.
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR ?? "./.data");
  const problems: string[] = [];
  const needed = (name: keyof typeof env, provider: string): string => {
    const value = env[name];
    if (typeof value === "string" && value) return value;
    problems.push(`${name}: required when CAPTCHA_PROVIDER=${provider}`);
    return "";
  };

  let captcha: ServerConfig["captcha"];
  switch (env.CAPTCHA_PROVIDER) {
    case "recaptcha":
      captcha = {
        provider: "recaptcha",
        secret: needed("RECAPTCHA_SECRET", "recaptcha"),
        siteKey: needed("RECAPTCHA_SITE_KEY", "recaptcha"),
        minScore: env.RECAPTCHA_MIN_SCORE,
        verifyUrl: env.RECAPTCHA_VERIFY_URL ?? RECAPTCHA_VERIFY_URL,
        scriptUrl: env.RECAPTCHA_SCRIPT_URL ?? RECAPTCHA_SCRIPT_URL,
      };
      break;
    case "turnstile":
      captcha = {
        provider: "turnstile",
        secret: needed("TURNSTILE_SECRET", "turnstile"),
        siteKey: needed("TURNSTILE_SITE_KEY", "turnstile"),
        verifyUrl: env.TURNSTILE_VERIFY_URL ?? TURNSTILE_VERIFY_URL,
        scriptUrl: env.TURNSTILE_SCRIPT_URL ?? TURNSTILE_SCRIPT_URL,
      };
      break;
    case "none":
      captcha = { provider: "none" };
      break;
    default:
      captcha = {
        provider: "altcha",
        hmacKey: env.ALTCHA_HMAC_KEY ?? readOrCreateSecret(dataDir, ALTCHA_KEY_FILE),
        cost: env.ALTCHA_COST,
        keyPrefix: env.ALTCHA_KEY_PREFIX,
      };
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    dataDir,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `"${site.name.replace(/["\\\r\n]/g, "")}" <${site.email}>`,
    leadsTo: env.LEADS_TO ?? site.email,
    contactApiKey: env.CONTACT_API_KEY,
    captcha,
    rateLimit: { points: env.RATE_LIMIT_POINTS, durationSeconds: env.RATE_LIMIT_DURATION },
    challengeRateLimit: {
      points: env.CHALLENGE_RATE_LIMIT_POINTS,
      durationSeconds: env.RATE_LIMIT_DURATION,
    },
    trustProxy: env.TRUST_PROXY,
    adminToken: env.ADMIN_TOKEN,
    siteOrigin: new URL(env.SITE_ORIGIN ?? env.SITE_URL ?? site.url).origin,
    outboxIntervalSeconds: env.OUTBOX_INTERVAL,
    leadRetention: env.LEAD_RETENTION,
    estimateValidDays: env.ESTIMATE_VALID_DAYS,
    port: env.PORT,
    site,
    ...alertConfig(env),
    office: {
      users: env.OFFICE_USERS ?? [site.email.toLowerCase()],
      authSecret: env.OFFICE_AUTH_SECRET,
      followUpDays: env.OFFICE_FOLLOW_UP_DAYS,
    },
  };
}

/** The admin token: ADMIN_TOKEN, else a token generated once into DATA_DIR/admin-token. */
export function adminToken(config: Pick<ServerConfig, "adminToken" | "dataDir">): string {
  return config.adminToken ?? readOrCreateSecret(config.dataDir, ADMIN_TOKEN_FILE);
}

let cached: ServerConfig | undefined;

/** The process's configuration, parsed on first use. */
export function getConfig(): ServerConfig {
  cached ??= parseConfig();
  return cached;
}
