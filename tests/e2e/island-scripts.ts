import type { Page } from "@playwright/test";

/**
 * What the island specs watch (issue 26): which scripts a page fetched, the errors it logged, and
 * an island's chunk held back to act before its code arrives. A script is known by a string
 * only its own modules hold (the chunk names change with every build).
 */
/** Every script the page fetched, with its text. */
export function scriptLog(page: Page) {
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

/** Console errors and uncaught exceptions (a hydration mismatch is reported as one of them). */
export function errorLog(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Holds back the script that contains `marker` until `release` is called. */
export async function holdChunk(page: Page, marker: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route("**/_next/static/**/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      requested = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, requested: () => requested };
}

/**
 * Waits until the page's own script has hydrated it. Its chunks are asked for after the first
 * paint, which can come after the load event: a check that some code was not fetched means
 * nothing before this.
 */
export async function pageHydrated(page: Page) {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactFiber")),
  );
  await page.waitForLoadState("networkidle");
}
