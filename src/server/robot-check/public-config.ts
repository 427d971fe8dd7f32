import "server-only";
import type { RobotCheckConfig, RobotCheckProvider } from "@/shared/robot-check";

/**
 * The public part of the configuration for GET /api/captcha/config: never a secret, only what
 * the browser needs to get a token (provider, site key, script) and the public x-api-key.
 */
export function publicRobotCheckConfig(config: {
  captcha: { provider: RobotCheckProvider; siteKey?: string; scriptUrl?: string };
  contactApiKey?: string;
}): RobotCheckConfig {
  const { captcha } = config;
  const apiKey = config.contactApiKey ? { apiKey: config.contactApiKey } : {};
  switch (captcha.provider) {
    case "recaptcha":
    case "turnstile":
      return {
        provider: captcha.provider,
        siteKey: captcha.siteKey,
        scriptUrl: captcha.scriptUrl,
        ...apiKey,
      };
    default:
      return { provider: captcha.provider, ...apiKey };
  }
}
