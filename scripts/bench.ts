/**
 * `npm run bench`: the benchmarks, one after another (speed targets live here, never in tests).
 * The JavaScript-per-route figures need a production build (`npm run build`).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const benches = [
  ["Search: time per keystroke and index size", "scripts/bench-search.ts"],
  ["JavaScript shipped per route", "scripts/bench-js.ts"],
  ["Lighthouse (mobile)", "scripts/bench-lighthouse.mjs"],
];

if (!fs.existsSync(".next/BUILD_ID")) spawnSync("npm", ["run", "build"], { stdio: "inherit" });
let failed = false;
for (const [title, script] of benches) {
  console.log(`\n## ${title}\n`);
  const result = spawnSync(
    script!.endsWith(".mjs") ? "node" : "npx",
    script!.endsWith(".mjs") ? [script!] : ["tsx", script!],
    { stdio: "inherit" },
  );
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
