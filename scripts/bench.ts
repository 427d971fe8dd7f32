/**
 * `npm run bench`: the benchmarks, one after another (speed targets live here, never in tests).
 * It builds first (timed, with the size of .next), then measures search, the PDF estimate's
 * render time, the JavaScript per route, a quote request with five photos, memory, the office,
 * the PGlite lock and Lighthouse against a bare Next.js page, and writes the photo and
 * Lighthouse tables to docs/benchmarks.md.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { loadContent } from "../src/content/load";
import { pathFor } from "../src/content/paths";

function sizeOf(dir: string): number {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

const started = Date.now();
const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(1);
const buildNote = `Build: ${((Date.now() - started) / 1000).toFixed(0)} s (\`npm run build\`, content check, search index and social images included); \`.next\`: ${(sizeOf(".next") / 1024 / 1024).toFixed(1)} MiB.`;

// The long article of the list: the one with the most words.
const longest = loadContent()
  .pages.filter((page) => page.article)
  .sort((a, b) => b.article!.words - a.article!.words)[0]!;
// The page kinds of issue 26: home, an article, an equipment page, a project page and contact.
const pages = [
  "/",
  pathFor(longest.slug),
  "/equipment/dst10-cawallsaw",
  "/project-history/cutting/project1",
  "/contact",
].join(",");

const benches: [string, string, string[]][] = [
  ["Search: time per keystroke and index size", "scripts/bench-search.ts", []],
  ["PDF estimate: render time per document", "scripts/bench-pdf.ts", []],
  ["JavaScript shipped per route", "scripts/bench-js.ts", []],
  ["A quote request with five photos", "scripts/bench-photos.ts", ["--write"]],
  ["Memory: idle, forged requests, a photo burst", "scripts/bench-memory.ts", []],
  ["Office: inbox, search and counts over 20,000 leads", "scripts/bench-office.ts", []],
  ["PGlite lock: waiting after a crashed holder", "scripts/bench-lock.ts", []],
  [
    "Lighthouse (mobile), applied and simulated throttling, against a bare Next.js page",
    "scripts/bench-lighthouse.mjs",
    // Seven loads per page: with three, a page's simulated TBT moved by 50-100 ms between runs.
    ["--write", "--runs", "7", pages],
  ],
];

let failed = false;
for (const [title, script, args] of benches) {
  console.log(`\n## ${title}\n`);
  const result = spawnSync(
    script.endsWith(".mjs") ? "node" : "npx",
    script.endsWith(".mjs") ? [script, ...args] : ["tsx", script, ...args],
    { stdio: "inherit", env: { ...process.env, BENCH_BUILD_NOTE: buildNote } },
  );
  failed ||= result.status !== 0;
}
console.log(`\n${buildNote}`);
process.exit(failed ? 1 : 0);
