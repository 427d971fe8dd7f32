import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const writer = path.resolve("tests/support/eml-writer.ts");
let dir = "";

afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the writer and kills it (SIGKILL) when the folder has seen `events` file changes. */
async function killDuringWrites(events: number): Promise<void> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "eml-crash-"));
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", writer, dir],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`the writer stopped by itself (${code})`)));
    let seen = 0;
    const watcher = fs.watch(dir, () => {
      if (++seen < events) return;
      child.kill("SIGKILL");
      watcher.close();
      resolve();
    });
  });
  await exited;
}

describe("file-mode mail killed during a write", () => {
  it("leaves no empty or cut .eml file", async () => {
    for (const events of [1, 5]) {
      await killDuringWrites(events);
      const mails = fs.readdirSync(dir).filter((name) => name.endsWith(".eml"));
      for (const name of mails) {
        const text = fs.readFileSync(path.join(dir, name), "utf8");
        // A whole message ends with the closing MIME boundary ("--...--").
        expect(text.trimEnd(), name).toMatch(/\n--[^\r\n]+--$/);
      }
      fs.rmSync(dir, { recursive: true, force: true });
      dir = "";
    }
  }, 60_000);
});
