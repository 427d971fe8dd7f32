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
 * "Please verify you are not a robot" and sends nothing.
 */
import {
  ALTCHA_CHALLENGE_PATH,
  ROBOT_CHECK_ACTION,
  ROBOT_CHECK_CONFIG_PATH,
  ROBOT_CHECK_PROVIDERS,
  type RobotCheckConfig,
} from "./captcha-config";
import { readJsonBody, responseErrorMessage } from "./messages";

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface TurnstileRenderOptions {
  sitekey: string;
  action?: string;
  execution?: "render" | "execute";
  appearance?: "always" | "execute" | "interaction-only";
  "response-field"?: boolean;
  callback?: (token: string) => void;
  "error-callback"?: (code?: string) => void;
  "expired-callback"?: () => void;
  "timeout-callback"?: () => void;
}

export interface Turnstile {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | undefined;
  execute(widget: string | HTMLElement): void;
  reset(widget?: string): void;
}

/** What the providers use from the browser, injectable for tests. */
export interface RobotCheckEnv {
  loadScript(url: string): Promise<void>;
  importAltcha(): Promise<unknown>;
  /** Where provider scripts put their globals (window). */
  globals(): { grecaptcha?: Grecaptcha; turnstile?: Turnstile };
  /** Longest wait for a token, in milliseconds. */
  timeoutMs: number;
}

export interface RobotCheck {
  readonly provider: RobotCheckConfig["provider"];
  /** Warm up (module or script) without running a check. */
  prepare(): Promise<void>;
  /** A token for one submission: "" without a robot check, null when none could be had. */
  token(slot: HTMLElement): Promise<string | null>;
  /** After a submission that did not succeed: the next token must be a fresh one. */
  rejected(): void;
}

