#!/usr/bin/env node
/**
 * After `next build`: each prerendered page gets the CSS rules it uses inlined in its <head>,
 * and the site's stylesheet moves to the end of <body>, so the first paint needs no second
 * request (issue 26). The rules are Beasties' selection for that page (every rule that matches
 * an element of the page, not only the first screen); the stylesheet still loads, cached, for
 * what the page's scripts add later. Next's own `experimental.inlineCss` was measured and not
 * taken: it writes the whole stylesheet into every page three times (docs/decisions.md).
 *
 * The inline <style> is allowed by its hash like every inline element (inline-hashes.mjs).
 */
import fs from "node:fs";
import path from "node:path";
import Beasties from "beasties";

const APP_DIR = ".next/server/app";

const beasties = new Beasties({
  path: ".next",
  publicPath: "/_next/",
  // A stylesheet at the end of <body> blocks nothing above it and needs no inline handler
  // (the policy allows no 'unsafe-inline' and no event-handler attributes).
  preload: "body",
  pruneSource: false,
  reduceInlineStyles: false,
  mergeStylesheets: true,
  compress: true,
  logLevel: "warn",
});

function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const started = Date.now();
let pages = 0;
let inlined = 0;
for (const file of htmlFiles(APP_DIR)) {
  const html = fs.readFileSync(file, "utf8");
  // Only a page whose stylesheet is still in <head>: running twice changes nothing.
  if (!html.slice(0, html.indexOf("</head>")).includes('rel="stylesheet"')) continue;
  // Beasties marks <html> for its own bookkeeping; the page does not need the attribute.
  const out = (await beasties.process(html)).replace(" data-beasties-container", "");
  fs.writeFileSync(file, out);
  pages += 1;
  inlined += (out.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "").length;
}
console.log(
  `Critical CSS: ${pages} pages, ${(inlined / Math.max(pages, 1) / 1024).toFixed(1)} KiB inlined per page on average, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
