/**
 * `npm run leads -- <command>`: read the leads and look after the outbox.
 *
 *   list [--limit N] [--since DATE]          the newest leads
 *   export --format csv|json [--since DATE]  every lead (since DATE) to standard output
 *   outbox [--list]                          mail not yet sent; sends it now unless --list
 *   migrate                                  apply the database migrations and exit
 *
 * PGlite allows one process per data directory and the server owns it while it runs: then the
 * CLI asks the server through its admin endpoint (token from ADMIN_TOKEN or DATA_DIR/admin-token).
 * Otherwise it opens the store itself. `--server https://example.test` asks a deployed server.
 * It reads the same .env files as `next start` (.env.production.local, .env.local, ...).
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const script = path.resolve(process.argv[1] ?? "scripts/leads.ts");

// The server modules import `server-only`, which loads only under the react-server condition:
// when `tsx scripts/leads.ts` started us without it, run again with it.
if (!createRequire(script).resolve("server-only").endsWith("empty.js")) {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, "--conditions=react-server", script, ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  process.exit(child.status ?? 1);
}

import("../src/server/cli/leads-cli")
  .then(({ loadEnvFiles, runLeadsCli }) => {
    loadEnvFiles(process.cwd());
    return runLeadsCli(process.argv.slice(2));
  })
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
