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
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(holder), { flag: "wx", mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readLock(lockFile);
      if (current && isProcessAlive(current.pid)) throw new DataDirLockedError(lockFile, current);
      if (attempt === 1) {
        throw new Error(
          `Could not take over the stale lock file ${lockFile}; delete it and retry.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
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
