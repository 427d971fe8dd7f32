import fs from "node:fs";
import path from "node:path";
import {
  expect,
  request as requests,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";
import { STAND_IN_URL, STAND_INS, type StandInProvider, type VerifyRecord } from "./stand-ins";
import { fill, visitor, type Visitor } from "./visitor";

/**
 * reCAPTCHA v3 and Turnstile from the browser (issue 5): the /contact form submits to a
 * production server configured for the provider (playwright.config.ts, ports E2E_PORT + 1 and
 * + 2), whose script and siteverify URLs point at the loopback stand-ins of global-setup.ts
 * (stand-ins.ts). The stand-in's verify endpoint must receive the token its script issued, with
 * the configured secret; a token it rejects shows "Please verify you are not a robot" and keeps
 * what was typed, and the next attempt gets a fresh token.
 */

// No CSP bypass: the server's policy allows the configured script's place (here the stand-in's
// loopback origin), as it allows Google's or Cloudflare's in production (security-headers.spec.ts).

const THANKS = "Thank you for your submission! We will get back to you soon.";
const NOT_A_ROBOT = "Please verify you are not a robot";

async function expectFilled(form: Locator, who: Visitor) {
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(who.name);
  await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue(who.email);
  await expect(form.getByLabel("Phone", { exact: true })).toHaveValue(who.phone);
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue(who.message);
}

/** The robot-check tokens the page sends with POST /api/email, in order. */
function sentTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/email") {
      tokens.push((request.postDataJSON() as { recaptchaToken: string }).recaptchaToken);
    }
  });
  return tokens;
}

/** What the stand-in's verify endpoint received for one token (exactly one request). */
async function verifiedAs(request: APIRequestContext, token: string): Promise<VerifyRecord> {
  const response = await request.get(`${STAND_IN_URL}/requests`);
  expect(response.status()).toBe(200);
  const records = ((await response.json()) as VerifyRecord[]).filter(
    (record) => record.response === token,
  );
  expect(records, `verify requests for ${token}`).toHaveLength(1);
  return records[0]!;
}

/** Marks the tokens the stand-in script issues from now on: "reject" makes siteverify refuse them. */
async function mark(page: Page, value: string) {
  await page.evaluate((markValue) => {
    (window as unknown as { __standInMark: string }).__standInMark = markValue;
  }, value);
}

/**
 * The leads the server stored for one address, asked over a new connection: a connection the
 * test opened earlier may be just closing (the server keeps idle ones 5 s), which reset it.
 */
async function leadsOf(port: number, email: string) {
  const token = fs.readFileSync(path.resolve(`.data/e2e-${port}/admin-token`), "utf8").trim();
  const context = await requests.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    const response = await context.get(`/api/admin/leads?format=json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const { leads } = (await response.json()) as { leads: { email: string; form: string }[] };
    return leads.filter((lead) => lead.email === email);
  } finally {
    await context.dispose();
  }
}

const PROVIDERS: { provider: StandInProvider; title: string }[] = [
  { provider: "recaptcha", title: "reCAPTCHA v3" },
  { provider: "turnstile", title: "Turnstile" },
];

for (const { provider, title } of PROVIDERS) {
  const standIn = STAND_INS[provider];

  test.describe(`${title} against the local stand-in`, () => {
    test.use({ baseURL: `http://127.0.0.1:${standIn.port}` });

    test("a submission sends the script's token, which the server verifies with its secret", async ({
      page,
      request,
    }) => {
      const config = await request.get("/api/captcha/config");
      expect(await config.json()).toMatchObject({
        provider,
        siteKey: standIn.siteKey,
        scriptUrl: standIn.scriptUrl,
      });

      const tokens = sentTokens(page);
      const who = visitor();
      await page.goto("/contact");
      const contact = page.getByRole("form", { name: "Quote request", exact: true });
      await fill(contact, who);
      await contact.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByText(THANKS)).toBeVisible({ timeout: 30_000 });

      expect(tokens).toHaveLength(1);
      expect(tokens[0]).toMatch(new RegExp(`^${provider}\\.`));
      const record = await verifiedAs(request, tokens[0]!);
      expect(record.secret).toBe(standIn.secret);
      expect(record.claims).toMatchObject({ sitekey: standIn.siteKey, hostname: "127.0.0.1" });
      expect(record.answer).toMatchObject({ success: true, hostname: "127.0.0.1" });
      // The form asks for its tokens with the action contactForm (reCAPTCHA's server requires it).
      expect(record.claims?.action).toBe("contactForm");
      expect(record.answer).toMatchObject({ action: "contactForm" });
      if (provider === "recaptcha") expect(record.answer).toMatchObject({ score: 0.9 });
      expect(await leadsOf(standIn.port, who.email)).toMatchObject([{ form: "contact" }]);
    });

    test("a rejected token: Please verify you are not a robot, the form keeps its values, the next try gets a fresh token", async ({
      page,
      request,
    }) => {
      const tokens = sentTokens(page);
      const who = visitor();
      await page.goto("/contact");
      const contact = page.getByRole("form", { name: "Quote request", exact: true });
      await fill(contact, who);
      await mark(page, "reject");
      const send = contact.getByRole("button", { name: "Send request" });
      await send.click();
      await expect(contact.getByRole("alert")).toHaveText(NOT_A_ROBOT, { timeout: 30_000 });
      await expectFilled(contact, who);
      await expect(send).toBeEnabled();

      expect(tokens).toHaveLength(1);
      const rejected = await verifiedAs(request, tokens[0]!);
      expect(rejected.secret).toBe(standIn.secret);
      expect(rejected.claims?.mark).toBe("reject");
      expect(rejected.answer).toEqual({
        success: false,
        "error-codes": ["invalid-input-response"],
      });
      expect(await leadsOf(standIn.port, who.email)).toHaveLength(0);

      // The same form again, unmarked: a new token (Turnstile: the widget was reset), accepted.
      await mark(page, "");
      await send.click();
      await expect(page.getByText(THANKS)).toBeVisible({ timeout: 30_000 });
      expect(tokens).toHaveLength(2);
      expect(tokens[1]).not.toBe(tokens[0]);
      expect((await verifiedAs(request, tokens[1]!)).answer).toMatchObject({ success: true });
      expect(await leadsOf(standIn.port, who.email)).toHaveLength(1);
    });
  });
}
