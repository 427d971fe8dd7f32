/**
 * `npm run leads -- <command>`: read the leads and look after the outbox.
 *
 *   list [--limit N] [--since DATE]          the newest leads
 *   export --format csv|json [--since DATE] [--out FILE]
 *                                            every lead (since DATE) to standard output or FILE
 *   outbox [--list]                          mail not yet sent; sends it now unless --list
 *   photos <lead id> <dir>                   write the lead's photos into the folder
 *   migrate                                  apply the database migrations and exit
 *   test-mail <address>                      send one test mail through SMTP_URL (or to a file)
 *
 * npm prints its own "> straightcut-site leads" lines on standard output before the data:
 * pipe an export with `npm run --silent leads -- export ...`, or use `--out FILE`.
 *
 * PGlite allows one process per data directory and the server owns it while it runs: then the
 * CLI asks the server through its admin endpoint (token from ADMIN_TOKEN or DATA_DIR/admin-token).
 * Otherwise it opens the store itself. `--server https://example.test` asks a deployed server.
 * It reads the same .env files as `next start` (.env.production.local, .env.local, ...).
 */
import { rerunUnderReactServer } from "./react-server";

rerunUnderReactServer(process.argv[1], "scripts/leads.ts");

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
