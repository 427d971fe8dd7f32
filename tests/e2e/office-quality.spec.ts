import { expect, test, type APIResponse, type Page, type Response } from "@playwright/test";
import { expectNoSeriousViolation, OWNER, PHONE, signInLink, signInMails } from "./office-owner";
import { fill, visitor } from "./visitor";

/**
 * The office's quality bars (issue 23) against the production server: every office answer
 * (the sign-in page, the pages with a session, the API) says noindex and no-store in its
 * headers and /office is in neither the sitemap nor the search index; and every office page
 * works at 390 px with the keyboard alone and passes axe. The lead is a request sent from a
 * PDF estimate's link with the papers ticked (issue 29), so its flags are on the pages checked.
 */

test.describe.configure({ timeout: 300_000 });

const SOLVE_TIMEOUT = 120_000;

function expectOfficeHeaders(response: Response | APIResponse | null, what: string) {
  expect(response, what).not.toBeNull();
  const headers = response!.headers();
  expect(headers["x-robots-tag"], what).toBe("noindex, nofollow");
  expect(headers["cache-control"], what).toBe("no-store");
}

/** Tab through the page: returns what took the focus, in order, with its box and focus style. */
async function tabWalk(page: Page, max = 120) {
  await page.locator("body").focus();
  const seen: { name: string; left: number; right: number; ring: boolean; inner: boolean }[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        name: `${el.tagName.toLowerCase()}:${(el.getAttribute("aria-label") || el.textContent || `${el.getAttribute("type") ?? ""} ${el.getAttribute("name") ?? ""}`).trim().slice(0, 60)}`,
        left: box.left,
        right: box.right,
        ring: style.outlineStyle !== "none" || style.boxShadow !== "none",
        // A date input's calendar button is a stop of its own inside the browser's shadow tree:
        // the input is active without matching :focus, and the browser draws that ring itself.
        inner: !el.matches(":focus"),
      };
    });
    if (!focused) break;
    if (seen.length > 0 && focused.name === seen[0]!.name) break;
    seen.push(focused);
  }
  return seen;
}

/** 390 px: nothing scrolls sideways, every stop is on screen with a focus ring; axe passes. */
async function expectPhoneReady(page: Page, mustReach: RegExp[]) {
  // Nothing sticks out on the right (named, so a failure says which element).
  const wide = await page.evaluate(
    (limit) =>
      [...document.body.querySelectorAll("*")]
        .filter((el) => el.getBoundingClientRect().right > limit + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80))
        .slice(0, 5),
    PHONE.width,
  );
  expect.soft(wide, `${page.url()} scrolls sideways`).toEqual([]);
  const stops = await tabWalk(page);
  for (const stop of stops) {
    expect.soft(stop.left, stop.name).toBeGreaterThanOrEqual(-1);
    expect.soft(stop.right, stop.name).toBeLessThanOrEqual(PHONE.width + 1);
    if (!stop.inner) expect.soft(stop.ring, `${stop.name} shows no focus`).toBe(true);
  }
  const names = stops.map((stop) => stop.name);
  for (const target of mustReach)
    expect(
      names.some((name) => target.test(name)),
      `${target}`,
    ).toBe(true);
  await expectNoSeriousViolation(page);
}

/** Presses Tab until the element is focused (the keyboard's way there). */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, max = 120) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("not reachable with Tab");
}

