/**
 * Script bytes a page load fetches (issue 26): each page opened in Debian's Chromium on a phone's
 * screen (412 x 823, Lighthouse's mobile size), not scrolled, until the network is idle; every
 * script response counted raw and under gzip level 6 (as scripts/bench-lighthouse.mjs weighs
 * them). Unlike scripts/bench-js.ts (the <script> tags of the HTML), this counts what the browser
 * really fetched, so an island within reach of the first screen counts and one below it does not.
 *
 *   node scripts/bench-scripts-at-load.mjs http://127.0.0.1:PORT /path [/path ...]
 */
import zlib from "node:zlib";
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/bench-scripts-at-load.mjs <base URL> <path> [<path> ...]");
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--no-first-run"],
});
const kib = (bytes) => (bytes / 1024).toFixed(1);
console.log("| page | scripts | raw (KiB) | gzip (KiB) |");
console.log("| --- | ---: | ---: | ---: |");
try {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const bodies = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        bodies.push(response.body().catch(() => Buffer.alloc(0)));
      }
    });
    await page.goto(base + path, { waitUntil: "networkidle" });
    const scripts = await Promise.all(bodies);
    const raw = scripts.reduce((sum, body) => sum + body.length, 0);
    const gzip = scripts.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 6 }).length, 0);
    console.log(`| ${path} | ${scripts.length} | ${kib(raw)} | ${kib(gzip)} |`);
    await context.close();
  }
} finally {
  await browser.close();
}
