import http from "node:http";
import zlib from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import { afterPaintChunks } from "../../scripts/prerendered-pages.mjs";
import { pagePaths } from "../content-index";
import { E2E_PORT } from "./mail-env";
import { startOwnServer } from "./own-server";
import { STAND_IN_URL, STAND_INS } from "./stand-ins";
import { fill, visitor } from "./visitor";

/**
 * The security headers of issue 15 as the production server (scripts/serve.mjs) sends them, and
 * Chromium running the site under them: with each robot-check provider (ALTCHA on the main
 * e2e server, the reCAPTCHA and Turnstile stand-ins on theirs, and `none` on a server started
 * here) no page logs a Content-Security-Policy or Permissions-Policy violation, a quote request
 * included. Nothing bypasses the policy.
 */

const THANKS = "Thank you for your submission! We will get back to you soon.";
const ARTICLE = pagePaths.find(({ page }) => page.kind === "article")!.path;

/** The raw answer (a new connection each time: an answer to a malformed URL may close its connection). */
function rawGet(origin: string, target: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get(`${origin}${target}`, { agent: false, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const raw = Buffer.concat(chunks);
            const gzip = response.headers["content-encoding"] === "gzip";
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: (gzip ? zlib.gunzipSync(raw) : raw).toString("utf8"),
            });
          });
        })
        .on("error", reject);
    },
  );
}

