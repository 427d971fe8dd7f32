import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * PGlite is PostgreSQL in one process: two processes opening one data directory corrupt it.
 * This lock file (like PostgreSQL's postmaster.pid) records who holds the directory; a second
 * opener gets a clear error naming the holder. A lock left by a dead process is taken over.
 */

export interface LockHolder {
  pid: number;
  /** "server" (the site; its admin endpoint can answer for it) or "cli". */
  role: "server" | "cli";
  /** The port of the server process, so the CLI knows where to ask. */
  port?: number;
  startedAt: string;
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    const who =
      holder.pid === process.pid
        ? "this process (it is already open)"
        : `process ${holder.pid} (${holder.role === "server" ? "the site server" : "a leads command"})`;
    super(
      `The lead store in ${path.dirname(lockFile)} is in use by ${who}. PGlite allows one process ` +
        `per data directory: stop that process first (while the server runs, "npm run leads" asks it ` +
        `through its admin endpoint). If no such process is running, delete ${lockFile}.`,
    );
    this.name = "DataDirLockedError";
  }
}

export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function readLock(lockFile: string): LockHolder | undefined {
  let raw: string;
  try {
    raw = fs.readFileSync(lockFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(raw) as Partial<LockHolder>;
    if (typeof holder.pid !== "number") return undefined;
    return {
      pid: holder.pid,
      role: holder.role === "cli" ? "cli" : "server",
      port: typeof holder.port === "number" ? holder.port : undefined,
      startedAt: String(holder.startedAt ?? ""),
      token: String(holder.token ?? ""),
    };
  } catch {
    return undefined;
  }
}

/** The live holder of a lock file, or undefined when it is free or stale. */
export function liveHolder(lockFile: string): LockHolder | undefined {
  const holder = readLock(lockFile);
  return holder && isProcessAlive(holder.pid) ? holder : undefined;
}

/**
 * Creates the lock file with its whole content in one step (a hard link of a finished temporary
 * file, which fails with EEXIST when the lock exists), so no reader ever sees it half-written.
 */
function createComplete(lockFile: string, content: string): void {
  const temporary = `${lockFile}.${process.pid}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(temporary, content, { mode: 0o644 });
  try {
    fs.linkSync(temporary, lockFile);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

const TAKEOVER_ATTEMPTS = 50;
/** A takeover mutex older than this was left by a process that died inside the takeover. */
const TAKEOVER_STALE_MS = 10_000;

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes a stale lock so the caller can retry creating its own. Several processes may find
 * the same stale lock at once: a takeover mutex (created exclusively) lets one of them at a
 * time re-read the lock and remove it only if it is still the stale one it saw, so no process
 * ever deletes a lock that another has just taken. The others wait briefly and retry.
 */
function removeStaleLock(lockFile: string, seen: LockHolder | undefined): void {
  const mutex = `${lockFile}.takeover`;
  try {
    fs.writeFileSync(mutex, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = Date.now() - (fs.statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > TAKEOVER_STALE_MS) fs.rmSync(mutex, { force: true });
    sleepSync(5 + Math.random() * 20);
    return;
  }
  try {
    const current = readLock(lockFile);
    const unchanged = current?.token === seen?.token && current?.pid === seen?.pid;
    if (unchanged && !(current && isProcessAlive(current.pid)))
      fs.rmSync(lockFile, { force: true });
  } finally {
    fs.rmSync(mutex, { force: true });
  }
}

export interface DirectoryLock {
  readonly lockFile: string;
  readonly holder: LockHolder;
  release(): void;
}

export function acquireLock(
  lockFile: string,
  info: { role: LockHolder["role"]; port?: number },
): DirectoryLock {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    role: info.role,
    port: info.port,
    startedAt: new Date().toISOString(),
    token: crypto.randomUUID(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      createComplete(lockFile, JSON.stringify(holder));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readLock(lockFile);
      if (current && isProcessAlive(current.pid)) throw new DataDirLockedError(lockFile, current);
      if (attempt >= TAKEOVER_ATTEMPTS) {
        throw new Error(
          `Could not take over the stale lock file ${lockFile}; delete it and retry.`,
        );
      }
      removeStaleLock(lockFile, current);
    }
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    // Remove the file only while it is still ours.
    if (readLock(lockFile)?.token === holder.token) fs.rmSync(lockFile, { force: true });
  };
  process.on("exit", release);
  return { lockFile, holder, release };
}
