import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  acquireLock,
  DataDirLockedError,
  isProcessAlive,
  liveHolder,
  readLock,
} from "@/server/db/lock";

let dir: string;
let lockFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-lock-"));
  lockFile = path.join(dir, "pglite.lock");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A process that stays alive until killed, and its pid. */
function sleeper() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  return child;
}

describe("data directory lock", () => {
  it("records the holder and refuses a second opener in this process", () => {
    const lock = acquireLock(lockFile, { role: "server", port: 3123 });
    expect(readLock(lockFile)).toMatchObject({ pid: process.pid, role: "server", port: 3123 });
    expect(liveHolder(lockFile)?.pid).toBe(process.pid);
    expect(() => acquireLock(lockFile, { role: "cli" })).toThrow(DataDirLockedError);
    expect(() => acquireLock(lockFile, { role: "cli" })).toThrow(/in use by this process/);
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    acquireLock(lockFile, { role: "cli" }).release();
  });

  it("refuses while another live process holds it, naming it, and takes over once it is gone", async () => {
    const child = sleeper();
    const pid = child.pid ?? 0;
    fs.writeFileSync(lockFile, JSON.stringify({ pid, role: "cli", startedAt: "", token: "t" }));
    try {
      expect(() => acquireLock(lockFile, { role: "server" })).toThrow(
        new RegExp(`in use by process ${pid} \\(a leads command\\)`),
      );
      expect(() => acquireLock(lockFile, { role: "server" })).toThrow(lockFile);
    } finally {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    expect(isProcessAlive(pid)).toBe(false);
    expect(liveHolder(lockFile)).toBeUndefined();
    const lock = acquireLock(lockFile, { role: "server" });
    expect(readLock(lockFile)?.pid).toBe(process.pid);
    lock.release();
  });

  it("takes over an unreadable lock file", () => {
    fs.writeFileSync(lockFile, "garbage");
    const lock = acquireLock(lockFile, { role: "server" });
    expect(readLock(lockFile)?.pid).toBe(process.pid);
    lock.release();
  });

  it("does not remove a lock that is no longer its own", () => {
    const lock = acquireLock(lockFile, { role: "server" });
    fs.writeFileSync(
      lockFile,
      JSON.stringify({ pid: process.pid, role: "cli", startedAt: "", token: "other" }),
    );
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(true);
  });
});

describe("several processes at once", () => {
  it("lets exactly one of eight contenders take over a stale lock, round after round", async () => {
    const gone = sleeper();
    const deadPid = gone.pid ?? 0;
    gone.kill("SIGKILL");
    await new Promise((resolve) => gone.once("exit", resolve));
    const staleLock = (round: number) =>
      fs.writeFileSync(
        lockFile,
        JSON.stringify({ pid: deadPid, role: "server", startedAt: "", token: `stale-${round}` }),
      );

    const ROUNDS = 25;
    const startFile = path.join(dir, "go");
    const contender = path.resolve("tests/support/lock-contender.ts");
    const lines: string[][] = [];
    const children = Array.from({ length: 8 }, (_, index) => {
      lines[index] = [];
      const child = spawn(
        process.execPath,
        [
          "--conditions=react-server",
          "--import",
          "tsx",
          contender,
          lockFile,
          startFile,
          String(ROUNDS),
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      let buffer = "";
      child.stdout.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        const complete = buffer.split("\n");
        buffer = complete.pop() ?? "";
        lines[index]!.push(...complete);
      });
      return child;
    });
    const answersOf = (round: number) =>
      lines
        .flatMap((own) => own.filter((line) => line.startsWith(`${round} `)))
        .map((line) => line.slice(`${round} `.length));
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500)); // let every contender load and wait
      for (let round = 0; round < ROUNDS; round++) {
        staleLock(round);
        fs.writeFileSync(`${startFile}-${round}`, "");
        await expect.poll(() => answersOf(round).length, { timeout: 10_000 }).toBe(children.length);
        const answers = answersOf(round);
        expect(
          answers.filter((answer) => answer === "won"),
          `round ${round}`,
        ).toHaveLength(1);
        expect(answers.filter((answer) => answer === "lost: DataDirLockedError")).toHaveLength(
          children.length - 1,
        );
      }
    } finally {
      for (const child of children) child.kill("SIGKILL");
    }
  }, 60_000);
});