test("office answers are never indexed or cached, and /office is in no sitemap or search index", async ({
  browser,
  request,
}) => {
  const anonymous = await browser.newContext({ viewport: PHONE });
  const page = await anonymous.newPage();
  expectOfficeHeaders(await page.goto("/office/sign-in"), "the sign-in page");
  expectOfficeHeaders(await page.goto("/office"), "/office without a session");
  const refused = await anonymous.request.get("/api/office/export");
  expect(refused.status()).toBe(401);
  expectOfficeHeaders(refused, "a refused office API call");

  // With a session: the pages and the API.
  await page.goto("/office/sign-in");
  const asked = (await signInMails()).length;
  await page.getByLabel("E-mail address").fill(OWNER);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("a link is on its way");
  const link = await signInLink(asked);
  const landed = await page.goto(link);
  const redirect = await landed?.request().redirectedFrom()?.response();
  expect(redirect?.status()).toBe(302);
  expectOfficeHeaders(redirect ?? null, "the link's redirect");
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  for (const url of ["/office", "/office/report", "/office/leads/not-a-lead", "/office/else"]) {
    expectOfficeHeaders(await page.goto(url), url);
  }
  const api = await anonymous.request.get("/api/office/export");
  expect(api.status()).toBe(200);
  expectOfficeHeaders(api, "the CSV export");
  await anonymous.close();

  // Public pages are not touched, and the office is listed nowhere.
  const home = await request.get("/");
  expect(home.headers()["x-robots-tag"]).toBeUndefined();
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("<loc>");
  expect(await sitemap.text()).not.toMatch(/\/office/);
  const index = await request.get("/search-index.json");
  expect(index.status()).toBe(200);
  const text = await index.text();
  expect(text.length).toBeGreaterThan(1000);
  expect(text).not.toMatch(/["/]office\b/);
});

test("every office page works at 390 px with the keyboard and passes axe", async ({ browser }) => {
  // A request from a PDF estimate's link with the papers ticked (issue 29's flags on the pages).
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const site = await visitorContext.newPage();
  await site.goto("/");
  const calc = site.locator("#quota-calculator");
  const choose = async (label: string) =>
    calc.getByRole("button", { name: new RegExp(`^${label}(\\s|$)`) }).click();
  await choose("Cutting");
  await choose("Up to 10 inches");
  await calc.getByRole("textbox", { name: "What area needs cutting, in square feet?" }).fill("100");
  await calc.getByRole("button", { name: "Next" }).click();
  await choose("Yes");
  await choose("Yes");
  const downloading = site.waitForEvent("download", { timeout: SOLVE_TIMEOUT });
  await calc.getByRole("button", { name: "Download this estimate (PDF)" }).click();
  const number = (await downloading).suggestedFilename().replace(/\.pdf$/, "");
  expect(number).toMatch(/^EST-\d{4}-\d{5,}$/);
  const who = visitor();
  await site.goto(`/contact?estimate=${number}#contact-form`);
  const form = site.getByRole("form", { name: "Quote request", exact: true });
  await fill(form, who, "Concrete Cutting");
  await form.getByLabel("Send me your WSIB clearance and insurance certificate").check();
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(site.getByText("Thank you for your submission!")).toBeVisible({
    timeout: SOLVE_TIMEOUT,
  });
  await visitorContext.close();

  // Sign in with the keyboard alone.
  const owner = await browser.newContext({ viewport: PHONE });
  const page = await owner.newPage();
  await page.goto("/office/sign-in");
  await expectPhoneReady(page, [/^input:/, /E-mail me a sign-in link/]);
  const asked = (await signInMails()).length;
  await tabTo(page, page.getByLabel("E-mail address"));
  await page.keyboard.type(OWNER);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("a link is on its way");
  await page.goto(await signInLink(asked));

  // The inbox: the lead with its flags (found by name: other specs may add requests meanwhile);
  // Enter on its link opens it.
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  const top = page
    .getByRole("list", { name: "Quote requests" })
    .getByRole("listitem")
    .filter({ hasText: who.name });
  await expect(top.locator('[data-request="papers"]')).toHaveText("Asks for Papers");
  await expect(top.locator('[data-request="estimate"]')).toHaveText(`PDF estimate ${number}`);
  await expectPhoneReady(page, [/^button:Filter/, /^a:Export CSV/, new RegExp(who.name)]);
  await tabTo(page, top.getByRole("link"));
  await page.keyboard.press("Enter");

  // The lead: its flags, its PDF link, a note added from the keyboard.
  await expect(page.getByRole("heading", { name: who.name })).toBeVisible();
  await expect(page.locator('[data-request="papers"]')).toHaveText(
    "WSIB clearance and insurance certificate",
  );
  const pdf = page.getByRole("link", { name: `PDF estimate ${number}` });
  await expect(pdf).toHaveAttribute("href", `/api/estimates/${number}`);
  const pdfAnswer = await owner.request.get(`/api/estimates/${number}`);
  expect(pdfAnswer.status()).toBe(200);
  expect(pdfAnswer.headers()["content-type"]).toBe("application/pdf");
  await expectPhoneReady(page, [/^a:Call/, /^select:/, /^button:Save status/, /^button:Add note/]);
  await tabTo(page, page.getByLabel("Add a note"));
  await page.keyboard.type("Sent the WSIB clearance and the insurance certificate.");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Timeline" })).toContainText(
    "Note: Sent the WSIB clearance and the insurance certificate.",
  );

  // The report, reached from the office's own navigation by the keyboard.
  await tabTo(
    page,
    page.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Report" }),
  );
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "What brings the jobs" })).toBeVisible();
  await expectPhoneReady(page, [/^a:Referrer domain/, /^a:Service/]);
  await owner.close();
});
