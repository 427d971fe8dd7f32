import { describe, expect, it } from "vitest";
import type { ServerConfig } from "@/server/env";
import { publicRobotCheckConfig } from "@/server/robot-check/public-config";

const recaptcha: ServerConfig["captcha"] = {
  provider: "recaptcha",
  secret: "never-shown",
  siteKey: "site-key",
  minScore: 0.5,
  verifyUrl: "https://verify.example/siteverify",
  scriptUrl: "https://www.google.com/recaptcha/api.js",
};
const turnstile: ServerConfig["captcha"] = {
  provider: "turnstile",
  secret: "never-shown",
  siteKey: "ts-key",
  verifyUrl: "https://verify.example/siteverify",
  scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
};

describe("publicRobotCheckConfig", () => {
  it.each([
    [
      { provider: "altcha", hmacKey: "never-shown", cost: 5000, keyPrefix: "000" } as const,
      undefined,
      { provider: "altcha" },
    ],
    [{ provider: "none" } as const, "public-key", { provider: "none", apiKey: "public-key" }],
    [
      recaptcha,
      undefined,
      {
        provider: "recaptcha",
        siteKey: "site-key",
        scriptUrl: "https://www.google.com/recaptcha/api.js",
      },
    ],
    [
      turnstile,
      "k",
      {
        provider: "turnstile",
        siteKey: "ts-key",
        scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
        apiKey: "k",
      },
    ],
  ])("%j with api key %j gives only public values", (captcha, contactApiKey, expected) => {
    const config = publicRobotCheckConfig({ captcha, contactApiKey });
    expect(config).toEqual(expected);
    expect(JSON.stringify(config)).not.toContain("never-shown");
  });
});
