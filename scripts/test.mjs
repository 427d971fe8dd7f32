#!/usr/bin/env node
// `npm test`: every check, in order from cheapest to dearest; stops at the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  ["type check", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["format", "npm", ["run", "format:check"]],
  ["content validation", "npm", ["run", "check:content"]],
  ["deploy tools (nginx, systemd-analyze, pg_dump)", "node", ["scripts/ensure-deploy-tools.mjs"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  ["production build", "npm", ["run", "build"]],
  ["end-to-end and accessibility tests", "npm", ["run", "test:e2e"]],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
