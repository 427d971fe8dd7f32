/**
 * Writes public/search-index.json: the search index built from the same content index the
 * routes use (getAllPages). The browser fetches it on /search only. Run before `next build`.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { getAllPages, getSite } from "../src/content/index";
import { buildSearchIndex } from "../src/features/search/search-index";

const target = path.join(process.cwd(), "public", "search-index.json");
let json: string;
try {
  json = JSON.stringify(buildSearchIndex(getAllPages(), getSite().shortName));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, json);

const bytes = Buffer.byteLength(json);
const count = (JSON.parse(json) as { pages: unknown[] }).pages.length;
console.log(
  `Search index: ${count} pages, ${(bytes / 1024).toFixed(1)} KiB raw, ${(gzipSync(json).length / 1024).toFixed(1)} KiB gzip -> ${path.relative(process.cwd(), target)}`,
);
