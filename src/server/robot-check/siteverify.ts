import "server-only";
import { z } from "zod";
import type { RobotCheck, RobotCheckContext, RobotCheckResult } from "./types";
import { ROBOT_CHECK_ACTION } from "@/shared/robot-check";

/**
 * Google reCAPTCHA v3 and Cloudflare Turnstile share one protocol: POST secret, response and
 * remoteip (form-encoded) to a "siteverify" URL, which answers JSON { success, hostname, action,
 * "error-codes", ... } (reCAPTCHA adds score). Tokens are single-use and expire (2 and 5 minutes),
 * so the browser asks for one at submit time.
 */

const siteverifyAnswer = z.object({
  success: z.boolean(),
  hostname: z.string().optional(),
  action: z.string().optional(),
  score: z.number().optional(),
  "error-codes": z.array(z.string()).optional(),
});
type SiteverifyAnswer = z.output<typeof siteverifyAnswer>;

const TIMEOUT_MS = 5_000;

async function siteverify(
  url: string,
  secret: string,
  token: string,
  remoteIp: string | undefined,
  fetchImpl: typeof fetch,
): Promise<SiteverifyAnswer | { unavailable: string }> {
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set("remoteip", remoteIp);
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return {
      unavailable: `verify request failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (!response.ok) return { unavailable: `verify endpoint answered ${response.status}` };
  try {
    const parsed = siteverifyAnswer.safeParse(await response.json());
    return parsed.success
      ? parsed.data
      : { unavailable: "verify endpoint answered unexpected JSON" };
  } catch {
    return { unavailable: "verify endpoint answered something that is not JSON" };
  }
}

function hostnameAllowed(hostname: string | undefined, context: RobotCheckContext): boolean {
  if (!hostname) return false;
  return context.hostnames.some((allowed) => allowed.toLowerCase() === hostname.toLowerCase());
}

/** Asks the provider and turns "unavailable" and "rejected" into results; else the accepted answer. */
async function acceptedAnswer(
  options: { verifyUrl: string; secret: string; fetch?: typeof fetch },
  token: string,
  context: RobotCheckContext,
): Promise<SiteverifyAnswer | RobotCheckResult> {
  const answer = await siteverify(
    options.verifyUrl,
    options.secret,
    token,
    context.remoteIp,
    options.fetch ?? fetch,
  );
  if ("unavailable" in answer) return { ok: false, reason: answer.unavailable, unavailable: true };
  if (!answer.success) {
    return {
      ok: false,
      reason: `rejected: ${(answer["error-codes"] ?? []).join(", ") || "no reason"}`,
    };
  }
  return answer;
}

export interface RecaptchaOptions {
  secret: string;
  minScore: number;
  verifyUrl: string;
  fetch?: typeof fetch;
}

export class RecaptchaRobotCheck implements RobotCheck {
  readonly provider = "recaptcha" as const;

  constructor(private readonly options: RecaptchaOptions) {}

  async verify(token: string, context: RobotCheckContext): Promise<RobotCheckResult> {
    if (!token) return { ok: false, reason: "no reCAPTCHA token" };
    const answer = await acceptedAnswer(this.options, token, context);
    if ("ok" in answer) return answer;
    if (answer.action !== ROBOT_CHECK_ACTION)
      return { ok: false, reason: `wrong action ${answer.action}` };
    if (answer.score === undefined || answer.score < this.options.minScore) {
      return { ok: false, reason: `score ${answer.score} below ${this.options.minScore}` };
    }
    if (!hostnameAllowed(answer.hostname, context)) {
      return { ok: false, reason: `token solved on another host (${answer.hostname})` };
    }
    return { ok: true };
  }
}

export interface TurnstileOptions {
  secret: string;
  verifyUrl: string;
  fetch?: typeof fetch;
}

export class TurnstileRobotCheck implements RobotCheck {
  readonly provider = "turnstile" as const;

  constructor(private readonly options: TurnstileOptions) {}

  async verify(token: string, context: RobotCheckContext): Promise<RobotCheckResult> {
    if (!token) return { ok: false, reason: "no Turnstile token" };
    const answer = await acceptedAnswer(this.options, token, context);
    if ("ok" in answer) return answer;
    // The widget may name an action; when it does, it must be ours.
    if (answer.action && answer.action !== ROBOT_CHECK_ACTION) {
      return { ok: false, reason: `wrong action ${answer.action}` };
    }
    if (!hostnameAllowed(answer.hostname, context)) {
      return { ok: false, reason: `token solved on another host (${answer.hostname})` };
    }
    return { ok: true };
  }
}

/** CAPTCHA_PROVIDER=none: no robot check (for local testing; the rate limit and honeypot remain). */
export class NoRobotCheck implements RobotCheck {
  readonly provider = "none" as const;

  async verify(): Promise<RobotCheckResult> {
    return { ok: true };
  }
}
