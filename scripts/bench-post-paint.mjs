#!/usr/bin/env node
/**
 * The main thread's work after the first contentful paint under applied throttling (issue 26):
 * each URL is loaded RUNS times in Chromium at a 412 px phone viewport with the CPU slowed 4x,
 * interleaved, and the page's own trace gives the tasks after the first paint. Prints, per URL,
 * the median of their total time ("busy") and of the time they spend over 50 ms each ("over 50",
 * what Total Blocking Time adds up), with every run's figure.
 *
 * Lighthouse's default TBT is simulated from an unthrottled trace and moves by about 100 ms
 * between runs of one build on this machine; this reads the same work as a slowed phone does it.
 *
 * Usage: node scripts/bench-post-paint.mjs [--runs 7] <url>...  (servers already running)
 */
import { chromium } from "@playwright/test";
import { parseArgs } from "node:util";
import { median } from "./median.mjs";

const { values, positionals: urls } = parseArgs({
  options: { runs: { type: "string", default: "7" } },
  allowPositionals: true,
});
const RUNS = Number(values.runs);
if (urls.length === 0 || !(RUNS > 0)) {
  console.error("usage: node scripts/bench-post-paint.mjs [--runs 7] <url>...");
  process.exit(2);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});

/** One load: the renderer's top-level tasks that start after its first contentful paint. */
async function postPaintTasks(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"],
  });
  await page.goto(url);
  // Long enough for the chunks (asked for after the paint) to run and the page to hydrate.
  await page.waitForTimeout(4000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const paint = traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error(`${url}: no first contentful paint in the trace`);
  const main = traceEvents.find(
    (event) =>
      event.name === "thread_name" &&
      event.pid === paint.pid &&
      event.args?.name === "CrRendererMain",
  );
  return traceEvents
    .filter(
      (event) =>
        event.pid === paint.pid &&
        event.tid === main.tid &&
        event.ph === "X" &&
        event.name === "RunTask" &&
        event.ts >= paint.ts,
    )
    .map((event) => event.dur / 1000);
}

const results = new Map(urls.map((url) => [url, []]));
for (let run = 0; run < RUNS; run++) {
  for (const url of urls) {
    const tasks = await postPaintTasks(url);
    results.get(url).push({
      busy: tasks.reduce((sum, ms) => sum + ms, 0),
      over50: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    });
  }
}
await browser.close();

for (const [url, runs] of results) {
  const list = (key) => runs.map((run) => Math.round(run[key])).join(", ");
  console.log(
    `${url}: over 50 ms ${Math.round(median(runs.map((run) => run.over50)))} (${list("over50")}); busy ${Math.round(median(runs.map((run) => run.busy)))} (${list("busy")})`,
  );
}
