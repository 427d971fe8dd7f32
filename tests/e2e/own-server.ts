import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "../support/smtp";

/**
 * A production server (scripts/serve.mjs over the shared build) of the test's own, on a free
 * port with its own data folder and the given environment; ready once its API answers.
 */
export async function startOwnServer(env: Record<string, string>, timeout = 60_000) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-"));
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/captcha/config`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout },
    )
    .toBe(200);
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
