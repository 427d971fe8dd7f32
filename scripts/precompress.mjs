#!/usr/bin/env node
/**
 * The build's last step: a gzip copy of every script and stylesheet under .next/static, made
 * once with Zopfli, so the server sends that copy (src/server/http/precompressed.mjs) instead of
 * compressing the file again on every request. Zopfli's gzip is 3-4 % smaller than zlib's at
 * any level and any browser reads it (docs/decisions.md); it is too slow to run per request,
 * and these files never change after the build.
 *
 * Usage: node scripts/precompress.mjs [directory]  (default .next/static)
 */
import { gzipAsync } from "@gfx/zopfli";
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PRECOMPRESSED_TYPES } from "../src/server/http/precompressed.mjs";

/** Below this a gzip copy saves less than its headers cost; the server compresses those as before. */
const MIN_BYTES = 1024;

/** Writes `<file>.gz` beside each compressible file of `dir`; returns the bytes before and after. */
export async function precompress(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && path.extname(entry.name) in PRECOMPRESSED_TYPES)
    .map((entry) => path.join(entry.parentPath, entry.name));
  let written = 0;
  let before = 0;
  let after = 0;
  for (const file of files) {
    const source = await fs.readFile(file);
    if (source.length < MIN_BYTES) continue;
    const gzip = await gzipAsync(source, { numiterations: 15 });
    await fs.writeFile(`${file}.gz`, gzip);
    written += 1;
    before += source.length;
    after += gzip.length;
  }
  return { files: written, before, after };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const { files, before, after } = await precompress(process.argv[2] ?? ".next/static");
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Precompressed: ${files} files, ${before} bytes to ${after} gzip, ${seconds} s`);
}
