import { expect, test, type Page } from "@playwright/test";
import { fill, visitor } from "./visitor";

/**
 * Issue 26: the calculator, the quote form, the service-area check and the carousel controls are
 * server-rendered and hydrate when the visitor comes near them, so a page load fetches none of
 * their code. Strings only their own modules hold show which code arrived.
 */
const CALCULATOR = "Your answers and a running estimate appear here as you go.";
const FORM = "Thank you for your submission";
const THANKS = "Thank you for your submission! We will get back to you soon.";
/** A real submission solves an ALTCHA proof of work first: allow for a slow, shared machine. */
const SOLVE_TIMEOUT = 120_000;

/** Every script the page fetched so far, with its text. */
function scriptLog(page: Page) {
  const texts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      texts.push(response.text().catch(() => ""));
    }
  });
  return {
    async has(marker: string) {
      return (await Promise.all(texts)).some((text) => text.includes(marker));
    },
  };
}

test("home: the calculator's and the form's code load only when the visitor scrolls to them, and both work", async ({
  page,
}) => {
  test.setTimeout(SOLVE_TIMEOUT + 60_000);
  const scripts = scriptLog(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");

  // Server-rendered and visible in the HTML, but none of their code fetched.
  const calculator = page.locator("#quota-calculator");
  await expect(
    calculator.getByRole("heading", { name: "Which service do you need?" }),
  ).toBeAttached();
  const form = page.getByRole("form", { name: "Quote request", exact: true });
  await expect(form.getByLabel("Name", { exact: true })).toBeAttached();
  expect(await scripts.has(CALCULATOR), "calculator code at load").toBe(false);
  expect(await scripts.has(FORM), "form code at load").toBe(false);

  await calculator.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.has(CALCULATOR)).toBe(true);
  await calculator.getByRole("button", { name: /^Coring(\s|$)/ }).click();
  await expect(calculator.getByRole("heading", { name: /diameter/i }).first()).toBeVisible();

  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.has(FORM)).toBe(true);
  const who = visitor();
  await fill(form, who, "Slab Sawing");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(THANKS)).toBeVisible({ timeout: SOLVE_TIMEOUT });
});

test("a tap that reaches the calculator before its code has arrived is kept and acted on", async ({
  page,
}) => {
  // Hold back the calculator's chunk, so the click lands on server HTML that is not live yet.
  let held = false;
  await page.route("**/_next/static/**/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(CALCULATOR)) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    await route.fulfill({ response, body });
  });
  await page.goto("/");
  const calculator = page.locator("#quota-calculator");
  await calculator.scrollIntoViewIfNeeded();
  await calculator.getByRole("button", { name: /^Cutting(\s|$)/ }).click();
  await expect.poll(() => held, { message: "the calculator's chunk was requested" }).toBe(true);
  await expect(calculator.locator("[data-island][data-hydrated]")).toBeAttached();
  await expect(calculator.getByRole("heading", { name: "How deep is the cut?" })).toBeVisible();
});

test("a project page never fetches the calculator's or the form's code, even scrolled to its end", async ({
  page,
}) => {
  const scripts = scriptLog(page);
  await page.goto("/project-history/cutting/project1");
  await page.keyboard.press("End");
  await page.waitForLoadState("networkidle");
  expect(await scripts.has(CALCULATOR)).toBe(false);
  expect(await scripts.has(FORM)).toBe(false);
});
