/**
 * Office benchmark (issue 23): the inbox's first page and a filtered search over a history of
 * seeded leads (20,000 by default) on PGlite in memory. Target: each under 300 ms (median of
 * ROUNDS). Prints a Markdown table.
 *
 *   npx tsx scripts/bench-office.ts [count]
 */
import { performance } from "node:perf_hooks";
import { rerunUnderReactServer } from "./react-server";

rerunUnderReactServer(process.argv[1], "scripts/bench-office.ts");

const ROUNDS = 7;
const TARGET_MS = 300;

async function main(): Promise<void> {
  const count = Number(process.argv[2] ?? 20_000);
  const { openDatabase } = await import("../src/server/db/client");
  const { OfficeStore } = await import("../src/server/office/office-store");
  const { seedOfficeLeads } = await import("./office-seed");
  const handle = await openDatabase({ kind: "pglite" });
  const seeding = performance.now();
  await seedOfficeLeads(handle.db, count);
  const seeded = performance.now() - seeding;
  const store = new OfficeStore(handle.db);
  const cases = {
    "inbox, first page": () => store.inbox({}),
    "search and filter": () =>
      store.inbox({ q: "slab", status: "quoted", service: "core-drilling" }),
  };
  console.log(
    `Office bench: ${count} leads seeded in ${Math.round(seeded)} ms (PGlite in memory)\n`,
  );
  console.log("| query | median ms | target ms |\n| --- | --- | --- |");
  let failed = false;
  for (const [name, run] of Object.entries(cases)) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    const median = times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
    failed ||= median > TARGET_MS;
    console.log(`| ${name} | ${median.toFixed(1)} | ${TARGET_MS} |`);
  }
  await handle.close();
  process.exitCode = failed ? 1 : 0;
}

void main();
