import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoSeriousViolation, OWNER, PHONE, signInLink, signInMails } from "./office-owner";
import { fill, visitor } from "./visitor";

/**
 * The owner's office (issue 23) in Chromium at 390 px against the production server: a visitor
 * sends a request with a photo; the owner signs in with the link from his mail, works the lead
 * from New to Won, sees the owner mail and the SMS in its timeline and the win in the report;
 * a context without a session is refused everywhere. (The reminder's clock is driven in
 * tests/integration/server/office/office-store.integration.test.ts.)
 */

const THANKS = "Thank you for your submission! We will get back to you soon.";
const photo = fs.readFileSync(path.resolve("tests/fixtures/photos/phone-gps.jpg"));

test("the owner signs in, works a lead to Won and sees it in the report; no session, no office", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const page = await visitorContext.newPage();
  const who = visitor();
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Quote request", exact: true });
  await fill(form, who, "Core Drilling");
  // The papers a site manager asks for (issue 29): the office flags them.
  await form.getByLabel("Send me your WSIB clearance and insurance certificate").check();
  await form
    .getByLabel("Add photos of the job site (optional)")
    .setInputFiles({ name: "slab.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(form.getByRole("button", { name: /^Remove photo / })).toHaveCount(1, {
    timeout: 30_000,
  });
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(THANKS)).toBeVisible({ timeout: 120_000 });
  await visitorContext.close();

  // The owner asks for a link and opens it from the mail.
  const owner = await browser.newContext({ viewport: PHONE });
  const office = await owner.newPage();
  const first = await office.goto("/office");
  expect(first?.headers()["cache-control"]).toContain("no-store");
  await expect(office.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(office.getByRole("heading", { name: "Sign in to the office" })).toBeVisible();
  await expectNoSeriousViolation(office);
  const asked = (await signInMails()).length;
  await office.getByLabel("E-mail address").fill(OWNER);
  await office.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(office.getByRole("status")).toContainText("a link is on its way");
  const link = await signInLink(asked);
  await office.goto(link);
  await expect(office).toHaveURL(/\/office$/);
  await expect(office.getByRole("heading", { name: "Inbox" })).toBeVisible();

  // The lead is at the top of the inbox.
  const top = office.getByRole("list", { name: "Quote requests" }).getByRole("listitem").first();
  await expect(top).toContainText(who.name);
  await expect(top).toContainText("1 photo");
  await expect(top).toContainText("New");
  await expect(top.locator('[data-request="papers"]')).toHaveText("Asks for Papers");
  await expectNoSeriousViolation(office);
  const cookies = await owner.cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith("session_token"));
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  // The report before the win, for this lead's page.
  await office.goto("/office/report?by=page");
  const contactRow = office.locator('tr[data-source="contact"]').first();
  const wonBefore = Number((await contactRow.locator("[data-won]").textContent()) ?? "0");

  await office.goto("/office");
  // By its name: other specs running beside this one may have sent newer requests since.
  await office
    .getByRole("list", { name: "Quote requests" })
    .getByRole("listitem")
    .filter({ hasText: who.name })
    .getByRole("link")
    .click();
  await expect(office.getByRole("heading", { name: who.name })).toBeVisible();
  const leadUrl = office.url();
  const leadId = leadUrl.split("/").at(-1)!;
  await expect(office.locator('[data-request="papers"]')).toHaveText(
    "WSIB clearance and insurance certificate",
  );
  await expect(office.getByRole("link", { name: "Call", exact: true })).toHaveAttribute(
    "href",
    "tel:+14165550199",
  );
  await expect(office.getByRole("link", { name: "Text", exact: true })).toHaveAttribute(
    "href",
    /^sms:\+14165550199/,
  );
  await expect(office.getByRole("link", { name: "E-mail", exact: true })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${encodeURIComponent(who.email)}`),
  );

  // The photo opens.
  const [photoResponse] = await Promise.all([
    office.waitForResponse((response) =>
      response.url().includes(`/api/office/leads/${leadId}/photos/1`),
    ),
    office.getByRole("link", { name: /^Open photo 1/ }).click(),
  ]);
  expect(photoResponse.status()).toBe(200);
  expect(photoResponse.headers()["content-type"]).toMatch(/^image\//);
  await office.goto(leadUrl);

  const setStatus = async (label: string, amount?: string) => {
    await office.getByLabel("New status").selectOption({ label });
    if (amount) await office.getByLabel("Amount in $ (quoted, won)").fill(amount);
    await office.getByRole("button", { name: "Save status" }).click();
    await expect(office.locator("[data-current-status]")).toHaveText(label);
  };
  await setStatus("Contacted");
  await office.getByLabel("Add a note").fill("Called back, sending a quote tomorrow.");
  await office.getByRole("button", { name: "Add note" }).click();
  await setStatus("Quoted", "$4,830");
  await expect(office.getByText("(quoted $4,830.00)")).toBeVisible();
  await setStatus("Won", "4830");

  const timeline = office.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText("Contacted");
  await expect(timeline).toContainText("Note: Called back, sending a quote tomorrow.");
  await expect(timeline).toContainText("Quoted: $4,830.00");
  await expect(timeline).toContainText("Won: $4,830.00");
  await expect(timeline).toContainText(OWNER);
  await expect
    .poll(
      async () => {
        await office.reload();
        return timeline.textContent();
      },
      { timeout: 30_000 },
    )
    .toMatch(/Owner mail sent[\s\S]*|SMS to the owner sent/);
  await expect(timeline).toContainText("Owner mail sent");
  await expect(timeline).toContainText("SMS to the owner sent");
  await expectNoSeriousViolation(office);

  // Bad input changes nothing.
  const api = owner.request;
  const origin = new URL(leadUrl).origin;
  const post = (url: string, data: Record<string, string>, from = origin) =>
    api.post(url, { headers: { origin: from, "content-type": "application/json" }, data });
  const unknown = await post(`/api/office/leads/${leadId}/status`, { status: "maybe" });
  expect(unknown.status()).toBe(400);
  expect(await unknown.json()).toEqual({ error: "Unknown status" });
  const long = await post(`/api/office/leads/${leadId}/notes`, { text: "x".repeat(2001) });
  expect(long.status()).toBe(400);
  const forged = await post(`/api/office/leads/00000000-0000-4000-8000-000000000000/notes`, {
    text: "hi",
  });
  expect(forged.status()).toBe(404);
  const crossSite = await post(
    `/api/office/leads/${leadId}/status`,
    { status: "lost", reason: "Price" },
    "https://evil.example",
  );
  expect(crossSite.status()).toBe(403);
  await office.reload();
  await expect(office.locator("[data-current-status]")).toHaveText("Won");

  // The report counts the win for the lead's page.
  await office.goto("/office/report?by=page");
  await expect(
    office.locator('tr[data-source="contact"]').first().locator("[data-won]"),
  ).toHaveText(String(wonBefore + 1));
  await expect(office.getByRole("img", { name: /Leads per month/ })).toBeVisible();
  await expectNoSeriousViolation(office);

  // The CSV export of a search has the lead with its status.
  const csv = await api.get(`/api/office/export?q=${encodeURIComponent(who.tag)}`);
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^status,id,/);
  expect(lines[1]).toMatch(/^"Won",/);

  // Without a session: the sign-in page on every office URL, 401 on every office API.
  const stranger = await browser.newContext({ viewport: PHONE });
  const other = await stranger.newPage();
  for (const url of ["/office", "/office/report", `/office/leads/${leadId}`, "/office/anything"]) {
    await other.goto(url);
    await expect(other.getByRole("heading", { name: "Sign in to the office" }), url).toBeVisible();
    await expect(other.getByText(who.name)).toHaveCount(0);
  }
  const anonymous = stranger.request;
  for (const url of [
    "/api/office/export",
    `/api/office/leads/${leadId}/photos/1`,
    "/api/office/anything",
    "/api/office/auth/get-session",
  ]) {
    expect((await anonymous.get(url)).status(), url).toBe(401);
  }
  for (const url of [
    `/api/office/leads/${leadId}/status`,
    `/api/office/leads/${leadId}/notes`,
    `/api/office/leads/${leadId}/delete`,
    "/api/office/sign-out",
  ]) {
    const response = await anonymous.post(url, {
      headers: { origin },
      form: { status: "spam", text: "x", confirm: "delete" },
    });
    expect(response.status(), url).toBe(401);
  }
  await stranger.close();

  // A used link does not sign in again.
  const replay = await browser.newContext({ viewport: PHONE });
  const again = await replay.newPage();
  await again.goto(link);
  await expect(again.getByRole("heading", { name: "Sign in to the office" })).toBeVisible();
  await replay.close();

  // Sign out ends the session.
  await office.goto("/office");
  await office.getByRole("button", { name: "Sign out" }).click();
  await expect(office.getByRole("heading", { name: "Sign in to the office" })).toBeVisible();
  expect((await api.get("/api/office/export")).status()).toBe(401);
  await owner.close();
});
