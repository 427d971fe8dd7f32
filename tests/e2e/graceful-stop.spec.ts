/**
 * An update's restart (docs/deploy.md, "Updating"): systemd sends SIGTERM to scripts/serve.mjs
 * while a visitor's quote request with photos is still uploading. The request in flight must
 * finish (200, the lead and its photos stored); a request that arrives after the signal is
 * refused before anything is stored; then the server exits by itself.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import { E2E_PORT } from "./mail-env";
import { cameraPhotos, quoteRequest } from "./quote-request";

const PORT = E2E_PORT + 90;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let dataDir: string;
let server: ChildProcess;
let exited: Promise<number | null>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "graceful-stop-"));
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      // The robot check is not what is tested here; mail goes to files under DATA_DIR.
      CAPTCHA_PROVIDER: "none",
      SMTP_URL: "",
    },
    stdio: "ignore",
  });
  exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill("SIGKILL");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Whether a TCP connection to the server's port is refused (nothing listens any more). */
function refused(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(PORT, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

/** A POST whose body the test writes itself, piece by piece; resolves with status and body. */
function openUpload(contentType: string, length: number) {
  let request!: http.ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = http.request(`${ORIGIN}/api/email`, {
      method: "POST",
      agent: false,
      headers: {
        "content-type": contentType,
        "content-length": String(length),
        origin: ORIGIN,
        "sec-fetch-site": "same-origin",
      },
    });
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
  return { request, answer };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("SIGTERM lets a slow quote upload finish and store its lead, refuses what comes after, then exits", async () => {
  test.setTimeout(90_000);
  const photos = await cameraPhotos(2);
  const slow = await quoteRequest(photos, 1, "Dana Slow");
  const late = await quoteRequest(photos.slice(0, 1), 2, "Lee Late");

  // The upload begins: headers and the first part of the body reach the server.
  const upload = openUpload(slow.contentType, slow.body.length);
  const first = 64 * 1024;
  upload.request.write(slow.body.subarray(0, first));
  await pause(500);

  server.kill("SIGTERM");
  const signalled = Date.now();
  // The port closes at once: a visitor arriving now is refused, not half served.
  await expect.poll(refused, { timeout: 5_000, intervals: [50] }).toBe(true);
  const lateAnswer = new Promise((resolve, reject) => {
    const request = http.request(`${ORIGIN}/api/email`, {
      method: "POST",
      agent: false,
      headers: { "content-type": late.contentType, origin: ORIGIN },
    });
    request.on("response", (response) => resolve(response.statusCode));
    request.on("error", reject);
    request.end(late.body);
  });
  await expect(lateAnswer).rejects.toThrow(/ECONNREFUSED/);

  // The rest of the slow upload trickles in over about three seconds after the signal.
  const rest = slow.body.subarray(first);
  const pieces = 12;
  for (let i = 0; i < pieces; i++) {
    upload.request.write(
      rest.subarray(
        Math.floor((i * rest.length) / pieces),
        Math.floor(((i + 1) * rest.length) / pieces),
      ),
    );
    await pause(250);
  }
  upload.request.end();
  const answer = await upload.answer;
  expect(answer.status, answer.body).toBe(200);
  const { id } = JSON.parse(answer.body) as { id: string };
  expect(Date.now() - signalled).toBeGreaterThan(2_500);

  // The server then stops by itself, cleanly, within the unit's grace (TimeoutStopSec=20).
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(20_000);

  // What it committed: the slow lead with both photos, and nothing of the late one.
  const store = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const leads = await store.query<{ id: string; name: string; client_address: string }>(
      "select id, name, client_address from leads",
    );
    expect(leads.rows).toEqual([{ id, name: "Dana Slow 1", client_address: "127.0.0.1" }]);
    const stored = await store.query<{ count: number }>(
      "select count(*)::int as count from lead_photos where lead_id = $1",
      [id],
    );
    expect(stored.rows[0]?.count).toBe(2);
    const outbox = await store.query<{ count: number }>(
      "select count(*)::int as count from outbox where lead_id = $1",
      [id],
    );
    expect(outbox.rows[0]?.count).toBeGreaterThan(0);
  } finally {
    await store.close();
  }
});
