/**
 * Lighthouse 12 (mobile defaults: simulated slow 4G and a 4x slower CPU) against the production
 * build, served on a spare port. Prints scores and the Core Web Vitals per page.
 *
 *   node scripts/bench-lighthouse.mjs [path,path,...]
 * Plain JavaScript on purpose: Lighthouse serialises functions into the page, and tsx's
 * transform adds helpers (__name) that do not exist there.
 */
import { spawn } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const PORT = 3400;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = process.argv[2]?.split(",") ?? [
  "/",
  "/services/coring",
  "/equipment/dst10-cawallsaw",
  "/project-history/cutting/project1",
  "/search?q=core+drill",
];

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  const server = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: ".data/bench" },
    stdio: "ignore",
    detached: true,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    await waitFor(BASE + "/");
    console.log(
      "| page | performance | accessibility | best practices | SEO | LCP (s) | CLS | TBT (ms) |",
    );
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const path of PAGES) {
      await fetch(BASE + path); // warm the server so the first page is not measured cold
      const result = await lighthouse(BASE + path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      const lhr = result.lhr;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      console.log(
        `| ${path} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${(audit("largest-contentful-paint") / 1000).toFixed(2)} | ${audit("cumulative-layout-shift").toFixed(3)} | ${audit("total-blocking-time").toFixed(0)} |`,
      );
    }
  } finally {
    chrome.kill();
    if (server?.pid) process.kill(-server.pid, "SIGTERM"); // the whole group: npm, next, next-server
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
