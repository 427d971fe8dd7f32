/**
 * What the build steps over Next's prerendered pages share (inline-css.mjs,
 * scripts-after-paint.mjs), and how a page names the chunks it asks for after its first paint
 * (read by scripts/bench-js.ts and the route-bundle test).
 */
import fs from "node:fs";
import path from "node:path";

const APP_DIR = ".next/server/app";

/**
 * Rewrites every prerendered page through `transform` (which returns the new HTML, or undefined
 * to leave the page as it is) and says how many it changed.
 *
 * @param {(html: string) => string | undefined} transform
 * @returns {number}
 */
export function rewritePrerenderedPages(transform) {
  let changed = 0;
  for (const entry of fs.readdirSync(APP_DIR, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const rewritten = transform(fs.readFileSync(file, "utf8"));
    if (rewritten === undefined) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const CHUNK_STRING = /"(\/_next\/static\/chunks\/[^"]+\.js)"/g;

/**
 * The chunks a page's inline script in <head> asks for after the first paint (written there as
 * JSON strings by scripts-after-paint.mjs); a `<script src>` tag, such as Next's `noModule`
 * polyfills, is not one of them.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function afterPaintChunks(html) {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(INLINE_SCRIPT)].flatMap(([, text]) =>
    [...text.matchAll(CHUNK_STRING)].map(([, src]) => src),
  );
}
