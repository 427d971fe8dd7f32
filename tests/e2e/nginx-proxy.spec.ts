/**
 * The deployment as docs/deploy.md builds it, on loopback: the production server (serve.mjs,
 * HOST=127.0.0.1, TRUST_PROXY=1) behind Debian's nginx running the guide's own site file
 * (tests/e2e/nginx-site.ts), mail to a loopback SMTP server, the robot check's siteverify to a
 * stand-in that records the client address the server passed on. Clients connect from other
 * loopback addresses (127.0.0.2, 127.0.0.3) than nginx does (127.0.0.1), so the address nginx
 * forwarded can be told from the proxy's own, both in the robot check and in the stored lead.
 * Then the backup script against the running server. scripts/ci-postgres.sh runs the file again
 * with DATABASE_URL (leads in PostgreSQL, as the guide sets it up), without the PGlite backup.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { listenOnLoopback } from "../support/http";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { E2E_PORT } from "./mail-env";
import { loopbackSiteFile, startNginx } from "./nginx-site";
import { send } from "./loopback-client";
import { cameraPhotos, quoteRequest } from "./quote-request";

const PORTS = {
  app: E2E_PORT + 80,
  https: E2E_PORT + 81,
  http: E2E_PORT + 82,
  siteverify: E2E_PORT + 83,
  smtp: E2E_PORT + 84,
};
const PROXY = `127.0.0.1:${PORTS.https}`;
const ADMIN_TOKEN = "nginx-proxy-test-token-0123456789abcdef";

let dataDir: string;
let server: ChildProcess;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let smtp: TestSmtpServer;
let siteverify: { close(): Promise<void> };
/** The remoteip of each siteverify request, in order. */
const verifiedAddresses: string[] = [];
let leadId = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpServer(PORTS.smtp);
  const standIn = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      verifiedAddresses.push(new URLSearchParams(body).get("remoteip") ?? "");
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ success: true, hostname: "127.0.0.1", action: "contactForm" }));
    });
  });
  siteverify = await listenOnLoopback(standIn, PORTS.siteverify);

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-proxy-"));
  server = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(PORTS.app),
      DATA_DIR: dataDir,
      TRUST_PROXY: "1",
      ADMIN_TOKEN,
      SMTP_URL: smtp.url,
      CAPTCHA_PROVIDER: "turnstile",
      TURNSTILE_SITE_KEY: "proxy-site-key",
      TURNSTILE_SECRET: "proxy-secret",
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${PORTS.siteverify}/siteverify`,
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
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
  nginx = await startNginx(loopbackSiteFile(PORTS));
});

test.afterAll(async () => {
  await nginx?.stop();
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await siteverify?.close();
  await smtp?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a quote request with five photos passes through nginx; the server takes the client from nginx, not from a forged X-Forwarded-For", async () => {
  test.setTimeout(120_000);
  const photos = await cameraPhotos(5);
  const { body, contentType } = await quoteRequest(photos, 1);
  expect(body.length).toBeGreaterThan(5 * 1024 * 1024);

  const answer = await send(`http://${PROXY}/api/email`, {
    method: "POST",
    from: "127.0.0.2",
    headers: {
      "content-type": contentType,
      origin: `http://${PROXY}`,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": "203.0.113.66",
    },
    body,
  });
  expect(answer.status, answer.body.toString()).toBe(200);
  leadId = (JSON.parse(answer.body.toString()) as { id: string }).id;
  expect(verifiedAddresses).toEqual(["127.0.0.2"]);

  // The same through another client address, forging the first one's: still its own.
  const second = await quoteRequest(photos.slice(0, 1), 2);
  const other = await send(`http://${PROXY}/api/email`, {
    method: "POST",
    from: "127.0.0.3",
    headers: {
      "content-type": second.contentType,
      origin: `http://${PROXY}`,
      "x-forwarded-for": "127.0.0.2",
    },
    body: second.body,
  });
  expect(other.status, other.body.toString()).toBe(200);
  expect(verifiedAddresses).toEqual(["127.0.0.2", "127.0.0.3"]);

  // Each stored lead carries the address nginx forwarded, never the one the client forged.
  const listed = await send(`http://${PROXY}/api/admin/leads?format=json`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(listed.status).toBe(200);
  const { leads } = JSON.parse(listed.body.toString()) as {
    leads: { id: string; clientAddress: string | null; status: string }[];
  };
  const otherId = (JSON.parse(other.body.toString()) as { id: string }).id;
  expect(
    Object.fromEntries(leads.map((lead) => [lead.id, [lead.clientAddress, lead.status]])),
  ).toEqual({ [leadId]: ["127.0.0.2", "new"], [otherId]: ["127.0.0.3", "new"] });
  // CI's PostgreSQL pass (scripts/ci-postgres.sh) runs this file with DATABASE_URL, as the
  // deploy guide sets it: then the leads are in PostgreSQL itself.
  if (process.env.DATABASE_URL) {
    const database = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await database.connect();
    try {
      const { rows } = await database.query<{ id: string; client_address: string }>(
        "select id, client_address from leads order by client_address",
      );
      expect(rows).toEqual([
        { id: leadId, client_address: "127.0.0.2" },
        { id: otherId, client_address: "127.0.0.3" },
      ]);
    } finally {
      await database.end();
    }
  }

  // The lead kept all five photos, and the owner's mail went out with them.
  const stored = await send(`http://${PROXY}/api/admin/leads/${leadId}/photos`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(stored.status).toBe(200);
  expect((JSON.parse(stored.body.toString()) as { photos: unknown[] }).photos).toHaveLength(5);
  await expect
    .poll(() => smtp.received.filter((mail) => mail.attachments.length === 5).length, {
      timeout: 30_000,
    })
    .toBe(1);
});

