/**
 * The PDF estimate benchmark's measuring half (issue 29), bundled by scripts/bench-pdf.ts into
 * one ES module: renders N estimates with the real EstimateDocument and real sheets, and, in
 * the same process and run, two references: an empty react-pdf document (the library's floor)
 * and JSON.stringify + gzip of the same sheets. Prints the times as JSON on standard output.
 */
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { Document, Page, renderToBuffer } from "@react-pdf/renderer";
import { loadSite } from "../src/content/load";
import { finishedEstimate } from "../src/features/calculator/estimate-sheet";
import { renderEstimatePdf } from "../src/server/estimates/render";
import { estimateSheet } from "../src/server/estimates/sheet";

/** Finished flows of every service, from a small job to the longest sheet. */
const FLOWS: Record<string, string | number>[] = [
  { service: "cutting", cut_depth: "le10", cut_area: 100, cut_gpr: "yes", cut_disposal: "yes" },
  { service: "cutting", cut_depth: "gt10", cut_area: 12.5, cut_gpr: "no", cut_disposal: "no" },
  { service: "coring", cor_diameter: "d2", cor_holes: 1 },
  {
    service: "trenching",
    trench_depth: "yes",
    trench_pipes: "yes",
    trench_gpr: "yes",
    trench_report: "yes",
    trench_precision: "cut",
    trench_length_ft: 40,
    trench_disposal: "yes",
  },
];

const count = Number(process.argv[2] ?? 100);
/** Renders not counted: the first loads the fonts and the layout engine, and the JIT settles over about twenty. */
const WARM_UP = 20;
const site = loadSite();
const sheets = FLOWS.map((answers, index) => {
  const finished = finishedEstimate(answers);
  if (!finished) throw new Error(`flow ${index} does not finish`);
  return estimateSheet(
    { id: 42 + index, issued: new Date(), print: finished.print },
    { site, siteOrigin: site.url, validDays: 30 },
  );
});

async function time(run: (index: number) => unknown, warmUp: number) {
  for (let i = 0; i < warmUp; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times;
}

const sheetOf = (i: number) => sheets[i % sheets.length]!;
let bytes = 0;
const estimate = await time(async (i) => {
  bytes = Math.max(bytes, (await renderEstimatePdf(sheetOf(i))).length);
}, WARM_UP);
const empty = await time(
  () =>
    renderToBuffer(
      <Document>
        <Page size="LETTER" />
      </Document>,
    ),
  WARM_UP,
);
const json = await time((i) => gzipSync(JSON.stringify(sheetOf(i))), WARM_UP);

console.log(
  JSON.stringify({ count, warmUp: WARM_UP, sheets: sheets.length, bytes, estimate, empty, json }),
);
