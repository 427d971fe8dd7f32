/**
 * `npm run screenshots`: full-page screenshots of one page of each kind at 375, 768, 1024 and
 * 1280 px into screenshots/ (git-ignored), to look at the layout. Serves the production build
 * on a spare port unless BASE_URL points at a running server.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { chromium } from "@playwright/test";

const WIDTHS = [375, 768, 1024, 1280];
const PAGES = (
  process.argv[2]?.split(",") ?? [
    "/",
    "/contact",
    "/how-we-work",
    "/services",
    "/services/coring",
    "/equipment",
    "/equipment/dst10-cawallsaw",
    "/project-history/cutting",
    "/project-history/trenching/project6",
    "/about",
    "/team",
    "/service-area",
    "/search?q=core+drill",
    "/no-such-page",
  ]
).filter(Boolean);

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  let base = process.env.BASE_URL;
  const server = base
    ? undefined
    : spawn("node", ["scripts/start.mjs"], {
        env: { ...process.env, PORT: "3200" },
        stdio: "inherit",
        detached: true,
      });
  base ??= "http://127.0.0.1:3200";
  try {
    await waitFor(base, 300_000);
    fs.mkdirSync("screenshots", { recursive: true });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
      ],
    });
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const path of PAGES) {
        await page.goto(base + path, { waitUntil: "networkidle" });
        // Scroll through the page so lazy images load before the full-page capture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo({ top: y, behavior: "instant" });
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          window.scrollTo({ top: 0, behavior: "instant" });
        });
        await page.waitForLoadState("networkidle");
        const name =
          (path.replace(/[/?=+]+/g, "_").replace(/^_|_$/g, "") || "home") + `-${width}.png`;
        await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
        console.log(`screenshots/${name}`);
      }
      await page.close();
    }
    await browser.close();
  } finally {
    if (server?.pid) process.kill(-server.pid, "SIGTERM"); // the whole group: npm, next, next-server
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
