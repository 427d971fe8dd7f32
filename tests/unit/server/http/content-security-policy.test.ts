import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  RECAPTCHA_DEFAULT_SCRIPT,
  robotCheckSources,
  TURNSTILE_DEFAULT_SCRIPT,
  type RobotCheckSources,
} from "@/server/http/content-security-policy.mjs";
import { RECAPTCHA_SCRIPT_URL, TURNSTILE_SCRIPT_URL } from "@/server/env";

const ALTCHA_STYLE = "sha256-altchaStyleHashAAAAAAAAAAAAAAAAAAAAAAAAAAA=";

/** The policy as a map of directive -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name, ...values] = directive.split(" ");
      return [name!, values];
    }),
  );
}

function policyFor(env: Record<string, string>, hashes = {}) {
  const robotCheck = robotCheckSources(env, { altchaStyleHashes: [ALTCHA_STYLE] });
  return directives(contentSecurityPolicy({ robotCheck, ...hashes }));
}

/** What every policy says, whatever the provider. */
const COMMON = {
  "default-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "style-src-attr": ["'unsafe-inline'"],
  "img-src": ["'self'", "blob:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

describe("contentSecurityPolicy per robot-check provider", () => {
  it.each<[string, Record<string, string>, Record<string, string[] | undefined>]>([
    [
      "ALTCHA (the default): our origin only, workers from blob:, the widget's style by hash",
      {},
      {
        "script-src": ["'self'"],
        "style-src-elem": ["'self'", `'${ALTCHA_STYLE}'`],
        "frame-src": ["'none'"],
        "worker-src": ["blob:"],
      },
    ],
    [
      "reCAPTCHA v3: Google's /recaptcha/ trees for scripts and frames",
      { CAPTCHA_PROVIDER: "recaptcha" },
      {
        "script-src": [
          "'self'",
          "https://www.google.com/recaptcha/",
          "https://www.gstatic.com/recaptcha/",
        ],
        "style-src-elem": ["'self'"],
        "frame-src": [
          "https://www.google.com/recaptcha/",
          "https://recaptcha.google.com/recaptcha/",
        ],
        "worker-src": undefined,
      },
    ],
    [
      "Turnstile: Cloudflare's challenge host for scripts and frames",
      { CAPTCHA_PROVIDER: "turnstile" },
      {
        "script-src": ["'self'", "https://challenges.cloudflare.com"],
        "style-src-elem": ["'self'"],
        "frame-src": ["https://challenges.cloudflare.com"],
        "worker-src": undefined,
      },
    ],
    [
      "none: our origin only, no frames, no workers",
      { CAPTCHA_PROVIDER: "none" },
      {
        "script-src": ["'self'"],
        "style-src-elem": ["'self'"],
        "frame-src": ["'none'"],
        "worker-src": undefined,
      },
    ],
    [
      "an unknown provider (refused by env.ts): nothing beyond our origin",
      { CAPTCHA_PROVIDER: "hcaptcha" },
      { "script-src": ["'self'"], "frame-src": ["'none'"], "worker-src": undefined },
    ],
  ])("%s", (_title, env, expected) => {
    const policy = policyFor(env);
    expect(policy).toMatchObject(COMMON);
    for (const [name, values] of Object.entries(expected))
      expect(policy[name], name).toEqual(values);
    expect(Object.keys(policy).slice(0, 2)).toEqual(["default-src", "script-src"]);
  });

  it("never allows inline scripts wholesale, eval, or any host for every provider", () => {
    for (const provider of ["altcha", "recaptcha", "turnstile", "none", ""]) {
      const text = contentSecurityPolicy({
        robotCheck: robotCheckSources({ CAPTCHA_PROVIDER: provider }),
      });
      expect(directives(text)["script-src"]).not.toContain("'unsafe-inline'");
      expect(text).not.toMatch(/unsafe-eval|strict-dynamic|\*|data:|https:(?!\/\/)/);
    }
  });

  it("lists each inline script's and style's hash once, quoted, after 'self'", () => {
    const policy = policyFor(
      { CAPTCHA_PROVIDER: "recaptcha" },
      { scriptHashes: ["sha256-a", "sha256-b", "sha256-a"], styleHashes: ["sha256-c"] },
    );
    expect(policy["script-src"]).toEqual([
      "'self'",
      "'sha256-a'",
      "'sha256-b'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ]);
    expect(policy["style-src-elem"]).toEqual(["'self'", "'sha256-c'"]);
  });
});

describe("robotCheckSources", () => {
  it("takes a configured script's place (a mirror, or the tests' stand-in) from its URL", () => {
    expect(
      robotCheckSources({
        CAPTCHA_PROVIDER: "recaptcha",
        RECAPTCHA_SCRIPT_URL: "http://127.0.0.1:26001/recaptcha/api.js?hl=en",
      }),
    ).toMatchObject<Partial<RobotCheckSources>>({
      provider: "recaptcha",
      scripts: ["http://127.0.0.1:26001/recaptcha/", "https://www.gstatic.com/recaptcha/"],
      frames: ["http://127.0.0.1:26001/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
    });
    expect(
      robotCheckSources({
        CAPTCHA_PROVIDER: "turnstile",
        TURNSTILE_SCRIPT_URL: "http://127.0.0.1:26001/turnstile/v0/api.js",
      }),
    ).toMatchObject<Partial<RobotCheckSources>>({
      scripts: ["http://127.0.0.1:26001"],
      frames: ["http://127.0.0.1:26001"],
    });
  });

  it("reads unset and empty (or blank) variables as the defaults, like env.ts", () => {
    const blank = { CAPTCHA_PROVIDER: "  ", RECAPTCHA_SCRIPT_URL: "" };
    expect(robotCheckSources(blank).provider).toBe("altcha");
    expect(robotCheckSources({ ...blank, CAPTCHA_PROVIDER: "recaptcha" }).scripts[0]).toBe(
      "https://www.google.com/recaptcha/",
    );
  });

  it("allows nothing for a script URL that is not http(s)", () => {
    for (const url of ["javascript:alert(1)", "not a url", "ftp://example.test/api.js"]) {
      const sources = robotCheckSources({
        CAPTCHA_PROVIDER: "turnstile",
        TURNSTILE_SCRIPT_URL: url,
      });
      expect(sources).toMatchObject({ scripts: [], frames: [] });
    }
  });

  it("keeps a source free of characters that would end or split a directive", () => {
    const sources = robotCheckSources({
      CAPTCHA_PROVIDER: "recaptcha",
      RECAPTCHA_SCRIPT_URL: "https://example.test/re captcha;x,y/api.js",
    });
    for (const source of [...sources.scripts, ...sources.frames]) {
      expect(source).not.toMatch(/[\s;,]/);
    }
  });

  it("has the same default scripts as the server configuration", () => {
    expect(RECAPTCHA_DEFAULT_SCRIPT).toBe(RECAPTCHA_SCRIPT_URL);
    expect(TURNSTILE_DEFAULT_SCRIPT).toBe(TURNSTILE_SCRIPT_URL);
  });
});
