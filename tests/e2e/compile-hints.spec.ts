import fs from "node:fs";
import path from "node:path";
import { expect, test, type Response } from "@playwright/test";
import { pageHydrated } from "./island-scripts";

/**
 * Issue 26: every script chunk reaches the browser with V8's compile hint as its first line
 * (scripts/compile-hints.mjs), the build's gzip copies too, so Chrome compiles it while it
 * streams in rather than on the main thread. What that saves is measured by `npm run bench`.
 */
/** Exactly what V8 reads as the file's first line (v8.dev/blog/explicit-compile-hints). */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

test("home's scripts at load and its islands' chunks arrive with the compile hint first, gzip-encoded", async ({
  page,
}) => {
  const chunks: Promise<{ url: string; encoding?: string; text: string }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    if (!new URL(response.url()).pathname.startsWith("/_next/static/chunks/")) return;
    chunks.push(
      response.text().then((text) => ({
        url: response.url(),
        encoding: response.headers()["content-encoding"],
        text,
      })),
    );
  };
  page.on("response", onResponse);
  await page.goto("/");
  await pageHydrated(page);
  const atLoad = chunks.length;
  // Near the form, its island fetches its own chunks and goes live.
  await page.evaluate(() => document.querySelector("#contact-form")?.scrollIntoView());
  await expect(page.locator("#contact-form [data-island][data-hydrated]")).toBeAttached();
  await page.waitForLoadState("networkidle");
  // Read every body while the page is open; nothing fetched later is left unread at the end.
  page.off("response", onResponse);
  expect(chunks.length).toBeGreaterThan(atLoad);

  const received = await Promise.all(chunks);
  expect(atLoad).toBeGreaterThanOrEqual(5);
  for (const { url, text } of received) {
    expect(text.startsWith(COMPILE_HINT), `${url} starts with the hint`).toBe(true);
    // The rest is the chunk as the build left it, byte for byte.
    const file = path.join(".next/static/chunks", path.basename(new URL(url).pathname));
    expect(text, url).toBe(fs.readFileSync(file, "utf8"));
    expect(text.indexOf(COMPILE_HINT, 1), `${url} has the hint once`).toBe(-1);
  }
  // The large ones were the build's gzip copies, made after the hint went in.
  const large = received.filter(({ text }) => text.length > 20_000);
  expect(large.length).toBeGreaterThan(0);
  for (const { url, encoding } of large) expect(encoding, url).toBe("gzip");
});
