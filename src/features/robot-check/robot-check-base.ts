/** The shapes the robot-check providers share, and their small helpers (see robot-check.ts). */
import type { RobotCheckConfig } from "@/shared/robot-check";
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
export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
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
