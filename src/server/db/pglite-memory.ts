import "server-only";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";

/**
 * PGlite's start parameters with Postgres's buffer cache at 16 MB instead of 128 MB: it lives in
 * the WebAssembly heap, which never shrinks, and cost about 120 MB of RSS once warm. The lead
 * store's working set (leads, outbox, photos read one at a time) fits many times over.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * Compiles WebAssembly with V8's baseline compiler only, before PGlite compiles Postgres: the
 * optimising tier's code for Postgres cost 40 MB resident at open and 80 MB after a few writes
 * of photos, for no gain a lead store can notice (5,000 small inserts took 1.3 s instead of
 * 2.1 s, a scan the same, 10 MB of bytea 0.22 s instead of 0.16 s). The process has no other
 * WebAssembly on a hot path.
 */
export function compileWasmWithBaselineOnly(): void {
  v8.setFlagsFromString("--liftoff-only");
}

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
