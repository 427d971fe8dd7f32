/**
 * The guide's Caddy variant on loopback, as nginx-proxy.spec.ts runs the nginx one: the
 * production server (HOST=127.0.0.1, TRUST_PROXY=1) behind Debian's caddy running
 * deploy/Caddyfile with only its addresses changed (tests/support/caddy-site.ts). The client
 * connects from 127.0.0.2 and forges X-Forwarded-For; the stored lead must carry 127.0.0.2.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { loopbackCaddyfile, startCaddy } from "../support/caddy-site";
import { send } from "./loopback-client";
import { E2E_PORT } from "./mail-env";
import { cameraPhotos, quoteRequest } from "./quote-request";

const PORTS = { app: E2E_PORT + 85, https: E2E_PORT + 86, http: E2E_PORT + 87 };
const SITE = `127.0.0.1:${PORTS.https}`;
const ADMIN_TOKEN = "caddy-proxy-test-token-0123456789abcdef";

let dataDir: string;
let server: ChildProcess;
let caddy: Awaited<ReturnType<typeof startCaddy>>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "caddy-proxy-"));
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(PORTS.app),
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
      ADMIN_TOKEN,
      // The robot check is nginx-proxy.spec.ts's subject; mail goes to files under DATA_DIR.
      CAPTCHA_PROVIDER: "none",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        send(`http://127.0.0.1:${PORTS.app}/api/health`).then(
          (a) => a.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
  caddy = await startCaddy(loopbackCaddyfile(PORTS), `http://${SITE}/api/health`);
});

test.afterAll(async () => {
  await caddy?.stop();
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a quote request with five photos passes through Caddy; the lead records the address Caddy forwarded, not a forged one", async () => {
  test.setTimeout(120_000);
  const { body, contentType } = await quoteRequest(await cameraPhotos(5), 1, "Cary Caddy");
  expect(body.length).toBeGreaterThan(5 * 1024 * 1024);
  const answer = await send(`http://${SITE}/api/email`, {
    method: "POST",
    from: "127.0.0.2",
    headers: {
      "content-type": contentType,
      origin: `http://${SITE}`,
      "x-forwarded-for": "203.0.113.66",
    },
    body,
  });
  expect(answer.status, answer.body.toString()).toBe(200);
  const { id } = JSON.parse(answer.body.toString()) as { id: string };

  const listed = await send(`http://127.0.0.1:${PORTS.app}/api/admin/leads?format=json`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const { leads } = JSON.parse(listed.body.toString()) as {
    leads: { id: string; clientAddress: string | null; photos: unknown[] }[];
  };
  expect(leads.map((lead) => [lead.id, lead.clientAddress, lead.photos.length])).toEqual([
    [id, "127.0.0.2", 5],
  ]);
});

test("built files get the long cache header, answers are compressed, the bare domain redirects", async () => {
  const page = await send(`http://${SITE}/`, { headers: { "accept-encoding": "gzip" } });
  expect(page.status).toBe(200);
  expect(page.headers["content-encoding"]).toBe("gzip");
  const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(zlib.gunzipSync(page.body).toString());
  expect(asset).toBeTruthy();
  const file = await send(`http://${SITE}${asset![0]}`);
  expect(file.status).toBe(200);
  expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

  const bare = await send(`http://127.0.0.1:${PORTS.http}/contact?x=1`);
  expect(bare.status).toBe(301);
  expect(bare.headers.location).toBe("https://www.straightcut.example/contact?x=1");
});
