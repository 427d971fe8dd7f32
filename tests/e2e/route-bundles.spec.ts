import { expect, test, type APIRequestContext } from "@playwright/test";
import { afterPaintChunks } from "../../scripts/prerendered-pages.mjs";

/**
 * Issue 15: each page kind has its own route, so a page loads only its own interactive leaves.
 * Issue 26: the calculator, the quote form and the carousel controls are islands fetched when the
 * visitor comes near them, so no page's scripts at load carry them any more
 * (tests/e2e/lazy-islands.spec.ts shows them arriving as the visitor scrolls).
 * Strings that only the calculator's panel, the contact form and the carousel controls hold show which
 * code a page's scripts carry.
 */
const CALCULATOR = "Your answers and a running estimate appear here as you go.";
const FORM = "Thank you for your submission";
const CAROUSEL = "Previous: ";
/** Only the search index loader holds this: the header's suggestions load it on the first keystroke. */
const SEARCH_ENGINE = "search index: unknown format";
/**
 * libphonenumber-js (about 30 KiB gzip): the company phone's link is worked out on the server
 * (`companyPhone`), so no public page ships the library.
 */
const PHONE_LIBRARY = "Invalid phone number object passed";

/**
 * The scripts a page loads at once: its `<script src>` tags and the chunks its inline script in
 * <head> asks for after the first paint (scripts/scripts-after-paint.mjs).
 */
async function scriptsOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  const afterPaint = afterPaintChunks(html);
  expect(afterPaint.length).toBeGreaterThan(0);
  const sources = [...tags, ...afterPaint];
  return (await Promise.all(sources.map(async (src) => (await request.get(src)).text()))).join(
    "\n",
  );
}

const LEAVES = [CALCULATOR, FORM, CAROUSEL, PHONE_LIBRARY];
for (const { path, hasNot } of [
  { path: "/", hasNot: [...LEAVES, SEARCH_ENGINE] },
  { path: "/project-history/cutting/project1", hasNot: LEAVES },
  { path: "/project-history/cutting", hasNot: LEAVES },
  { path: "/equipment/dst10-cawallsaw", hasNot: LEAVES },
  { path: "/services/coring", hasNot: [...LEAVES, SEARCH_ENGINE] },
  { path: "/contact", hasNot: LEAVES },
]) {
  test(`${path} loads none of the calculator, the quote form, the carousel controls and the phone library with the page`, async ({
    request,
  }) => {
    const scripts = await scriptsOf(request, path);
    for (const marker of hasNot) expect(scripts, `${path} loads "${marker}"`).not.toContain(marker);
  });
}
