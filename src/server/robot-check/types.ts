import "server-only";
import type { RobotCheckProvider } from "@/shared/robot-check";

export interface RobotCheckContext {
  /** The client address, passed on to the provider's verify call. */
  remoteIp?: string;
  /** Hostnames a token may have been solved on (the site's and the request's own). */
  hostnames: string[];
}

export type RobotCheckResult =
  | { ok: true }
  /** unavailable: the provider could not be asked (network, outage): not the visitor's fault. */
  | { ok: false; reason: string; unavailable?: boolean };

/** A robot check chosen by CAPTCHA_PROVIDER; the browser sends its token as `recaptchaToken`. */
export interface RobotCheck {
  readonly provider: RobotCheckProvider;
  verify(token: string, context: RobotCheckContext): Promise<RobotCheckResult>;
}
