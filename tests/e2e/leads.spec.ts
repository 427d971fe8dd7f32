import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatCad } from "../../src/shared/money";
import { estimate } from "../../src/features/calculator/pricing";
import type { LeadJson } from "../../src/server/cli/backends";
import { content } from "../content-index";
import { fill, visitor, type Visitor } from "./visitor";
import { DATA_DIR, E2E_PORT } from "./mail-env";
import { leadsOf, readMailbox, type Mail } from "./lead-records";
import { E2E_OWNER_MOBILE, smsAbout, webhooksAbout } from "./alert-stand-ins";

/**
 * The lead pipeline from the browser (issue 5): each of the three forms really submits (ALTCHA
 * solved in Chromium at the server's cost) to the production server, which stores one lead and
 * delivers two mails to the loopback SMTP server of global-setup.ts. Then the form's own states:
 * field errors, the server's error text, a network failure, "Sending…", the robot check failing,
 * the honeypot, and axe on the form in each state.
 */

const site = content.site;
const THANKS = "Thank you for your submission! We will get back to you soon.";
const SENT = "Sent! We will get back to you shortly.";
/** Real submissions solve an ALTCHA proof of work first: allow for a slow, shared machine. */
const SOLVE_TIMEOUT = 120_000;

const FORM_NAMES = {
  contact: "Quote request",
  hero: "Quick quote request",
  equipment: "Quote request for this equipment",
} as const;

function form(page: Page, kind: keyof typeof FORM_NAMES): Locator {
  return page.getByRole("form", { name: FORM_NAMES[kind], exact: true });
}

/** The same, through `npm run leads -- export --format json` against the running server. */
function leadsFromCli(email: string): LeadJson[] {
  const result = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "scripts/leads.ts", "export", "--format", "json"],
    { env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR }, encoding: "utf8" },
  );
  expect(result.status, result.stderr).toBe(0);
  const parsed = JSON.parse(result.stdout) as LeadJson[] | { leads: LeadJson[] };
  const leads = Array.isArray(parsed) ? parsed : parsed.leads;
  return leads.filter((lead) => lead.email === email);
}

/** The owner's and the customer's mail about one visitor's request, once both have arrived. */
async function mailsAbout(who: Visitor): Promise<{ owner: Mail; customer: Mail; all: Mail[] }> {
  let all: Mail[] = [];
  await expect
    .poll(
      async () => {
        all = (await readMailbox()).filter(
          (mail) => mail.rcptTo.includes(who.email) || mail.subject.includes(who.name),
        );
        return all.length;
      },
      { timeout: 30_000, message: `two mails about ${who.email}` },
    )
    .toBeGreaterThanOrEqual(2);
  const owner = all.find((mail) => mail.subject.startsWith("New quote request"));
  const customer = all.find((mail) => mail.rcptTo.includes(who.email));
  expect(owner, "the owner's mail").toBeTruthy();
  expect(customer, "the customer's mail").toBeTruthy();
  return { owner: owner!, customer: customer!, all };
}

function expectCustomerMail(mail: Mail, who: Visitor) {
  expect(mail.rcptTo).toEqual([who.email]);
  expect(mail.subject).toBe(`We received your request - ${site.name}`);
  expect(mail.text).toContain(`Hello ${who.name.split(" ")[0]},`);
  expect(mail.text).toContain(`will reply ${site.reply}`);
  expect(mail.text).toContain(site.phone);
  expect(mail.html).toContain(site.phone);
  // The acknowledgement never repeats the visitor's message.
  expect(mail.text).not.toContain(who.message);
}

function expectOwnerMail(mail: Mail, who: Visitor, formLabel: string, pagePath: string) {
  expect(mail.rcptTo).toEqual([site.email]);
  expect(mail.header("reply-to")).toContain(who.email);
  for (const value of [who.name, who.email, who.phone, who.message, formLabel]) {
    expect(mail.text).toContain(value);
  }
  expect(mail.text).toContain(`${new URL(site.url).origin}${pagePath}`);
  expect(mail.html).toContain(who.message);
}

