import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * Issue 15: each page kind has its own route, so a page loads only its own interactive leaves.
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

async function scriptsOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
  expect(sources.length).toBeGreaterThan(0);
  return (await Promise.all(sources.map(async (src) => (await request.get(src)).text()))).join(
    "\n",
  );
}

for (const { path, has, hasNot } of [
  { path: "/", has: [CALCULATOR, FORM, CAROUSEL], hasNot: [SEARCH_ENGINE, PHONE_LIBRARY] },
  {
    path: "/project-history/cutting/project1",
    has: [],
    hasNot: [CALCULATOR, FORM, CAROUSEL, PHONE_LIBRARY],
  },
  {
    path: "/project-history/cutting",
    has: [],
    hasNot: [CALCULATOR, FORM, CAROUSEL, PHONE_LIBRARY],
  },
  {
    path: "/equipment/dst10-cawallsaw",
    has: [FORM],
    hasNot: [CALCULATOR, CAROUSEL, PHONE_LIBRARY],
  },
  { path: "/services/coring", has: [FORM], hasNot: [CALCULATOR, SEARCH_ENGINE, PHONE_LIBRARY] },
  { path: "/contact", has: [FORM], hasNot: [PHONE_LIBRARY] },
]) {
  test(`${path} loads ${has.length ? has.length : "none"} of the interactive leaves it uses, none it does not`, async ({
    request,
  }) => {
    const scripts = await scriptsOf(request, path);
    for (const marker of has) expect(scripts, `${path} loads "${marker}"`).toContain(marker);
    for (const marker of hasNot) expect(scripts, `${path} loads "${marker}"`).not.toContain(marker);
  });
}