/** Directive name -> its sources. */
function policyOf(headers: http.IncomingHttpHeaders): Record<string, string[]> {
  const value = headers["content-security-policy"];
  expect(typeof value, "Content-Security-Policy").toBe("string");
  return Object.fromEntries(
    String(value)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test.describe("the security headers", () => {
  const origin = `http://127.0.0.1:${E2E_PORT}`;

  test("are on a page, an API answer, a 404 and a malformed URL's error", async () => {
    // A malformed URL is refused by scripts/serve.mjs before Next.js (which would answer 500).
    const answers = [
      ["/", [200]],
      ["/api/captcha/config", [200]],
      ["/api/email", [405]],
      ["/no-such-page", [404]],
      ["/%ff", [400]],
      ["/services/%zz", [400]],
    ] as const;
    for (const [target, statuses] of answers) {
      const { status, headers } = await rawGet(origin, target);
      expect(statuses, target).toContain(status);
      expect(headers["strict-transport-security"], target).toBe(
        "max-age=63072000; includeSubDomains",
      );
      expect(headers["x-content-type-options"], target).toBe("nosniff");
      expect(headers["referrer-policy"], target).toBe("strict-origin-when-cross-origin");
      expect(headers["x-frame-options"], target).toBe("DENY");
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
        expect(headers["permissions-policy"], target).toContain(`${feature}=()`);
      }
      expect(headers["x-powered-by"], target).toBeUndefined();
      const policy = policyOf(headers);
      expect(policy["frame-ancestors"], target).toEqual(["'none'"]);
      expect(policy["script-src"], target).not.toContain("'unsafe-inline'");
      expect(policy["object-src"], target).toEqual(["'none'"]);
    }
  });

  test("a script chunk and a PNG carry none of the headers only a document reads; an SVG has a policy that lets nothing load or run, and shows", async ({
    page,
  }) => {
    const home = await rawGet(origin, "/");
    const chunk = afterPaintChunks(home.body)[0];
    expect(chunk, "a chunk named in the home page").toBeTruthy();
    for (const target of [chunk!, "/og/project-history/coring.png"]) {
      const { status, headers } = await rawGet(origin, target);
      expect(status, target).toBe(200);
      expect(headers["strict-transport-security"], target).toBe(
        "max-age=63072000; includeSubDomains",
      );
      expect(headers["x-content-type-options"], target).toBe("nosniff");
      for (const name of [
        "content-security-policy",
        "x-frame-options",
        "permissions-policy",
        "cross-origin-opener-policy",
      ]) {
        expect(headers[name], `${target} ${name}`).toBeUndefined();
      }
    }
    // An SVG opened on its own is a document: nothing may load or run in it.
    const drawing = "/images/illustrations/hero-home.svg";
    const svg = await rawGet(origin, drawing);
    expect(svg.headers["content-type"]).toContain("image/svg+xml");
    const policy = policyOf(svg.headers);
    expect(policy["default-src"]).toEqual(["'none'"]);
    expect(policy["sandbox"]).toEqual([]);
    expect(policy["script-src"]).toBeUndefined();
    expect(svg.headers["x-content-type-options"]).toBe("nosniff");
    expect(svg.headers["permissions-policy"]).toBeUndefined();
    // ...and opened in the browser, it shows without a violation.
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await page.goto(`${origin}${drawing}`);
    const { root, width } = await page.evaluate(() => ({
      root: document.documentElement.tagName,
      width: document.documentElement.getBoundingClientRect().width,
    }));
    expect(root).toBe("svg");
    expect(width).toBeGreaterThan(0);
    expect(logged.filter((text) => /Content.Security.Policy/i.test(text))).toEqual([]);
  });

  test("allow a page's inline scripts by their hashes; a 304 repeats the page's policy", async () => {
    for (const target of ["/", "/contact", ARTICLE, "/no-such-page", "/search?q=saw"]) {
      const { headers, body } = await rawGet(origin, target, { "accept-encoding": "gzip" });
      const inline = body.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? [];
      const hashes = policyOf(headers)["script-src"]!.filter((s) => s.startsWith("'sha256-"));
      expect(inline.length, target).toBeGreaterThan(0);
      expect(hashes.length, target).toBeGreaterThan(0);
      expect(hashes.length, target).toBeLessThanOrEqual(inline.length);
    }
    const api = await rawGet(origin, "/api/captcha/config");
    expect(policyOf(api.headers)["script-src"]).toEqual(["'self'"]);

    // A 304 must not replace the stored page's policy with another one (secure-response.mjs).
    const page = await rawGet(origin, "/contact");
    const etag = page.headers.etag;
    // A prerendered page is a static file with an ETag: without it there would be no 304 to check.
    expect(etag, "/contact carries an ETag").toBeTruthy();
    const again = await rawGet(origin, "/contact", { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
  });
});

/** Every CSP or Permissions-Policy complaint the page makes, as events and console messages. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportViolation(text: string): void })
        .__reportViolation;
      report(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content.Security.Policy|Permissions.Policy/i.test(message.text())) {
      found.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  return found;
}

/** Loaded, hydrated and idle, so late violations (a provider's script) have been reported. */
async function visit(page: Page, target: string) {
  await page.goto(target);
  await page.waitForLoadState("networkidle");
}

async function submitQuote(page: Page) {
  const contact = page.getByRole("form", { name: "Quote request", exact: true });
  await fill(contact, visitor());
  await contact.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(THANKS)).toBeVisible({ timeout: 120_000 });
  await page.waitForLoadState("networkidle");
}

interface Provider {
  name: string;
  /** The origin of a server running with this provider; started by the test when it returns one. */
  origin: () => Promise<{ origin: string; stop(): Promise<void> }>;
  /** What the policy of an HTML page must allow for it. */
  expected: { scripts: string[]; frames: string[]; workers?: string[] };
}

const existing = (port: number) => async () => ({
  origin: `http://127.0.0.1:${port}`,
  stop: async () => undefined,
});

/** scripts/serve.mjs with CAPTCHA_PROVIDER=none, on its own port and data directory. */
function startWithoutRobotCheck() {
  return startOwnServer({ CAPTCHA_PROVIDER: "none" });
}

const PROVIDERS: Provider[] = [
  {
    name: "altcha",
    origin: existing(E2E_PORT),
    expected: { scripts: [], frames: ["'none'"], workers: ["blob:"] },
  },
  {
    name: "recaptcha",
    origin: existing(STAND_INS.recaptcha.port),
    expected: {
      scripts: [`${STAND_IN_URL}/recaptcha/`, "https://www.gstatic.com/recaptcha/"],
      frames: [`${STAND_IN_URL}/recaptcha/`, "https://recaptcha.google.com/recaptcha/"],
    },
  },
  {
    name: "turnstile",
    origin: existing(STAND_INS.turnstile.port),
    expected: { scripts: [STAND_IN_URL], frames: [STAND_IN_URL] },
  },
  { name: "none", origin: startWithoutRobotCheck, expected: { scripts: [], frames: ["'none'"] } },
];

for (const provider of PROVIDERS) {
  test(`with ${provider.name}, no page logs a policy violation in Chromium, a quote request included`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const server = await provider.origin();
    try {
      const { headers } = await rawGet(server.origin, "/");
      const policy = policyOf(headers);
      expect(policy["script-src"]!.filter((s) => !s.startsWith("'sha256-"))).toEqual([
        "'self'",
        ...provider.expected.scripts,
      ]);
      expect(policy["frame-src"]).toEqual(provider.expected.frames);
      expect(policy["worker-src"]).toEqual(provider.expected.workers);

      const violations = await watchViolations(page);
      await visit(page, `${server.origin}/`);
      await visit(page, `${server.origin}/search?q=saw`);
      // Typing updates the results in the browser: the page's scripts run.
      await page.getByRole("searchbox", { name: "Type to search..." }).fill("core drill");
      await expect(page).toHaveURL(/q=core/);
      await visit(page, `${server.origin}${ARTICLE}`);
      // The article's closing link, followed in the browser (client-side navigation keeps
      // the article's policy), then the form sent from the contact page itself.
      await page.locator('main a[href^="/contact"]').last().click();
      await expect(page).toHaveURL(/\/contact/);
      await visit(page, `${server.origin}/contact`);
      await submitQuote(page);
      expect(violations).toEqual([]);
    } finally {
      await server.stop();
    }
  });
}