async function expectNoAxeViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** Skips the proof of work for tests of the form's own states: the page is told "no robot check". */
async function withoutRobotCheck(page: Page) {
  await page.route("**/api/captcha/config", (route) =>
    route.fulfill({ json: { provider: "none" } }),
  );
}

/** Counts the POSTs to /api/email that reach the network layer. */
function countLeadPosts(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/email") {
      counter.count += 1;
    }
  });
  return counter;
}

test.describe("a real submission from each form", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the contact section on /contact: thank-you text, one lead with its origin, two mails", async ({
    page,
  }) => {
    const who = visitor();
    await page.goto(`/contact?utm_source=e2e&utm_campaign=spring-${who.tag}`, {
      referer: "https://search.example/?q=concrete+coring",
    });
    const contact = form(page, "contact");
    await fill(contact, who, "Wall Sawing");
    await contact.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText(THANKS)).toBeVisible({ timeout: SOLVE_TIMEOUT });
    // The message replaces the form and takes the focus.
    await expect(contact).toHaveCount(0);
    await expect(page.locator(":focus")).toHaveText(THANKS);

    const leads = leadsFromCli(who.email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      name: who.name,
      phone: who.phone,
      service: "wall-sawing",
      message: who.message,
      form: "contact",
      page: "contact",
      utm: { utm_source: "e2e", utm_campaign: `spring-${who.tag}` },
      calculator: null,
    });
    expect(leads[0]!.referrer).toContain("search.example");

    const { owner, customer, all } = await mailsAbout(who);
    expect(all).toHaveLength(2);
    expect(owner.subject).toBe(`New quote request: ${who.name} (Wall Sawing)`);
    expectOwnerMail(owner, who, "Contact section form", "/contact");
    expect(owner.text).toContain(`utm_campaign=spring-${who.tag}`);
    expectCustomerMail(customer, who);
    expect(customer.text).toContain("your request for Wall Sawing");

    // The owner's instant alerts: one SMS (tap-to-call, never the message) and one signed webhook.
    const id = leads[0]!.id;
    await expect
      .poll(async () => [(await smsAbout(id)).length, (await webhooksAbout(id)).length], {
        timeout: 30_000,
        message: "one SMS and one webhook about the lead",
      })
      .toEqual([1, 1]);
    const [sms] = await smsAbout(id);
    expect(sms).toMatchObject({ to: E2E_OWNER_MOBILE, status: "queued" });
    expect(sms!.body).toContain("tel:+14165550199");
    expect(sms!.body).not.toContain(who.message);
    const [hook] = await webhooksAbout(id);
    expect(hook!.body).toMatchObject({
      type: "lead.created",
      name: who.name,
      service: "wall-sawing",
    });
  });

  test("the hero form on /services: short thank-you, one hero lead, two mails", async ({
    page,
    request,
  }) => {
    const who = visitor();
    await page.goto("/services");
    await expect(
      page.getByRole("heading", { level: 1, name: "Let's cut straight to the solution" }),
    ).toBeVisible();
    const hero = form(page, "hero");
    await expect(hero.getByLabel("Service")).toHaveCount(0);
    await fill(hero, who);
    await hero.getByRole("button", { name: "Get a free quote" }).click();
    await expect(page.getByText(SENT)).toBeVisible({ timeout: SOLVE_TIMEOUT });

    const leads = await leadsOf(request, who.email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: "hero", page: "services", service: null, utm: null });

    const { owner, customer } = await mailsAbout(who);
    expect(owner.subject).toBe(`New quote request: ${who.name} (Not chosen)`);
    expectOwnerMail(owner, who, "Hero form", "/services");
    expectCustomerMail(customer, who);
  });

  test("the equipment form on /equipment/dst10-cawallsaw: short thank-you, one equipment lead, two mails", async ({
    page,
    request,
  }) => {
    const who = visitor();
    await page.goto("/equipment/dst10-cawallsaw");
    const equipment = form(page, "equipment");
    await expect(equipment.getByLabel("Service")).toHaveCount(0);
    await fill(equipment, who);
    await equipment.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText(SENT)).toBeVisible({ timeout: SOLVE_TIMEOUT });

    const leads = await leadsOf(request, who.email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ form: "equipment", page: "equipment/dst10-cawallsaw" });

    const { owner, customer } = await mailsAbout(who);
    expectOwnerMail(owner, who, "Equipment page form", "/equipment/dst10-cawallsaw");
    expectCustomerMail(customer, who);
  });

  test("home: the calculator's answers and estimate go with the request", async ({
    page,
    request,
  }) => {
    const who = visitor();
    await page.goto("/");
    const calc = page.locator("#quota-calculator");
    await calc.scrollIntoViewIfNeeded();
    await calc.getByRole("button", { name: /^Coring(\s|$)/ }).click();
    await calc.getByRole("button", { name: /^4-inch(\s|$)/ }).click();
    await calc.getByRole("textbox", { name: "How many holes do you need?" }).fill("3");
    await calc.getByRole("button", { name: "Next" }).click();
    const amount = estimate({ service: "coring", cor_diameter: "d4", cor_holes: 3 });
    const text = formatCad(amount);

    const contact = form(page, "contact");
    await expect(contact).toContainText(
      `Your calculator estimate: ${text} will be sent with your request`,
    );
    await fill(contact, who, "Core Drilling");
    await contact.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText(THANKS)).toBeVisible({ timeout: SOLVE_TIMEOUT });

    const leads = await leadsOf(request, who.email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      form: "contact",
      page: "home",
      service: "core-drilling",
      calculator: {
        answers: { service: "coring", cor_diameter: "d4", cor_holes: 3 },
        estimate: amount,
      },
    });
    expect(leads[0]!.calculator!.summary).toContainEqual({
      label: "How many holes do you need?",
      value: "3 holes",
    });

    const { owner } = await mailsAbout(who);
    expect(owner.text).toContain(`${text} (approximate)`);
    expect(owner.text).toContain("cor_holes=3");
  });
});

