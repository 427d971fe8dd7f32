import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { DATA_DIR, E2E_PORT as PORT, SMTP_PORT } from "./tests/e2e/mail-env";
import { STAND_INS } from "./tests/e2e/stand-ins";
import { ALERT_SERVER_ENV } from "./tests/e2e/alert-stand-ins";

const CI = Boolean(process.env.CI);

// Debian's Chromium, with the flags this closed network needs (no background connections).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

const desktop = { ...devices["Desktop Chrome"], launchOptions: chromium };
const OFFICE_SPECS = [/\/office\.spec\.ts$/, /\/office-quality\.spec\.ts$/];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: CI ? 1 : 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 60_000,
  // A real SMTP server on loopback (SMTP_PORT) that receives the server's mail (tests/e2e/leads.spec.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  // The office's walk-through finds its lead at the top of the inbox, so it runs after every
  // other spec has sent its requests, and the office's quality spec (which sends one too) after it.
  projects: [
    { name: "chromium", testIgnore: OFFICE_SPECS, use: desktop },
    { name: "office", testMatch: OFFICE_SPECS[0], dependencies: ["chromium"], use: desktop },
    { name: "office-quality", testMatch: OFFICE_SPECS[1], dependencies: ["office"], use: desktop },
  ],
  webServer: [
    {
      command: `node scripts/start.mjs`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !CI,
      timeout: 300_000,
      env: {
        PORT: String(PORT),
        // Its own store per port; mail goes to the loopback SMTP server of global-setup.ts.
        DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // Many submissions from one address in a few minutes: lift the per-address limit.
        RATE_LIMIT_POINTS: "1000",
        CHALLENGE_RATE_LIMIT_POINTS: "1000",
        // The owner's SMS and webhook go to the loopback stand-ins of global-setup.ts.
        ...ALERT_SERVER_ENV,
      },
    },
    // The same build with reCAPTCHA v3 (PORT + 1) and Turnstile (PORT + 2) as the robot check, their
    // script and siteverify URLs on the loopback stand-ins of global-setup.ts (robot-providers.spec.ts).
    ...(["recaptcha", "turnstile"] as const).map((provider) => {
      const standIn = STAND_INS[provider];
      const prefix = provider.toUpperCase();
      return {
        command: `node scripts/start.mjs`,
        url: `http://127.0.0.1:${standIn.port}/`,
        reuseExistingServer: !CI,
        timeout: 300_000,
        env: {
          PORT: String(standIn.port),
          DATA_DIR: path.resolve(`.data/e2e-${standIn.port}`),
          SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
          RATE_LIMIT_POINTS: "1000",
          CHALLENGE_RATE_LIMIT_POINTS: "1000",
          CAPTCHA_PROVIDER: provider,
          [`${prefix}_SITE_KEY`]: standIn.siteKey,
          [`${prefix}_SECRET`]: standIn.secret,
          [`${prefix}_SCRIPT_URL`]: standIn.scriptUrl,
          [`${prefix}_VERIFY_URL`]: standIn.verifyUrl,
        },
      };
    }),
  ],
});
