/**
 * What the pipeline benchmarks share: the production server (scripts/serve.mjs, after
 * `npm run build`) on a free loopback port with its own data directory, an SMTP sink that
 * counts mail, and robot-check challenges solved the way the browser solves them.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { SMTPServer } from "smtp-server";

export const ADMIN_TOKEN = crypto.randomBytes(32).toString("base64url");

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An SMTP sink that counts what it received and when. */
export async function smtpSink() {
  let received = 0;
  let last = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        received += 1;
        last = Date.now();
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return received;
    },
    get last() {
      return last;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startServer(smtpUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      LEADS_TO: "owner@bench.test",
      ADMIN_TOKEN,
      RATE_LIMIT_POINTS: "1000000",
      CHALLENGE_RATE_LIMIT_POINTS: "1000000",
      ALTCHA_COST: "50",
      ALTCHA_KEY_PREFIX: "0",
      OUTBOX_INTERVAL: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${origin}/api/captcha/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fetches and solves `count` challenges as the widget would: base64(JSON { challenge, solution }). */
export async function solvedTokens(origin: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const challenge = (await (await fetch(`${origin}/api/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    tokens.push(Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"));
  }
  return tokens;
}
