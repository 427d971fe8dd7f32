import "server-only";
import { TWILIO_API_URL } from "../alerts/alert-config";
import { envSchema, RECAPTCHA_VERIFY_URL, TURNSTILE_VERIFY_URL, type EnvInput } from "../env";
import type { LaunchFinding } from "./findings";

export interface Deployment {
  /** How many server processes will share the leads (more than one needs PostgreSQL). */
  servers: number;
  /** Whether a reverse proxy or load balancer sits in front of the server. */
  behindProxy: boolean;
}

// The providers' published test keys: they accept every visitor, robot or not.
const RECAPTCHA_TEST_KEYS = new Set([
  "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
  "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
]);
const TURNSTILE_TEST_KEY = /^[1-3]x0{20,}[A-F]{2}$/;

// Not .test: that suffix can only be a deliberate test set-up (the go-live check's own tests).
const EXAMPLE_HOST = /\.(example|invalid|localhost)$|^localhost$|^127\.|^\[::1\]$/i;

function configuration(where: string, what: string): LaunchFinding {
  return { group: "configuration", where, what };
}

function siteUrlFindings(siteUrl: string | undefined): LaunchFinding[] {
  if (!siteUrl) {
    return [{ group: "identity", where: "SITE_URL", what: "not set: the site's public address" }];
  }
  const { protocol, hostname } = new URL(siteUrl);
  const findings: LaunchFinding[] = [];
  if (EXAMPLE_HOST.test(hostname)) {
    findings.push({
      group: "identity",
      where: "SITE_URL",
      what: `${hostname} is not a public domain`,
    });
  }
  if (protocol !== "https:") {
    findings.push({ group: "identity", where: "SITE_URL", what: "must be an https:// address" });
  }
  return findings;
}

function robotCheckFindings(env: EnvInput, deployment: Deployment): LaunchFinding[] {
  const provider = env.CAPTCHA_PROVIDER || "altcha";
  if (provider === "none") {
    return [configuration("CAPTCHA_PROVIDER", "none: the forms have no robot check")];
  }
  if (provider === "altcha") {
    return deployment.servers > 1 && !env.ALTCHA_HMAC_KEY
      ? [configuration("ALTCHA_HMAC_KEY", "not set: each server would sign with its own key")]
      : [];
  }
  const findings: LaunchFinding[] = [];
  const names =
    provider === "recaptcha"
      ? (["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET"] as const)
      : (["TURNSTILE_SITE_KEY", "TURNSTILE_SECRET"] as const);
  for (const name of names) {
    const value = env[name] ?? "";
    if (RECAPTCHA_TEST_KEYS.has(value) || TURNSTILE_TEST_KEY.test(value)) {
      findings.push(configuration(name, "the provider's test key, which lets every robot through"));
    }
  }
  const [urlName, official] =
    provider === "recaptcha"
      ? ["RECAPTCHA_VERIFY_URL", RECAPTCHA_VERIFY_URL]
      : ["TURNSTILE_VERIFY_URL", TURNSTILE_VERIFY_URL];
  if (env[urlName] && env[urlName] !== official) {
    findings.push(
      configuration(urlName, `answers are checked at ${env[urlName]}, not by the provider`),
    );
  }
  return findings;
}

/** What the environment still lacks for a real launch of the given deployment. */
export function configFindings(env: EnvInput, deployment: Deployment): LaunchFinding[] {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) =>
      configuration(issue.path.join("."), `invalid: ${issue.message}`),
    );
  }
  const config = parsed.data;
  const findings = siteUrlFindings(config.SITE_URL);
  if (!config.SMTP_URL) {
    findings.push(
      configuration("SMTP_URL", "not set: lead mail is only written to files under DATA_DIR"),
    );
  }
  if (deployment.servers > 1 && !config.DATABASE_URL) {
    findings.push(
      configuration(
        "DATABASE_URL",
        `not set, with ${deployment.servers} servers: the built-in database serves one process`,
      ),
    );
  }
  findings.push(...robotCheckFindings(env, deployment));
  if (!config.ADMIN_TOKEN) {
    findings.push(
      configuration("ADMIN_TOKEN", "not set: set one and keep it in your password manager"),
    );
  }
  // The owner's alerts are optional: only an SMS address that is not Twilio's is worth a line.
  const smsApi = config.SMS_API_URL?.replace(/\/+$/, "");
  if (smsApi && smsApi !== TWILIO_API_URL) {
    findings.push(configuration("SMS_API_URL", `SMS alerts go to ${smsApi}, not to Twilio`));
  }
  if (deployment.behindProxy && config.TRUST_PROXY === 0) {
    findings.push(
      configuration(
        "TRUST_PROXY",
        "not set behind a proxy: every visitor would share the proxy's address",
      ),
    );
  }
  return findings;
}
