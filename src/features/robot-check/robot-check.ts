/**
 * The browser side of the robot check. Nothing runs on page load: the form asks for the
 * configuration (GET /api/captcha/config) and a token when the visitor submits; its first focus
 * may only warm up (fetch the configuration, load the widget module or the provider's script).
 *
 * - altcha: the `altcha` widget, imported on demand, solves a proof of work from
 *   GET /api/captcha/challenge in an invisible `<altcha-widget>` inside the form;
 * - recaptcha: Google's v3 script (?render=siteKey, loaded once), execute(action contactForm);
 * - turnstile: Cloudflare's script, one invisible widget per form, reset after a rejection;
 * - none: an empty token (local testing only).
 *
 * A provider that cannot give a token resolves to null: the form then says
 * NOT_A_ROBOT (src/shared/robot-check.ts) and sends nothing.
 */
import {
  ROBOT_CHECK_CONFIG_PATH,
  ROBOT_CHECK_PROVIDERS,
  type RobotCheckConfig,
} from "@/shared/robot-check";
import { readJsonBody, responseErrorMessage } from "@/features/contact/messages";
import { AltchaCheck, NoRobotCheck, RecaptchaCheck, TurnstileCheck } from "./robot-check-providers";
import type { RobotCheck, RobotCheckEnv } from "./robot-check-base";

export type {
  Grecaptcha,
  RobotCheck,
  RobotCheckEnv,
  Turnstile,
  TurnstileRenderOptions,
} from "./robot-check-base";
export { withParam } from "./robot-check-base";

/** The robot check the configuration names (provider selection). */
export function robotCheckFor(config: RobotCheckConfig, env: RobotCheckEnv): RobotCheck {
  switch (config.provider) {
    case "altcha":
      return new AltchaCheck(env);
    case "recaptcha":
    case "turnstile": {
      const { siteKey, scriptUrl } = config;
      if (!siteKey || !scriptUrl) {
        throw new Error(`The ${config.provider} robot check is missing its site key or script`);
      }
      const complete = { ...config, siteKey, scriptUrl };
      return config.provider === "recaptcha"
        ? new RecaptchaCheck(complete, env)
        : new TurnstileCheck(complete, env);
    }
    default:
      return new NoRobotCheck();
  }
}

/** Reads GET /api/captcha/config; throws with the server's error or a network failure. */
export async function fetchRobotCheckConfig(
  fetchImpl: typeof fetch = fetch,
): Promise<RobotCheckConfig> {
  const response = await fetchImpl(ROBOT_CHECK_CONFIG_PATH, {
    headers: { accept: "application/json" },
    cache: "no-store",
  });
  const body = await readJsonBody(response);
  if (!response.ok) throw new Error(responseErrorMessage(response.status, body));
  const config = (body ?? {}) as Partial<Record<keyof RobotCheckConfig, unknown>>;
  const provider = ROBOT_CHECK_PROVIDERS.find((name) => name === config.provider);
  if (!provider) throw new Error("The robot check is not configured correctly");
  const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);
  return {
    provider,
    siteKey: text(config.siteKey),
    scriptUrl: text(config.scriptUrl),
    apiKey: text(config.apiKey),
  };
}

const scripts = new Map<string, Promise<void>>();

/** Adds a script once per URL; a failed load may be tried again. */
export function loadScriptOnce(url: string): Promise<void> {
  const known = scripts.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      scripts.delete(url);
      reject(new Error("The robot check could not be loaded"));
    };
    document.head.append(script);
  });
  scripts.set(url, loading);
  return loading;
}

export const browserRobotCheckEnv: RobotCheckEnv = {
  loadScript: loadScriptOnce,
  importAltcha: () => import("altcha"),
  globals: () => window as unknown as ReturnType<RobotCheckEnv["globals"]>,
  timeoutMs: 90_000,
};

let configRequest: Promise<RobotCheckConfig> | undefined;

/** The configuration, asked once per page load (again after a failure). */
export function robotCheckConfig(): Promise<RobotCheckConfig> {
  configRequest ??= fetchRobotCheckConfig().catch((error: unknown) => {
    configRequest = undefined;
    throw error;
  });
  return configRequest;
}
