/**
 * PDF estimate benchmark (issue 29): render time per document of the real EstimateDocument
 * with real sheets (every service's finished flow), median and p95 over N documents, beside
 * two references measured in the same run: an empty react-pdf document and JSON.stringify +
 * gzip of the same sheet. Target: well under 100 ms a document. Prints a Markdown table.
 *
 *   npx tsx scripts/bench-pdf.ts [N]        (default 100 documents)
 *
 * @react-pdf's packages are ESM only (its hyphenation exports only the `import` condition),
 * and tsx loads the project's .ts files as CommonJS, where they cannot be required. So the
 * measuring half (bench-pdf-entry.tsx) is bundled with esbuild into one ES module, the
 * project's code inlined and every package left to Node's own ESM loader, and run by node.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build, type Plugin } from "esbuild";

const TARGET_MS = 100;
const count = process.argv[2] ?? "100";

/** `server-only` throws outside the react-server condition; in this script it is empty. */
const serverOnly: Plugin = {
  name: "server-only",
  setup(builder) {
    builder.onResolve({ filter: /^server-only$/ }, () => ({
      path: "server-only",
      namespace: "empty",
    }));
    builder.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
  },
};

/** The measuring half as one ES module under bench-results/ (not in git). */
async function bundle(): Promise<string> {
  const outfile = path.resolve("bench-results/bench-pdf.mjs");
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: ["scripts/bench-pdf-entry.tsx"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    jsx: "automatic",
    plugins: [serverOnly],
    logLevel: "warning",
  });
  return outfile;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
function row(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(2);
  return `| ${name} | ${ms(percentile(sorted, 0.5))} | ${ms(percentile(sorted, 0.95))} | ${ms(sorted.at(-1)!)} |`;
}

async function main() {
  const outfile = await bundle();
  const run = spawnSync(process.execPath, [outfile, count], { encoding: "utf8" });
  if (run.status !== 0) {
    process.stderr.write(run.stderr);
    process.exit(1);
  }
  const result = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
    count: number;
    warmUp: number;
    sheets: number;
    bytes: number;
    estimate: number[];
    empty: number[];
    json: number[];
  };

  const p95 = percentile(
    [...result.estimate].sort((a, b) => a - b),
    0.95,
  );
  console.log(
    [
      `${result.count} documents each (${result.sheets} sheets in turn), after ${result.warmUp} not counted; largest estimate PDF ${(result.bytes / 1024).toFixed(1)} KiB.`,
      "",
      "| render | median (ms) | p95 (ms) | max (ms) |",
      "| --- | ---: | ---: | ---: |",
      row("estimate PDF (EstimateDocument, real sheet)", result.estimate),
      row("reference: empty react-pdf document, one page", result.empty),
      row("reference: JSON.stringify + gzip of the sheet", result.json),
      "",
      `Target: well under ${TARGET_MS} ms a document (p95 ${p95.toFixed(2)} ms: ${p95 < TARGET_MS ? "met" : "NOT met"}).`,
    ].join("\n"),
  );
  process.exit(p95 < TARGET_MS ? 0 : 1);
}

void main();
