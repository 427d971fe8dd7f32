import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { content } from "../content-index";
import { readMailbox } from "./lead-records";

/** The owner's side of the office specs: axe, the sign-in link from the mail, a signed-in context. */

export const PHONE = { width: 390, height: 844 };
export const OWNER = content.site.email;

export async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

export async function signInMails() {
  return (await readMailbox()).filter(
    (mail) => mail.rcptTo.includes(OWNER) && /sign-in link/.test(mail.subject ?? ""),
  );
}

/** The link of the first sign-in mail after the `before` ones. */
export async function signInLink(before: number): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const mails = await signInMails();
        if (mails.length <= before) return "";
        link = /https?:\/\/\S+magic-link\/verify\S+/.exec(mails.at(-1)?.text ?? "")?.[0] ?? "";
        return link;
      },
      { timeout: 30_000, message: "the sign-in mail" },
    )
    .not.toBe("");
  return link;
}

/** A phone-sized context signed in as the owner by the link of his mail, on the inbox. */
export async function signedInOwner(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/office/sign-in");
  const asked = (await signInMails()).length;
  await page.getByLabel("E-mail address").fill(OWNER);
  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("a link is on its way");
  await page.goto(await signInLink(asked));
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  return { context, page };
}