test("built files get the long cache header, scripts their build-time gzip; answers are compressed through nginx", async () => {
  const page = await send(`http://${PROXY}/`, { headers: { "accept-encoding": "gzip" } });
  expect(page.status).toBe(200);
  expect(page.headers["content-encoding"]).toBe("gzip");
  const html = (await import("node:zlib")).gunzipSync(page.body).toString();
  const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const file = await send(`http://${PROXY}${asset}`, { headers: { "accept-encoding": "gzip" } });
  expect(file.status).toBe(200);
  expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(file.headers["content-encoding"]).toBe("gzip");
  expect(file.headers["x-content-type-options"]).toBe("nosniff");
  // The build's own Zopfli copy (scripts/precompress.mjs), passed on as the server sent it.
  const copy = fs.readFileSync(`.next/static/${asset!.slice("/_next/static/".length)}.gz`);
  expect(file.body.equals(copy)).toBe(true);
});

test("plain HTTP moves to HTTPS; health answers through the proxy; the server itself only on loopback", async () => {
  const plain = await send(`http://127.0.0.1:${PORTS.http}/contact?x=1`);
  expect(plain.status).toBe(301);
  expect(plain.headers.location).toBe("https://www.straightcut.example/contact?x=1");

  const health = await send(`http://${PROXY}/api/health`);
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body.toString())).toMatchObject({ ok: true, store: "ok" });

  // HOST=127.0.0.1: bound to that address alone, so even 127.0.0.2 on this machine is refused.
  await expect(send(`http://127.0.0.2:${PORTS.app}/api/health`)).rejects.toThrow(/ECONNREFUSED/);
});

test("the backup script takes a PGlite snapshot from the running server; the restore gives back every lead and photo byte for byte", async () => {
  test.setTimeout(180_000);
  const backupDir = path.join(dataDir, "backups");
  const env = {
    ...process.env,
    PORT: String(PORTS.app),
    ADMIN_TOKEN,
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
  };
  const backup = spawnSync("bash", ["deploy/backup/straightcut-backup.sh"], {
    env,
    encoding: "utf8",
  });
  expect(backup.stderr).toBe("");
  expect(backup.status).toBe(0);
  const [file] = fs.readdirSync(backupDir);
  expect(file).toMatch(/^leads-\d{8}T\d{6}Z\.pglite\.tar\.gz$/);

  const restoredDir = path.join(dataDir, "restored");
  const restore = spawnSync(
    "bash",
    ["deploy/backup/straightcut-restore.sh", path.join(backupDir, file!)],
    {
      env: { ...env, DATA_DIR: restoredDir },
      encoding: "utf8",
    },
  );
  expect(restore.stderr).toBe("");
  expect(restore.stdout).toContain("Restored 2 leads");
  // A second restore over it is refused: nothing is overwritten.
  const again = spawnSync(
    "bash",
    ["deploy/backup/straightcut-restore.sh", path.join(backupDir, file!)],
    {
      env: { ...env, DATA_DIR: restoredDir },
      encoding: "utf8",
    },
  );
  expect(again.status).toBe(1);

  const { leads: liveLeads } = JSON.parse(
    (
      await send(`http://127.0.0.1:${PORTS.app}/api/admin/leads?format=json`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      })
    ).body.toString(),
  ) as { leads: { id: string; name: string; email: string; message: string }[] };
  const fields = (lead: { id: string; name: string; email: string; message: string }) =>
    `${lead.id} ${lead.name} ${lead.email} ${lead.message}`;
  const copy = await PGlite.create(path.join(restoredDir, "pglite"));
  try {
    const rows = await copy.query<{ id: string; name: string; email: string; message: string }>(
      "select id, name, email, message from leads",
    );
    expect(liveLeads).toHaveLength(2);
    expect(rows.rows.map(fields).sort()).toEqual(liveLeads.map(fields).sort());
    const photos = await copy.query<{ lead_id: string; position: number; data: Uint8Array }>(
      "select lead_id, position, data from lead_photos order by lead_id, position",
    );
    expect(photos.rows).toHaveLength(6);
    for (const photo of photos.rows) {
      const original = await send(
        `http://127.0.0.1:${PORTS.app}/api/admin/leads/${photo.lead_id}/photos/${photo.position}`,
        { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } },
      );
      expect(original.status).toBe(200);
      expect(Buffer.from(photo.data).equals(original.body)).toBe(true);
    }
  } finally {
    await copy.close();
  }
});