test.describe("the form's own states", () => {
  test("an invalid form shows each error beside its field, focuses the first, sends nothing", async ({
    page,
  }) => {
    const posts = countLeadPosts(page);
    await page.goto("/contact");
    const contact = form(page, "contact");
    await expectNoAxeViolations(page, "#contact-form");
    await contact.getByLabel("E-mail", { exact: true }).fill("dana@");
    await contact.getByRole("button", { name: "Send request" }).click();

    const name = contact.getByLabel("Name", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name");
    await expect(name).toBeFocused();
    const email = contact.getByLabel("E-mail", { exact: true });
    await expect(email).toHaveAccessibleDescription("Please enter a valid e-mail address");
    await expect(email).toHaveValue("dana@");
    await expect(contact.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
      "Please enter a phone number we can call",
    );
    await expect(contact.getByLabel("Message", { exact: true })).toHaveAccessibleDescription(
      "Please describe the job",
    );
    await expect(contact.getByLabel("Service")).not.toHaveAttribute("aria-invalid", "true");
    await expect(contact.getByRole("status")).toHaveText(
      /Please check these fields: Name, E-mail, Phone, Message\./,
    );
    await expectNoAxeViolations(page, "#contact-form");

    await name.fill("Dana");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    expect(posts.count).toBe(0);
  });

  test("the server's error text is shown and the form keeps what was typed", async ({ page }) => {
    await withoutRobotCheck(page);
    const answers = [
      {
        status: 400,
        json: { error: "Please enter a phone number we can call", field: "payload.phone" },
      },
      { status: 502, body: "<html>Bad gateway</html>", contentType: "text/html" },
    ];
    await page.route("**/api/email", (route) => route.fulfill(answers.shift()!));
    await page.goto("/contact");
    const contact = form(page, "contact");
    const who = visitor();
    await fill(contact, who);
    const send = contact.getByRole("button", { name: "Send request" });
    await send.click();
    await expect(contact.getByRole("alert")).toHaveText("Please enter a phone number we can call");
    await expect(contact.getByLabel("Message", { exact: true })).toHaveValue(who.message);
    await expect(send).toBeEnabled();
    await expectNoAxeViolations(page, "#contact-form");
    await send.click();
    await expect(contact.getByRole("alert")).toHaveText("Request failed with 502");
    await expect(contact.getByLabel("Name", { exact: true })).toHaveValue(who.name);
  });

  test("a network failure shows its message", async ({ page }) => {
    await withoutRobotCheck(page);
    await page.route("**/api/email", (route) => route.abort("failed"));
    await page.goto("/equipment/dst10-cawallsaw");
    const equipment = form(page, "equipment");
    await fill(equipment, visitor());
    await equipment.getByRole("button", { name: "Send request" }).click();
    await expect(equipment.getByRole("alert")).toHaveText("Failed to fetch");
    await expect(equipment.getByRole("button", { name: "Send request" })).toBeEnabled();
  });

  test("while sending the button is disabled and reads Sending…; then the thank-you", async ({
    page,
  }) => {
    await withoutRobotCheck(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/email", async (route) => {
      await held;
      await route.fulfill({ json: { ok: true, id: randomUUID() } });
    });
    const posts = countLeadPosts(page);
    await page.goto("/services");
    const hero = form(page, "hero");
    await fill(hero, visitor());
    await hero.getByRole("button", { name: "Get a free quote" }).click();
    const sending = hero.getByRole("button", { name: "Sending…" });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    // A second submit while sending (Enter in a field) sends nothing more.
    await hero.getByLabel("Name", { exact: true }).press("Enter");
    release();
    await expect(page.getByText(SENT)).toBeVisible();
    expect(posts.count).toBe(1);
    await expectNoAxeViolations(page, "#hero");
  });

  test("the success state passes axe and holds the focus (contact section)", async ({ page }) => {
    await withoutRobotCheck(page);
    const bodies: unknown[] = [];
    await page.route("**/api/email", async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ json: { ok: true, id: randomUUID() } });
    });
    await page.goto("/contact");
    await fill(form(page, "contact"), visitor(), "Slab Sawing");
    await form(page, "contact").getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
    await expect(page.locator(":focus")).toContainText(THANKS);
    await expectNoAxeViolations(page, "#contact-form");
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      payload: { form: "contact", page: "contact", service: "slab-sawing", website: "" },
      recaptchaToken: "",
    });
    expect((bodies[0] as { idempotencyKey: string }).idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  test("no robot-check token: Please verify you are not a robot, nothing sent", async ({
    page,
  }) => {
    const posts = countLeadPosts(page);
    await page.route("**/api/captcha/challenge", (route) =>
      route.fulfill({ status: 500, json: { error: "down" } }),
    );
    await page.goto("/contact");
    const contact = form(page, "contact");
    await fill(contact, visitor());
    await contact.getByRole("button", { name: "Send request" }).click();
    await expect(contact.getByRole("alert")).toHaveText("Please verify you are not a robot", {
      timeout: 30_000,
    });
    expect(posts.count).toBe(0);
    // The invisible ALTCHA widget now sits in the form: still no violation.
    await expect(contact.locator("altcha-widget")).toHaveCount(1);
    await expectNoAxeViolations(page, "#contact-form");
  });

  test("a filled honeypot gets a normal-looking success and stores nothing", async ({
    page,
    request,
  }) => {
    await withoutRobotCheck(page);
    const who = visitor();
    await page.goto("/contact");
    const contact = form(page, "contact");
    const honeypot = contact.locator('input[name="website"]');
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await fill(contact, who);
    await honeypot.fill("https://spam.example", { force: true });
    await contact.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
    expect(await leadsOf(request, who.email)).toHaveLength(0);
  });
});
