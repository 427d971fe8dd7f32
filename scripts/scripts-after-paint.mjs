#!/usr/bin/env node
/**
 * After `next build` (and inline-css.mjs): each prerendered page asks for its script chunks only
 * after its first contentful paint, from one inline script at the top of its <head> that also
 * holds the visitor's clicks and submits until the page has hydrated (issue 26; the measured
 * reasons are in docs/decisions.md, the script in src/components/island/early-events.mjs).
 *
 * Next's `<script src async>` chunk tags and their preload are taken out, so nothing fetches a
 * chunk before the paint; `noModule` polyfills stay as they are (a current browser skips them).
 * The inline script is allowed by its hash like every inline element (inline-hashes.mjs).
 */
import { transformSync } from "esbuild";
import { earlyScript } from "../src/components/island/early-events.mjs";
import { rewritePrerenderedPages } from "./prerendered-pages.mjs";

const CHUNK = String.raw`/_next/static/chunks/[^"]+\.js`;
const CHUNK_SCRIPT = new RegExp(`<script src="(${CHUNK})" async=""></script>`, "g");
const CHUNK_PRELOAD = new RegExp(`<link rel="preload" as="script"[^>]* href="${CHUNK}"/>`, "g");
const CHARSET = '<meta charSet="utf-8"/>';

/** The inline script as small as it goes (its source keeps its comments and names). */
function minified(source) {
  return transformSync(source, { minify: true, target: "es2020" }).code.trim();
}

const started = Date.now();
const pages = rewritePrerenderedPages((html) => {
  const chunks = [...html.matchAll(CHUNK_SCRIPT)].map(([, src]) => src);
  // Run twice, the second run finds no chunk tags left and changes nothing.
  if (chunks.length === 0 || !html.includes(CHARSET)) return undefined;
  return html
    .replace(CHUNK_SCRIPT, "")
    .replace(CHUNK_PRELOAD, "")
    .replace(CHARSET, `${CHARSET}<script>${minified(earlyScript(chunks))}</script>`);
});
console.log(
  `Scripts after the first paint: ${pages} pages, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
