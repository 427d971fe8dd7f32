/**
 * Lighthouse 12, mobile defaults (simulated slow 4G, 4x CPU slowdown), against the production
 * build and, in the same run, the bare Next.js page of scripts/bench-floor (same Next.js and
 * React), so every figure is also a ratio to that floor. Each page is measured 3 times; the
 * table holds the median of each figure.
 *
 *   node scripts/bench-lighthouse.mjs [--write] [path,path,...]
 * --write puts the table into docs/benchmarks.md between the lighthouse markers. Plain
 * JavaScript on purpose: Lighthouse serialises functions into the page, and tsx's transform
 * adds helpers (__name) that do not exist there.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const SITE = "http://127.0.0.1:3400";
const FLOOR = "http://127.0.0.1:3401";
const FLOOR_SOURCE = "scripts/bench-floor";
const FLOOR_DIR = "bench-results/floor";
const RUNS = 3;
const args = process.argv.slice(2);
const write = args.includes("--write");
const PAGES = args.find((arg) => !arg.startsWith("--"))?.split(",") ?? [
  "/",
  "/services/coring",
  "/equipment/dst10-cawallsaw",
  "/project-history/cutting/project1",
  "/contact",
  "/search?q=saw",
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

/** The floor is built in bench-results/ (ignored by git) from the sources in scripts/bench-floor. */
function buildFloor() {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  fs.cpSync(FLOOR_SOURCE, FLOOR_DIR, { recursive: true });
  const next = path.resolve("node_modules/next/dist/bin/next");
  const result = spawnSync(process.execPath, [next, "build", FLOOR_DIR], { stdio: "ignore" });
  if (result.status !== 0) throw new Error("the bare Next.js floor did not build");
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(port, url) {
  const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error" });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const bytes = Object.fromEntries(
    (lhr.audits["resource-summary"]?.details?.items ?? []).map((item) => [
      item.resourceType,
      { bytes: item.transferSize, requests: item.requestCount },
    ]),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    html: bytes.document?.bytes ?? 0,
    css: bytes.stylesheet?.bytes ?? 0,
    js: bytes.script?.bytes ?? 0,
    images: bytes.image?.bytes ?? 0,
    fonts: bytes.font?.bytes ?? 0,
    total: bytes.total?.bytes ?? 0,
    requests: bytes.total?.requests ?? 0,
  };
}

async function medianOf(port, url) {
  await fetch(url); // warm the server so the first run is not measured cold
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(port, url));
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
  );
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const s = (ms) => (ms / 1000).toFixed(2);

function table(rows, floor) {
  const head =
    "| page | perf | a11y | best pr. | SEO | FCP (s) | LCP (s) | LCP-FCP (ms) | TBT (ms) | CLS | HTML | CSS | JS | images | fonts | total (KiB) | requests | LCP / floor | JS / floor |";
  const lines = [head, `|${" --- |".repeat(1)}${" ---: |".repeat(18)}`];
  for (const [page, m] of [["bare Next.js (floor)", floor], ...rows]) {
    lines.push(
      `| ${page} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.lcp - m.fcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${kib(m.html)} | ${kib(m.css)} | ${kib(m.js)} | ${kib(m.images)} | ${kib(m.fonts)} | ${kib(m.total)} | ${m.requests} | ${(m.lcp / floor.lcp).toFixed(2)} | ${(m.js / floor.js).toFixed(2)} |`,
    );
  }
  return lines.join("\n");
}

function writeDocs(text) {
  const file = "docs/benchmarks.md";
  const start = "<!-- lighthouse:start -->";
  const end = "<!-- lighthouse:end -->";
  const docs = fs.readFileSync(file, "utf8");
  const block = `${start}\n${text}\n${end}`;
  const next = docs.includes(start)
    ? docs.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${docs.trimEnd()}\n\n## Lighthouse against the bare Next.js floor (issue 15)\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

async function main() {
  buildFloor();
  const next = path.resolve("node_modules/next/dist/bin/next");
  const servers = [
    spawn("node", ["scripts/start.mjs"], {
      env: { ...process.env, PORT: "3400", DATA_DIR: ".data/bench" },
      stdio: "ignore",
      detached: true,
    }),
    spawn(process.execPath, [next, "start", FLOOR_DIR, "-p", "3401"], {
      stdio: "ignore",
      detached: true,
    }),
  ];
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
    await Promise.all([waitFor(SITE + "/"), waitFor(FLOOR + "/")]);
    const floor = await medianOf(chrome.port, FLOOR + "/");
    const rows = [];
    for (const page of PAGES) rows.push([page, await medianOf(chrome.port, SITE + page)]);
    const date = new Date().toISOString().slice(0, 10);
    const text = [
      `${date}, \`npm run bench\` (Lighthouse 12, mobile defaults: simulated slow 4G and 4x CPU slowdown; median of ${RUNS} runs per page; Debian Chromium headless; production build; sizes are transfer sizes).`,
      "",
      table(rows, floor),
      ...(process.env.BENCH_BUILD_NOTE ? ["", process.env.BENCH_BUILD_NOTE] : []),
    ].join("\n");
    console.log(text);
    if (write) writeDocs(text);
  } finally {
    chrome.kill();
    for (const server of servers) if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
