import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSite } from "@/content/load";
import { adminToken, ConfigError, parseConfig, RECAPTCHA_VERIFY_URL } from "@/server/env";

const site = loadSite();
let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-env-"));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("parseConfig", () => {
  it("runs with no variables: PGlite, ALTCHA with a generated key, mail to files, e-mail from site.yaml", () => {
    const config = parseConfig({ DATA_DIR: dataDir }, site);
    expect(config).toMatchObject({
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      leadsTo: site.email,
      mailFrom: `"${site.name}" <${site.email}>`,
      contactApiKey: undefined,
      rateLimit: { points: 10, durationSeconds: 600 },
      trustProxy: 0,
      siteOrigin: new URL(site.url).origin,
      port: 3000,
    });
    expect(config.captcha.provider).toBe("altcha");
    const key = config.captcha.provider === "altcha" ? config.captcha.hmacKey : "";
    expect(key.length).toBeGreaterThanOrEqual(40);
    // Generated once, kept under DATA_DIR, the same on the next start.
    expect(fs.readFileSync(path.join(dataDir, "altcha-hmac-key"), "utf8").trim()).toBe(key);
    const again = parseConfig({ DATA_DIR: dataDir }, site);
    expect(again.captcha.provider === "altcha" && again.captcha.hmacKey).toBe(key);
  });

  it("treats empty values as unset", () => {
    const config = parseConfig(
      { DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: " ", CONTACT_API_KEY: "" },
      site,
    );
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.contactApiKey).toBeUndefined();
  });

  it("reads every variable", () => {
    const config = parseConfig(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: "postgres://leads:pw@db:5432/leads",
        SMTP_URL: "smtps://user:pass@mail.example.test:465",
        MAIL_FROM: "Website <web@straightcut.example>",
        LEADS_TO: "owner@example.test",
        CONTACT_API_KEY: "public-key",
        CAPTCHA_PROVIDER: "recaptcha",
        RECAPTCHA_SECRET: "secret",
        RECAPTCHA_SITE_KEY: "site-key",
        RECAPTCHA_MIN_SCORE: "0.7",
        RATE_LIMIT_POINTS: "3",
        RATE_LIMIT_DURATION: "60",
        TRUST_PROXY: "true",
        ADMIN_TOKEN: "Kq3vX9tR2mW7pL5nB8cZ4hJ6fD1gY0sA",
        SITE_ORIGIN: "https://www.straightcut.example/",
        OUTBOX_INTERVAL: "30",
        PORT: "4000",
      },
      site,
    );
    expect(config).toMatchObject({
      databaseUrl: "postgres://leads:pw@db:5432/leads",
      smtpUrl: "smtps://user:pass@mail.example.test:465",
      mailFrom: "Website <web@straightcut.example>",
      leadsTo: "owner@example.test",
      contactApiKey: "public-key",
      captcha: {
        provider: "recaptcha",
        secret: "secret",
        siteKey: "site-key",
        minScore: 0.7,
        verifyUrl: RECAPTCHA_VERIFY_URL,
      },
      rateLimit: { points: 3, durationSeconds: 60 },
      trustProxy: 1,
      adminToken: "Kq3vX9tR2mW7pL5nB8cZ4hJ6fD1gY0sA",
      siteOrigin: "https://www.straightcut.example",
      outboxIntervalSeconds: 30,
      port: 4000,
    });
    expect(fs.existsSync(path.join(dataDir, "altcha-hmac-key"))).toBe(false);
  });

  it("takes the origin from SITE_URL, unless SITE_ORIGIN says otherwise", () => {
    const withUrl = { DATA_DIR: dataDir, SITE_URL: "https://www.straightcut.test/" };
    expect(parseConfig(withUrl, site).siteOrigin).toBe("https://www.straightcut.test");
    expect(
      parseConfig({ ...withUrl, SITE_ORIGIN: "https://straightcut.test" }, site).siteOrigin,
    ).toBe("https://straightcut.test");
  });

  it.each([
    [{}, { amount: 24, unit: "month" }],
    [{ LEAD_RETENTION: "18 months" }, { amount: 18, unit: "month" }],
    [{ LEAD_RETENTION: "3y" }, { amount: 3, unit: "year" }],
  ])("reads LEAD_RETENTION from %j", (env, period) => {
    expect(parseConfig({ DATA_DIR: dataDir, ...env }, site).leadRetention).toEqual(period);
  });

  it.each([
    [{ TRUST_PROXY: "false" }, 0],
    [{ TRUST_PROXY: "0" }, 0],
    [{ TRUST_PROXY: "2" }, 2],
  ])("reads TRUST_PROXY %j as %i proxies", (env, hops) => {
    expect(parseConfig({ DATA_DIR: dataDir, ...env }, site).trustProxy).toBe(hops);
  });

  it.each([
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ LEADS_TO: "not-an-address" }, "LEADS_TO"],
    [{ CAPTCHA_PROVIDER: "hcaptcha" }, "CAPTCHA_PROVIDER"],
    [{ CAPTCHA_PROVIDER: "recaptcha" }, "RECAPTCHA_SECRET"],
    [{ CAPTCHA_PROVIDER: "turnstile", TURNSTILE_SECRET: "s" }, "TURNSTILE_SITE_KEY"],
    [{ RECAPTCHA_MIN_SCORE: "2" }, "RECAPTCHA_MIN_SCORE"],
    [{ RATE_LIMIT_POINTS: "many" }, "RATE_LIMIT_POINTS"],
    [{ TRUST_PROXY: "sometimes" }, "TRUST_PROXY"],
    [{ ADMIN_TOKEN: "short" }, "ADMIN_TOKEN"],
    [{ ALTCHA_KEY_PREFIX: "zz" }, "ALTCHA_KEY_PREFIX"],
    [{ ALTCHA_COST: "0" }, "ALTCHA_COST"],
    [{ ADMIN_TOKEN: "a-sixteen-chars!" }, "ADMIN_TOKEN"],
    [{ ADMIN_TOKEN: "a".repeat(40) }, "ADMIN_TOKEN"],
    [{ SITE_ORIGIN: "https://example.test/path" }, "SITE_ORIGIN"],
    [{ SITE_URL: "www.straightcut.test" }, "SITE_URL"],
    [{ LEAD_RETENTION: "24" }, "LEAD_RETENTION"],
    [{ LEAD_RETENTION: "forever" }, "LEAD_RETENTION"],
  ])("refuses %j naming %s", (env, name) => {
    expect(() => parseConfig({ DATA_DIR: dataDir, ...env }, site)).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: dataDir, ...env }, site)).toThrow(name);
  });
});

describe("adminToken", () => {
  it("uses ADMIN_TOKEN, else a token generated once into DATA_DIR", () => {
    expect(adminToken({ adminToken: "from-the-environment", dataDir })).toBe(
      "from-the-environment",
    );
    const generated = adminToken({ dataDir });
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(adminToken({ dataDir })).toBe(generated);
    expect(fs.statSync(path.join(dataDir, "admin-token")).mode & 0o777).toBe(0o600);
  });
});
