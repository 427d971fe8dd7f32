/**
 * What the browser learns about the robot check, from GET /api/captcha/config at submit time:
 * the provider, its public site key and script, and the public x-api-key of POST /api/email.
 * Shared by the route (src/app/api/captcha/config) and the form's robot check (robot-check.ts).
 */

export const ROBOT_CHECK_PROVIDERS = ["altcha", "recaptcha", "turnstile", "none"] as const;
export type RobotCheckProvider = (typeof ROBOT_CHECK_PROVIDERS)[number];

export interface RobotCheckConfig {
  provider: RobotCheckProvider;
  /** reCAPTCHA or Turnstile site key (public). */
  siteKey?: string;
  /** reCAPTCHA or Turnstile browser script. */
  scriptUrl?: string;
  /** CONTACT_API_KEY, sent as x-api-key: public by design (a gate for blind bots, not a secret). */
  apiKey?: string;
}

export const ROBOT_CHECK_CONFIG_PATH = "/api/captcha/config";
export const ALTCHA_CHALLENGE_PATH = "/api/captcha/challenge";

/** The action name reCAPTCHA (and Turnstile) tokens are requested for (spec section 7). */
export const ROBOT_CHECK_ACTION = "contactForm";

/** What the form shows and the API answers when the robot check fails (spec section 8). */
export const NOT_A_ROBOT = "Please verify you are not a robot";
