/**
 * Lock benchmark (issue 22): why the PGlite single-writer lock stays hand-written rather than
 * `proper-lockfile`. A holder process takes the lock and is killed with SIGKILL (a crash, an
 * out-of-memory kill); the bench times how long the next process (a restarted server, a
 * `npm run leads` call) waits before it holds the lock. Reference in the same run: one
 * uncontended acquire and release of each. Prints a Markdown table.
 *
 *   npx tsx scripts/bench-lock.ts [rounds]
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";
import { median } from "./median.mjs";
import { rerunUnderReactServer } from "./react-server";

rerunUnderReactServer(process.argv[1], "scripts/bench-lock.ts");

type Kind = "ours" | "proper-lockfile" | "proper-lockfile, stale 2 s";
const KINDS: Kind[] = ["ours", "proper-lockfile", "proper-lockfile, stale 2 s"];
/** proper-lockfile's defaults (stale 10 s, mtime refreshed every 5 s) and its smallest stale. */
const STALE_MS: Record<Exclude<Kind, "ours">, number> = {
  "proper-lockfile": 10_000,
  "proper-lockfile, stale 2 s": 2_000,
};

async function acquire(kind: Kind, dir: string): Promise<() => void> {
  if (kind === "ours") {
    const { acquireLock } = await import("../src/server/db/lock");
    const lock = acquireLock(path.join(dir, "postmaster.lock"), { role: "cli" });
    return () => lock.release();
  }
  const release = await lockfile.lock(dir, {
    stale: STALE_MS[kind],
    retries: { retries: 10_000, minTimeout: 20, maxTimeout: 20, factor: 1 },
    realpath: false,
  });
  return () => void release();
}

/** Child mode: take the lock, say so, and hold it until killed. */
async function hold(kind: Kind, dir: string): Promise<void> {
  await acquire(kind, dir);
  process.stdout.write("held\n");
  setInterval(() => {}, 60_000);
}

function startHolder(kind: Kind, dir: string): Promise<ReturnType<typeof spawn>> {
  const child = spawn(process.execPath, [...process.execArgv, __filename, "--hold", kind, dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.once("data", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

async function takeoverMs(kind: Kind): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lock-"));
  try {
    const holder = await startHolder(kind, dir);
    const gone = new Promise((resolve) => holder.once("exit", resolve));
    holder.kill("SIGKILL");
    await gone;
    const started = performance.now();
    const release = await acquire(kind, dir);
    const elapsed = performance.now() - started;
    release();
    return elapsed;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function uncontendedMs(kind: Kind, times: number): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-lock-"));
  try {
    const started = performance.now();
    for (let i = 0; i < times; i++) (await acquire(kind, dir))();
    return (performance.now() - started) / times;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const rounds = Number(process.argv[2] ?? 3);
  const rows = [];
  for (const kind of KINDS) {
    const takeovers = [];
    for (let i = 0; i < rounds; i++) takeovers.push(await takeoverMs(kind));
    rows.push(
      `| ${kind} | ${median(takeovers).toFixed(0)} | ${(await uncontendedMs(kind, 200)).toFixed(2)} |`,
    );
  }
  console.log(
    [
      `Lock taken after its holder was killed (SIGKILL), median of ${rounds}; Node ${process.version}.`,
      "",
      "| lock | wait after a crash (ms) | reference: acquire and release, uncontended (ms) |",
      "| --- | ---: | ---: |",
      ...rows,
    ].join("\n"),
  );
}

if (process.argv[2] === "--hold") void hold(process.argv[3] as Kind, process.argv[4]!);
else void main();
