import "server-only";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";

/**
 * PGlite's start parameters with Postgres's buffer cache at 16 MB instead of 128 MB: it lives in
 * the WebAssembly heap, which never shrinks, and cost about 120 MB of RSS once warm. The lead
 * store's working set (leads, outbox, photos read one at a time) fits many times over.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** Creates a cluster and exits: run as its own process by initialiseInChildProcess. */
const INITDB_SCRIPT = `
import { PGlite } from "@electric-sql/pglite";
const db = await PGlite.create(process.argv[1]);
await db.close();
`;

/**
 * Creates the PGlite cluster of an empty directory in a short-lived child process. initdb grows
 * the WebAssembly heap to about 700 MB and a heap never gives memory back, so a server that ran
 * it itself stayed near 900 MB until restarted; in a child, that memory goes when it exits.
 */
export async function initialiseInChildProcess(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  await promisify(execFile)(process.execPath, ["--input-type=module", "-e", INITDB_SCRIPT, dir], {
    cwd: process.cwd(),
    timeout: 120_000,
  });
}
