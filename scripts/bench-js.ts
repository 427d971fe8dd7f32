/**
 * JavaScript shipped per route: for each prerendered page, the gzip size of every script its HTML
 * loads (framework, shared chunks and the page's own, by tag or after the first paint), read from
 * the production build (.next).
 *
 *   npx tsx scripts/bench-js.ts     (after npm run build)
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterPaintChunks } from "./prerendered-pages.mjs";

const APP = ".next/server/app";
const sizes = new Map<string, number>();
function gz(src: string): number {
  if (!sizes.has(src)) {
    const file = path.join(".next", src.replace(/^\/_next\//, ""));
    sizes.set(src, fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length : 0);
  }
  return sizes.get(src)!;
}

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".html") && !f.includes("_global-error"))
    .map((f) => path.join(dir, f));
}

const rows = htmlFiles(APP).map((file) => {
  const html = fs.readFileSync(file, "utf8");
  // noModule scripts are polyfills only legacy browsers download.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(
    (m) => !/noModule/i.test(m[0]),
  );
  const scripts = [...new Set([...tags.map((m) => m[1]!), ...afterPaintChunks(html)])];
  const bytes = scripts.reduce((sum, src) => sum + gz(src), 0);
  const route =
    "/" +
    path
      .relative(APP, file)
      .replace(/\.html$/, "")
      .replace(/^index$/, "");
  return { route, scripts: scripts.length, kib: bytes / 1024 };
});
rows.sort((a, b) => a.route.localeCompare(b.route));

// One line per page kind keeps the table readable; the extremes show the spread.
const pick = [
  "/",
  "/contact",
  "/how-we-work",
  "/services/coring",
  "/equipment/dst10-cawallsaw",
  "/project-history/cutting/project1",
  "/blog",
  "/blog/general/is-the-quote-free",
  "/_not-found",
];
console.log("| route | scripts | JS gzip (KiB) |\n| --- | ---: | ---: |");
for (const row of rows.filter((r) => pick.includes(r.route)))
  console.log(`| ${row.route} | ${row.scripts} | ${row.kib.toFixed(1)} |`);
const all = rows.map((r) => r.kib);
console.log(
  `\n${rows.length} prerendered pages: min ${Math.min(...all).toFixed(1)} KiB, max ${Math.max(...all).toFixed(1)} KiB gzip.`,
);
