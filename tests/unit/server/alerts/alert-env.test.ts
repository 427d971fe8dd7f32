import { describe, expect, it } from "vitest";
import { loadSite } from "@/content/load";
import { ConfigError, parseConfig } from "@/server/env";

const site = loadSite();
const SID = `AC${"0f".repeat(16)}`;
const twilio = {
  SMS_ACCOUNT_SID: SID,
  SMS_AUTH_TOKEN: "auth-token",
  SMS_FROM: "+14165550150",
  SMS_TO: "+14165550151",
};
const webhook = {
  LEAD_WEBHOOK_URL: "https://hooks.straightcut.test/services/T1/B2/secret",
  LEAD_WEBHOOK_SECRET: "0123456789abcdef0123",
};

/** The problems parseConfig reports for these variables (none: an empty list). */
function problems(env: Record<string, string>): string[] {
  try {
    parseConfig({ CAPTCHA_PROVIDER: "none", ...env }, site);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("the owner's alert variables", () => {
  it("configure no alert when none is set", () => {
    const config = parseConfig({ CAPTCHA_PROVIDER: "none" }, site);
    expect(config.sms).toBeUndefined();
    expect(config.webhook).toBeUndefined();
  });

  it("read a Twilio configuration: Twilio's API by default, each number once", () => {
    const config = parseConfig(
      {
        CAPTCHA_PROVIDER: "none",
        ...twilio,
        SMS_TO: "+14165550151, +14165550152,+14165550151",
        ...webhook,
      },
      site,
    );
    expect(config.sms).toEqual({
      provider: "twilio",
      accountSid: SID,
      authToken: "auth-token",
      from: "+14165550150",
      to: ["+14165550151", "+14165550152"],
      apiUrl: "https://api.twilio.com",
    });
    expect(config.webhook).toEqual({
      url: webhook.LEAD_WEBHOOK_URL,
      secret: webhook.LEAD_WEBHOOK_SECRET,
    });
  });

  it.each([
    ["a Messaging Service SID", { SMS_FROM: `MG${"ab".repeat(16)}` }],
    ["a short code", { SMS_FROM: "55501" }],
    ["a stand-in on loopback", { SMS_API_URL: "http://127.0.0.1:4010" }],
    ["a stand-in on localhost", { SMS_API_URL: "http://localhost:4010/" }],
  ])("accept %s", (_name, change) => {
    expect(problems({ ...twilio, ...change })).toEqual([]);
  });

  it.each([
    ["an SMS number alone", { SMS_TO: "+14165550151" }, "SMS_ACCOUNT_SID: required with SMS_TO"],
    ["the provider alone", { SMS_PROVIDER: "twilio" }, "SMS_TO: required with SMS_PROVIDER"],
    [
      "everything but the token",
      { ...twilio, SMS_AUTH_TOKEN: "" },
      "SMS_AUTH_TOKEN: required with SMS_ACCOUNT_SID, SMS_FROM, SMS_TO",
    ],
    ["an unknown provider", { ...twilio, SMS_PROVIDER: "carrier-pigeon" }, "SMS_PROVIDER:"],
    [
      "an Account SID that is not one",
      { ...twilio, SMS_ACCOUNT_SID: "SK123" },
      "SMS_ACCOUNT_SID: must be an Account SID: AC and 32 hex digits",
    ],
    [
      "a sender that is not a number",
      { ...twilio, SMS_FROM: "StraightCut" },
      "SMS_FROM: must be a number such as +14165550100",
    ],
    [
      "a number without its country code",
      { ...twilio, SMS_TO: "416-555-0151" },
      "must be numbers such as +14165550100, comma-separated",
    ],
    [
      "six numbers",
      {
        ...twilio,
        SMS_TO: "+14165550151,+14165550152,+14165550153,+14165550154,+14165550155,+14165550156",
      },
      "SMS_TO: at most 5 numbers",
    ],
    [
      "Twilio's API over plain http",
      { ...twilio, SMS_API_URL: "http://api.twilio.com" },
      "SMS_API_URL: must be an https:// address (http:// only on this machine)",
    ],
    [
      "a webhook without its secret",
      { LEAD_WEBHOOK_URL: webhook.LEAD_WEBHOOK_URL },
      "LEAD_WEBHOOK_SECRET: required with LEAD_WEBHOOK_URL (the receiver checks the signature with it)",
    ],
    [
      "a webhook secret without a webhook",
      { LEAD_WEBHOOK_SECRET: webhook.LEAD_WEBHOOK_SECRET },
      "LEAD_WEBHOOK_URL: required with LEAD_WEBHOOK_SECRET",
    ],
    [
      "a short webhook secret",
      { ...webhook, LEAD_WEBHOOK_SECRET: "short" },
      "LEAD_WEBHOOK_SECRET: must be at least 16 characters",
    ],
    [
      "a webhook over plain http to another machine",
      { ...webhook, LEAD_WEBHOOK_URL: "http://hooks.straightcut.test/lead" },
      "LEAD_WEBHOOK_URL: must be an https:// address",
    ],
    [
      "a webhook address with a password in it",
      { ...webhook, LEAD_WEBHOOK_URL: "https://user:pw@hooks.straightcut.test/lead" },
      "without user:password@",
    ],
  ])("refuse %s with a clear problem", (_name, env, problem) => {
    expect(problems(env).join("\n")).toContain(problem);
  });
});
