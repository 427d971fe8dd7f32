/**
 * The Content-Security-Policy of every answer (issue 15). Plain JavaScript because the
 * production server (scripts/serve.mjs) runs it under Node without a TypeScript step; the types
 * are in content-security-policy.d.mts. Pure: the caller passes the environment and the hashes.
 *
 * The policy is made per answer because two of its parts are not known when the site is built:
 * the robot-check provider is chosen at run time (CAPTCHA_PROVIDER), and the inline scripts
 * Next.js writes into each page (its bootstrap and the page's RSC payload) differ per page, so
 * they are allowed by their hashes (inline-hashes.mjs) instead of 'unsafe-inline'.
 */

/** The providers' own browser scripts: the defaults of RECAPTCHA_SCRIPT_URL and TURNSTILE_SCRIPT_URL. */
export const RECAPTCHA_DEFAULT_SCRIPT = "https://www.google.com/recaptcha/api.js";
export const TURNSTILE_DEFAULT_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/**
 * Where reCAPTCHA loads its code and frames besides the directory of api.js, as Google's
 * reCAPTCHA FAQ on CSP lists them (www.gstatic.com/recaptcha/ for the code api.js loads,
 * recaptcha.google.com/recaptcha/ for frames).
 */
const RECAPTCHA_CODE = "https://www.gstatic.com/recaptcha/";
const RECAPTCHA_FRAMES = "https://recaptcha.google.com/recaptcha/";

/** @returns {import("./content-security-policy.d.mts").RobotCheckSources} */
function sources(provider, extra = {}) {
  return { provider, scripts: [], frames: [], workers: [], styles: [], ...extra };
}

/**
 * "https://www.google.com/recaptcha/api.js?x" -> "https://www.google.com/recaptcha/". A URL's
 * path may keep ";" and ",", which would end a directive or split the header: they are
 * percent-encoded (CSP decodes a source's path before comparing it).
 */
function directoryOf(url) {
  const directory = url.pathname.slice(0, url.pathname.lastIndexOf("/") + 1);
  return `${url.origin}${directory.replace(/;/g, "%3B").replace(/,/g, "%2C")}`;
}

function parseUrl(value, fallback) {
  const text = (value ?? "").trim() || fallback;
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * What the configured robot check needs beyond our own origin, read from the same variables
 * as src/server/env.ts (unset and empty mean the default). ALTCHA runs from our own bundle: it
 * needs workers from blob: URLs (its proof of work) and its one injected <style> element,
 * allowed by the hash the caller computed (altchaStyleHash in inline-hashes.mjs). An unknown
 * provider or an unusable script URL allows nothing: env.ts refuses that configuration and
 * every API request answers 503, so no robot check can run anyway.
 *
 * @param {Record<string, string | undefined>} env
 * @param {{ altchaStyleHashes?: readonly string[] }} [options]
 */
export function robotCheckSources(env, { altchaStyleHashes = [] } = {}) {
  const provider = (env.CAPTCHA_PROVIDER ?? "").trim() || "altcha";
  if (provider === "altcha") {
    return sources("altcha", { workers: ["blob:"], styles: [...altchaStyleHashes] });
  }
  if (provider === "recaptcha") {
    const script = parseUrl(env.RECAPTCHA_SCRIPT_URL, RECAPTCHA_DEFAULT_SCRIPT);
    if (!script) return sources(provider);
    // Path-limited: only Google's /recaptcha/ tree, not everything www.google.com serves.
    const home = directoryOf(script);
    return sources(provider, { scripts: [home, RECAPTCHA_CODE], frames: [home, RECAPTCHA_FRAMES] });
  }
  if (provider === "turnstile") {
    const script = parseUrl(env.TURNSTILE_SCRIPT_URL, TURNSTILE_DEFAULT_SCRIPT);
    if (!script) return sources(provider);
    // Turnstile's frames come from /cdn-cgi/ on the same host as its script: origin, not path.
    return sources(provider, { scripts: [script.origin], frames: [script.origin] });
  }
  return sources(provider === "none" ? "none" : "unknown");
}

/** Hashes are kept as "sha256-<base64>"; in the policy they are quoted source expressions. */
const quoted = (hashes) => hashes.map((hash) => `'${hash}'`);

/**
 * The policy for one answer. `scriptHashes` and `styleHashes` are the inline <script> and
 * <style> elements of an HTML answer (none for any other answer).
 *
 * @param {{
 *   robotCheck: import("./content-security-policy.d.mts").RobotCheckSources,
 *   scriptHashes?: readonly string[],
 *   styleHashes?: readonly string[],
 * }} input
 */
export function contentSecurityPolicy({ robotCheck, scriptHashes = [], styleHashes = [] }) {
  const styleHashSources = quoted([...new Set([...styleHashes, ...robotCheck.styles])]);
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    // No 'unsafe-inline': an inline script runs only when its hash is listed here.
    ["script-src", ["'self'", ...quoted([...new Set(scriptHashes)]), ...robotCheck.scripts]],
    // Browsers without the -elem/-attr directives (before 2022) fall back to this one; they keep
    // working as they did. Current browsers apply the two below.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["style-src-elem", ["'self'", ...styleHashSources]],
    // style="" attributes (next/image's fill box, background positions, the providers' widgets)
    // cannot be hashed ahead of time; an attribute cannot load anything or match selectors.
    ["style-src-attr", ["'unsafe-inline'"]],
    // blob: for the thumbnails of the photos a visitor picks in a quote form (object URLs of
    // their own files, issue 17); nothing is loaded from elsewhere.
    ["img-src", ["'self'", "blob:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["frame-src", robotCheck.frames.length > 0 ? robotCheck.frames : ["'none'"]],
    ...(robotCheck.workers.length > 0 ? [["worker-src", robotCheck.workers]] : []),
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}
