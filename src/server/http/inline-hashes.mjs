/**
 * The hashes that let an HTML page's own inline scripts and styles run under a policy without
 * 'unsafe-inline' (content-security-policy.mjs). Next.js writes its bootstrap and each page's
 * RSC payload as inline <script> elements whose text differs per page (and per request on
 * /search), so scripts/serve.mjs hashes the HTML of each answer as it sends it.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

const ATTRIBUTES = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
// An element's text ends at the first "</script" (or "</style") followed by a space, "/" or
// ">", exactly where an HTML parser ends it; nothing inside can escape that.
const SCRIPT = new RegExp(`<script\\b${ATTRIBUTES}>([\\s\\S]*?)</script[\\s/>]`, "gi");
const STYLE = new RegExp(`<style\\b${ATTRIBUTES}>([\\s\\S]*?)</style[\\s/>]`, "gi");
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Script types the browser runs (and so checks against script-src); JSON-LD and the like are data. */
const RUNNABLE_TYPE =
  /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma|j|live)script)$/;

function attributesOf(source) {
  const attributes = new Map();
  for (const [, name, ...values] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, values.find((v) => v !== undefined) ?? "");
  }
  return attributes;
}

/** CSP's hash of an element's text: SHA-256 of its UTF-8 bytes after the parser's newline normalisation. */
export function sourceHash(text) {
  const normalised = text.replace(/\r\n?/g, "\n");
  return `sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}`;
}

/**
 * The hashes of the inline scripts the browser would run and of the inline <style> elements
 * of an HTML document, each once, in document order. Scripts with a src are not inline;
 * scripts of a data type (application/ld+json) are never run, so they need no hash.
 *
 * @param {string} html
 * @returns {{ scriptHashes: string[], styleHashes: string[] }}
 */
export function inlineHashes(html) {
  const scriptHashes = new Set();
  for (const [, attributeSource, text] of html.matchAll(SCRIPT)) {
    const attributes = attributesOf(attributeSource);
    if (attributes.has("src")) continue;
    const type = (attributes.get("type") ?? "").trim().toLowerCase();
    if (RUNNABLE_TYPE.test(type)) scriptHashes.add(sourceHash(text));
  }
  const styleHashes = new Set();
  for (const [, , text] of html.matchAll(STYLE)) styleHashes.add(sourceHash(text));
  return { scriptHashes: [...scriptHashes], styleHashes: [...styleHashes] };
}

/**
 * The hash of the one <style> element the ALTCHA widget adds to the page when its module loads
 * (the text is a string constant of the installed `altcha` package: `const css = '...'`, set as
 * the element's textContent). Read from the package, so an upgrade keeps the policy in step;
 * null when the package no longer has that shape (the widget's styles are then refused, and
 * the browser test of the ALTCHA form reports the violation).
 *
 * @param {string} [moduleFile] the widget's module; the installed `altcha` entry by default
 * @returns {string | null}
 */
export function altchaStyleHash(moduleFile) {
  try {
    const file = moduleFile ?? fileURLToPath(import.meta.resolve("altcha"));
    const source = fs.readFileSync(file, "utf8");
    const literal = /^\s*const css = ('(?:[^'\\\n]|\\.)*');$/m.exec(source)?.[1];
    if (!literal) return null;
    // A single-quoted literal (checked above) evaluates to its string and can do nothing else.
    const css = vm.runInNewContext(literal);
    return typeof css === "string" ? sourceHash(css) : null;
  } catch {
    return null;
  }
}
