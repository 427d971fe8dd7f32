/**
 * Search benchmark (issue 4): the time the engine takes per keystroke while a query is typed
 * character by character, over (a) the real content and (b) a generated corpus of 150 pages
 * of 800 words each (the size the site reaches once the blog is written), plus the index
 * bytes raw and gzip. Target: p95 under 2 ms per keystroke. Prints a Markdown table.
 *
 *   npx tsx scripts/bench-search.ts
 */
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { getAllPages, getSite } from "../src/content/index";
import { prepareIndex, search, type SearchIndex } from "../src/features/search/engine";
import { buildSearchIndex } from "../src/features/search/search-index";
import { words } from "../src/features/search/tokenise";

const QUERIES = ["diamond blade", "core drilling permit", "wall saw toronto"];
const ROUNDS = 40;
const TARGET_P95_MS = 2;

/** A small seeded generator, so every run measures the same corpus. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 150 pages of 800 words drawn from the real content's words (so word frequencies are realistic). */
function generatedIndex(real: SearchIndex, pages = 150, wordsPerPage = 800): SearchIndex {
  const pool = real.pages.flatMap((page) => words(page.text));
  const random = mulberry32(4);
  const pick = () => pool[Math.floor(random() * pool.length)]!;
  return {
    version: 1,
    pages: Array.from({ length: pages }, (_, p) => {
      const parts: string[] = [];
      for (let w = 0; w < wordsPerPage; w++) {
        const end = w % 14 === 13 ? "." : w % 5 === 4 && random() < 0.3 ? "," : "";
        parts.push(pick() + end);
      }
      const slug = `blog/generated/article-${String(p + 1).padStart(3, "0")}`;
      return {
        slug,
        path: `/${slug}`,
        title: `Generated article ${p + 1}`,
        kind: "article",
        text: parts.join(" "),
      };
    }),
  };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const ms = (value: number) => value.toFixed(3);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Each prefix of each query, as typed: "d", "di", ..., "diamond blade". */
function keystrokes(query: string): string[] {
  return Array.from(query, (_, i) => query.slice(0, i + 1));
}

function bench(name: string, index: SearchIndex): string[] {
  const json = JSON.stringify(index);
  const wordCount = index.pages.reduce((sum, page) => sum + words(page.text).length, 0);
  const startPrepare = performance.now();
  const prepared = prepareIndex(JSON.parse(json) as SearchIndex);
  const prepareMs = performance.now() - startPrepare;

  for (const query of QUERIES) for (const prefix of keystrokes(query)) search(prepared, prefix); // warm-up

  const rows: string[] = [];
  const all: number[] = [];
  for (const query of QUERIES) {
    const times: number[] = [];
    let results = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const prefix of keystrokes(query)) {
        const start = performance.now();
        results = search(prepared, prefix).length;
        times.push(performance.now() - start);
      }
    }
    all.push(...times);
    times.sort((a, b) => a - b);
    rows.push(
      `| ${name} | "${query}" | ${times.length} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} | ${ms(times.at(-1)!)} | ${results} |`,
    );
  }
  all.sort((a, b) => a - b);
  const p95 = percentile(all, 0.95);
  rows.push(
    `| **${name}: all** | ${index.pages.length} pages, ${wordCount.toLocaleString("en-CA")} words; index ${kib(Buffer.byteLength(json))} raw, ${kib(gzipSync(json).length)} gzip; prepared in ${prepareMs.toFixed(1)} ms | ${all.length} | ${ms(percentile(all, 0.5))} | **${ms(p95)}** ${p95 < TARGET_P95_MS ? "(under 2)" : "(OVER 2)"} | ${ms(all.at(-1)!)} | |`,
  );
  return rows;
}

const real = buildSearchIndex(getAllPages(), getSite().shortName);
const lines = [
  `Search engine, time per keystroke (ms), queries typed character by character, ${ROUNDS} rounds each; Node ${process.version}.`,
  "",
  "| corpus | query | keystrokes | median | p95 | max | results for the full query |",
  "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
  ...bench("real content", real),
  ...bench("generated 150 x 800", generatedIndex(real)),
];
console.log(lines.join("\n"));
