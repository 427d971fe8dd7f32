import { describe, expect, it } from "vitest";
import { configFindings } from "@/server/launch/config-findings";
import { formatLaunchReport } from "@/server/launch/findings";

const ready = {
  SITE_URL: "https://www.straightcut.test",
  SMTP_URL: "smtp://mail.straightcut.test:587",
  ADMIN_TOKEN: "kQ7v-Zt2pW9xLm4Rb8Nc1Hs6Jd3Fy5Ug0Ea",
};
const one = { servers: 1, behindProxy: false };
const alerts = {
  SMS_ACCOUNT_SID: `AC${"ab".repeat(16)}`,
  SMS_AUTH_TOKEN: "token",
  SMS_FROM: "+14165550150",
  SMS_TO: "+14165550151",
  SMS_API_URL: "https://api.twilio.com/",
  LEAD_WEBHOOK_URL: "https://hooks.straightcut.test/lead",
  LEAD_WEBHOOK_SECRET: "s".repeat(32),
};
const where = (env: Record<string, string>, deployment = one) =>
  configFindings(env, deployment).map((finding) => finding.where);

describe("the go-live check's configuration findings", () => {
  it("finds nothing on a configured single server", () => {
    expect(configFindings(ready, one)).toEqual([]);
  });

  it.each([
    ["SITE_URL unset", { SITE_URL: "" }, "SITE_URL"],
    ["SITE_URL on the placeholder domain", { SITE_URL: "https://straightcut.example" }, "SITE_URL"],
    ["SITE_URL on plain http", { SITE_URL: "http://www.straightcut.test" }, "SITE_URL"],
    ["mail only written to files", { SMTP_URL: "" }, "SMTP_URL"],
    ["no robot check", { CAPTCHA_PROVIDER: "none" }, "CAPTCHA_PROVIDER"],
    ["the admin token unset", { ADMIN_TOKEN: "" }, "ADMIN_TOKEN"],
    ["an invalid variable", { RATE_LIMIT_POINTS: "many" }, "RATE_LIMIT_POINTS"],
    ["half an SMS configuration", { SMS_TO: "+14165550151" }, "SMS_AUTH_TOKEN"],
    [
      "a webhook without its secret",
      { LEAD_WEBHOOK_URL: "https://hooks.test/x" },
      "LEAD_WEBHOOK_SECRET",
    ],
    [
      "SMS alerts sent elsewhere than Twilio",
      { ...alerts, SMS_API_URL: "http://127.0.0.1:9/" },
      "SMS_API_URL",
    ],
  ])("reports %s", (_name, change, variable) => {
    expect(where({ ...ready, ...change })).toContain(variable);
  });

  it("says nothing of the owner's alerts when they are fully configured with Twilio (or not at all)", () => {
    expect(configFindings({ ...ready, ...alerts }, one)).toEqual([]);
  });

  it("puts SITE_URL under identity and the rest under configuration", () => {
    const findings = configFindings({ ...ready, SITE_URL: "", SMTP_URL: "" }, one);
    expect(findings.map(({ group, where }) => [group, where])).toEqual([
      ["identity", "SITE_URL"],
      ["configuration", "SMTP_URL"],
    ]);
  });

  it("asks for PostgreSQL and a shared ALTCHA key only when more than one server runs", () => {
    expect(where(ready, { servers: 2, behindProxy: false })).toEqual([
      "DATABASE_URL",
      "ALTCHA_HMAC_KEY",
    ]);
    const shared = {
      ...ready,
      DATABASE_URL: "postgres://db.straightcut.test/leads",
      ALTCHA_HMAC_KEY: "k".repeat(40),
    };
    expect(where(shared, { servers: 2, behindProxy: false })).toEqual([]);
  });

  it("asks for TRUST_PROXY only behind a proxy", () => {
    expect(where(ready, { servers: 1, behindProxy: true })).toEqual(["TRUST_PROXY"]);
    expect(where({ ...ready, TRUST_PROXY: "1" }, { servers: 1, behindProxy: true })).toEqual([]);
  });

  it("recognises the providers' published test keys and a verify URL that is not the provider's", () => {
    const recaptcha = {
      ...ready,
      CAPTCHA_PROVIDER: "recaptcha",
      RECAPTCHA_SITE_KEY: "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
      RECAPTCHA_SECRET: "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
      RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9999/siteverify",
    };
    expect(where(recaptcha)).toEqual([
      "RECAPTCHA_SITE_KEY",
      "RECAPTCHA_SECRET",
      "RECAPTCHA_VERIFY_URL",
    ]);
    const turnstile = {
      ...ready,
      CAPTCHA_PROVIDER: "turnstile",
      TURNSTILE_SITE_KEY: "1x00000000000000000000AA",
      TURNSTILE_SECRET: "1x0000000000000000000000000000000AA",
    };
    expect(where(turnstile)).toEqual(["TURNSTILE_SITE_KEY", "TURNSTILE_SECRET"]);
    const real = {
      ...turnstile,
      TURNSTILE_SITE_KEY: "0x4AAAAAAAB3cDeFgHiJkLmN",
      TURNSTILE_SECRET: "0x4AAAAAAAB3cDeFgHiJkLmNoPqRsTuVwXyZ",
    };
    expect(where(real)).toEqual([]);
  });

  it("formats one 'ready' line per group when nothing is left", () => {
    expect(formatLaunchReport([])).toBe(
      "identity: ready\nsample content: ready\nconfiguration: ready",
    );
    expect(
      formatLaunchReport([{ group: "configuration", where: "SMTP_URL", what: "not set" }]),
    ).toBe(
      "identity: ready\nsample content: ready\nconfiguration: 1 to change\n  SMTP_URL: not set",
    );
  });
});
