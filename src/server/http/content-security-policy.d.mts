/** Types of content-security-policy.mjs (plain JavaScript, run by scripts/serve.mjs). */

export declare const RECAPTCHA_DEFAULT_SCRIPT: string;
export declare const TURNSTILE_DEFAULT_SCRIPT: string;

/** What the configured robot check needs beyond our own origin. */
export interface RobotCheckSources {
  provider: "altcha" | "recaptcha" | "turnstile" | "none" | "unknown";
  /** script-src sources (origins or path prefixes). */
  scripts: string[];
  /** frame-src sources; none means frame-src 'none'. */
  frames: string[];
  /** worker-src sources; none means no worker-src directive (script-src applies). */
  workers: string[];
  /** "sha256-..." hashes of <style> elements the provider's code adds. */
  styles: string[];
}

export declare function robotCheckSources(
  env: Record<string, string | undefined>,
  options?: { altchaStyleHashes?: readonly string[] },
): RobotCheckSources;

export declare function contentSecurityPolicy(input: {
  robotCheck: RobotCheckSources;
  scriptHashes?: readonly string[];
  styleHashes?: readonly string[];
}): string;
