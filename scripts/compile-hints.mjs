#!/usr/bin/env node
/**
 * After `next build`, before precompress.mjs: every script chunk starts with V8's explicit
 * compile hint, so Chrome (136 and later) compiles its functions while the chunk streams in, on
 * a background thread, instead of on the main thread the first time each one is called. Next's
 * chunks hold only code a page runs as it starts (its route's leaves) or an island runs when it
 * wakes, so most of their functions are called at once anyway. Other browsers read a comment.
 * The measured reasons (issue 26) are in docs/decisions.md.
 *
 * Usage: node scripts/compile-hints.mjs [directory]  (default .next/static/chunks)
 */
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** V8 reads it only as the file's first line (v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Puts the hint first in each `.js` file under `dir` that lacks it; returns how many changed. */
export async function addCompileHints(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || path.extname(entry.name) !== ".js") continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = await fs.readFile(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    await fs.writeFile(file, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const changed = await addCompileHints(process.argv[2] ?? ".next/static/chunks");
  console.log(`Compile hints: ${changed} script chunks`);
}