/** Resolves with the value, or with `fallback` after `ms` (the timer is always cleared). */
function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** `url` with one query parameter set (the script URLs may carry their own). */
export function withParam(url: string, name: string, value: string): string {
  const base = typeof location === "undefined" ? "http://localhost" : location.href;
  const parsed = new URL(url, base);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

class NoRobotCheck implements RobotCheck {
  readonly provider = "none" as const;
  async prepare() {}
  async token() {
    return "";
  }
  rejected() {}
}

/** The ALTCHA widget's element as far as we use it. */
interface AltchaWidget extends HTMLElement {
  verify?: () => Promise<{ payload?: string } | null>;
}

class AltchaCheck implements RobotCheck {
  readonly provider = "altcha" as const;
  private widget: AltchaWidget | undefined;

  constructor(private readonly env: RobotCheckEnv) {}

  prepare(): Promise<void> {
    return this.env.importAltcha().then(() => undefined);
  }

  private widgetIn(slot: HTMLElement): AltchaWidget {
    if (this.widget?.isConnected && slot.contains(this.widget)) return this.widget;
    const widget = slot.ownerDocument.createElement("altcha-widget") as AltchaWidget;
    widget.setAttribute("challenge", ALTCHA_CHALLENGE_PATH);
    widget.setAttribute("auto", "off");
    widget.setAttribute("display", "invisible");
    widget.setAttribute("hidefooter", "");
    widget.setAttribute("hidelogo", "");
    widget.setAttribute("configuration", JSON.stringify({ hideFooter: true, hideLogo: true }));
    slot.replaceChildren(widget);
    this.widget = widget;
    return widget;
  }

  async token(slot: HTMLElement): Promise<string | null> {
    try {
      await this.prepare();
    } catch {
      return null;
    }
    const widget = this.widgetIn(slot);
    return withTimeout(
      new Promise<string | null>((resolve) => {
        const finish = (value: string | null) => {
          widget.removeEventListener("verified", onVerified);
          widget.removeEventListener("statechange", onState);
          widget.removeEventListener("load", start);
          resolve(value);
        };
        const onVerified = (event: Event) => {
          const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
          finish(typeof payload === "string" && payload ? payload : null);
        };
        const onState = (event: Event) => {
          const state = (event as CustomEvent<{ state?: string }>).detail?.state;
          if (state === "error" || state === "expired") finish(null);
        };
        function start() {
          widget.removeEventListener("load", start);
          if (typeof widget.verify !== "function") return finish(null);
          widget.verify().then(
            (result) => {
              if (result?.payload) finish(result.payload);
            },
            () => finish(null),
          );
        }
        widget.addEventListener("verified", onVerified);
        widget.addEventListener("statechange", onState);
        // The element mounts asynchronously after it is connected; its methods exist from "load".
        if (typeof widget.verify === "function") start();
        else widget.addEventListener("load", start);
      }),
      this.env.timeoutMs,
      null,
    );
  }

  rejected() {
    // Each payload is accepted once; verify() starts a fresh challenge next time anyway.
  }
}

class RecaptchaCheck implements RobotCheck {
  readonly provider = "recaptcha" as const;

  constructor(
    private readonly config: RobotCheckConfig & { siteKey: string; scriptUrl: string },
    private readonly env: RobotCheckEnv,
  ) {}

  prepare(): Promise<void> {
    return this.env.loadScript(withParam(this.config.scriptUrl, "render", this.config.siteKey));
  }

  async token(): Promise<string | null> {
    const run = async () => {
      await this.prepare();
      const grecaptcha = this.env.globals().grecaptcha;
      if (!grecaptcha) return null;
      await new Promise<void>((resolve) => grecaptcha.ready(resolve));
      const token = await grecaptcha.execute(this.config.siteKey, { action: ROBOT_CHECK_ACTION });
      return token || null;
    };
    return withTimeout(
      run().catch(() => null),
      this.env.timeoutMs,
      null,
    );
  }

  rejected() {
    // v3 tokens are single-use; execute() always returns a new one.
  }
}

class TurnstileCheck implements RobotCheck {
  readonly provider = "turnstile" as const;
  private widgetId: string | undefined;
  private container: HTMLElement | undefined;
  private pending: ((token: string | null) => void) | undefined;

  constructor(
    private readonly config: RobotCheckConfig & { siteKey: string; scriptUrl: string },
    private readonly env: RobotCheckEnv,
  ) {}

  prepare(): Promise<void> {
    return this.env.loadScript(withParam(this.config.scriptUrl, "render", "explicit"));
  }

  private settle(token: string | null) {
    const pending = this.pending;
    this.pending = undefined;
    pending?.(token);
  }

  async token(slot: HTMLElement): Promise<string | null> {
    try {
      await this.prepare();
    } catch {
      return null;
    }
    const turnstile = this.env.globals().turnstile;
    if (!turnstile) return null;
    const result = new Promise<string | null>((resolve) => {
      this.pending = resolve;
    });
    try {
      if (this.widgetId === undefined || !this.container?.isConnected) {
        const container = slot.ownerDocument.createElement("div");
        slot.replaceChildren(container);
        this.container = container;
        this.widgetId = turnstile.render(container, {
          sitekey: this.config.siteKey,
          action: ROBOT_CHECK_ACTION,
          execution: "execute",
          appearance: "interaction-only",
          "response-field": false,
          callback: (token) => this.settle(token || null),
          "error-callback": () => this.settle(null),
          "expired-callback": () => this.settle(null),
          "timeout-callback": () => this.settle(null),
        });
      }
      turnstile.execute(this.widgetId ?? this.container);
    } catch {
      this.settle(null);
    }
    const token = await withTimeout(result, this.env.timeoutMs, null);
    if (token === null) this.pending = undefined;
    return token;
  }

  rejected() {
    // Turnstile tokens are single-use: the widget must be reset before the next execute().
    if (this.widgetId !== undefined) {
      try {
        this.env.globals().turnstile?.reset(this.widgetId);
      } catch {
        // A widget that is gone is rendered again on the next token().
        this.widgetId = undefined;
      }
    }
  }
}

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
