#!/usr/bin/env node
/**
 * After `next build`: each prerendered page carries the site's stylesheet in one <style> in its
 * <head>, so the first paint needs no second request and nothing restyles the page when a
 * stylesheet arrives later (issue 26; measured choices in docs/decisions.md).
 *
 * The <link> stays, with `disabled` and `media="not all"`, so no browser fetches it (Chromium
 * 150's preload scanner fetches a stylesheet that is only disabled), and React finds the link by
 * its href while hydrating (and on client navigations), so it neither inserts nor preloads the
 * file again. The CSS text is written once; the RSC payload names the file only.
 *
 * The inline <style> is allowed by its hash like every inline element (inline-hashes.mjs).
 */
import fs from "node:fs";
import path from "node:path";
import { rewritePrerenderedPages } from "./prerendered-pages.mjs";

const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"([^>]*)>/g;

const sources = new Map();
/** A built stylesheet's text, read once for all pages. */
function cssOf(href) {
  if (!sources.has(href)) {
    const text = fs.readFileSync(path.join(".next", href.replace(/^\/_next\//, "")), "utf8");
    sources.set(href, text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ""));
  }
  return sources.get(href);
}

const started = Date.now();
let inlined = 0;
const pages = rewritePrerenderedPages((html) => {
  const headEnd = html.indexOf("</head>");
  const head = html.slice(0, headEnd);
  // Only enabled stylesheets in <head>: running twice changes nothing.
  const links = [...head.matchAll(STYLESHEET)].filter(([, , rest]) => !rest.includes("disabled"));
  if (links.length === 0) return undefined;
  const css = links.map(([, href]) => cssOf(href)).join("\n");
  let first = true;
  const newHead = head.replace(STYLESHEET, (tag, href, attributes) => {
    if (attributes.includes("disabled")) return tag;
    const rest = attributes.replace(/\s*\/$/, "");
    const disabled = `<link rel="stylesheet" href="${href}"${rest} media="not all" disabled>`;
    if (!first) return disabled;
    first = false;
    return `<style>${css}</style>${disabled}`;
  });
  inlined += css.length;
  return newHead + html.slice(headEnd);
});
console.log(
  `Inline CSS: ${pages} pages, ${(inlined / Math.max(pages, 1) / 1024).toFixed(1)} KiB per page, ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
