import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { testAdminDeps } from "../../../support/admin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  handleAdminFlush,
  handleAdminLeads,
  handleAdminOutbox,
  type AdminDeps,
} from "@/server/admin/handle-admin";
import { openDatabase, pgliteLockFile, type DatabaseHandle } from "@/server/db/client";
import { acquireLock } from "@/server/db/lock";
import { adminToken } from "@/server/env";
import { LeadStore } from "@/server/leads/store";
import { startHttpServer, type TestHttpServer } from "../../../support/http";
import { runLeads } from "../../../support/leads-cli";

/**
 * `npm run leads` as the owner runs it: a separate process (tsx scripts/leads.ts), with the
 * server stopped (the CLI opens the store) and with the server running (the CLI asks it).
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));

const leads = (...args: string[]) => runLeads(args, { DATA_DIR: dataDir, PORT: "1" });

async function seed(store: LeadStore, names: string[]) {
  for (const name of names) {
    await store.insertLeadWithOutbox(
      {
        name,
        email: `${name.toLowerCase()}@example.test`,
        phone: "416 555 0102",
        service: "slab-sawing",
        message: `Slab cut for ${name}`,
        form: "contact",
        page: "contact",
        utm: { utm_source: "flyer" },
        idempotencyKey: crypto.randomUUID(),
      },
      (lead) => [
        {
          kind: "owner",
          to: "owner@example.test",
          subject: `Lead ${lead.name}`,
          text: "t",
          html: "<p>t</p>",
        },
        { kind: "customer", to: lead.email, subject: "Thanks", text: "t", html: "<p>t</p>" },
      ],
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

beforeAll(async () => {
  const handle = await openDatabase({ kind: "pglite", dataDir, lockRole: "server" });
  await seed(new LeadStore(handle.db), ["Ann", "Bob"]);
  await handle.close();
}, 60_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm run leads with the server stopped", () => {
  it("lists, exports and flushes the outbox from the store itself", async () => {
    const list = await leads("list");
    expect(list, list.stderr).toMatchObject({ code: 0 });
    expect(list.stderr).toContain(`2 leads, newest first (from the store in ${dataDir})`);
    expect(list.stdout.indexOf("Bob")).toBeLessThan(list.stdout.indexOf("Ann"));
    expect(list.stdout).toContain("bob@example.test");

    const csv = await leads("export", "--format", "csv");
    expect(csv, csv.stderr).toMatchObject({ code: 0 });
    const lines = csv.stdout.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Ann"');
    expect(lines[1]).toContain('"Slab Sawing"');

    const outbox = await leads("outbox");
    expect(outbox, outbox.stderr).toMatchObject({ code: 0 });
    expect(outbox.stdout).toContain("Outbox: 4 pending, 0 sending, 0 sent, 0 failed");
    expect(outbox.stdout).toContain("Sent now: 4, failed: 0");
    expect(fs.readdirSync(path.join(dataDir, "outbox-files"))).toHaveLength(4);
    expect(fs.existsSync(pgliteLockFile(dataDir))).toBe(false);
  }, 120_000);

  it("explains bad usage", async () => {
    const run = await leads("export", "--format", "xml");
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("export needs --format csv or --format json");
  }, 60_000);

  it("refuses to open the store while another leads command holds it", async () => {
    const lock = acquireLock(pgliteLockFile(dataDir), { role: "cli" });
    try {
      const run = await leads("list");
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain(`Another leads command (process ${process.pid})`);
    } finally {
      lock.release();
    }
  }, 60_000);
});

describe("npm run leads with the server running", () => {
  let handle: DatabaseHandle;
  let server: TestHttpServer;

  beforeAll(async () => {
    // A stand-in for the site server: it owns the store (lock with its port) and serves the admin API.
    const state: { deps?: AdminDeps } = {};
    server = await startHttpServer((request) => {
      const deps = state.deps;
      if (!deps) return new Response("starting", { status: 503 });
      const { pathname } = new URL(request.url);
      if (pathname === "/api/admin/leads") return handleAdminLeads(request, deps);
      if (pathname === "/api/admin/outbox") return handleAdminOutbox(request, deps);
      if (pathname === "/api/admin/outbox/flush") return handleAdminFlush(request, deps);
      return new Response("not found", { status: 404 });
    });
    const port = Number(new URL(server.url).port);
    adminToken({ dataDir }); // the server creates its token file when it starts
    handle = await openDatabase({ kind: "pglite", dataDir, lockRole: "server", port });
    const store = new LeadStore(handle.db);
    await seed(store, ["Cleo"]);
    state.deps = testAdminDeps(
      () => adminToken({ dataDir }),
      store,
      path.join(dataDir, "outbox-files"),
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  it("asks the server through the admin endpoint", async () => {
    const list = await leads("list", "--limit", "2");
    expect(list, list.stderr).toMatchObject({ code: 0 });
    expect(list.stderr).toContain(`2 leads, newest first (from the server at ${server.url})`);
    expect(list.stdout).toContain("Cleo");
    expect(
      server.requests.some((request) => request.headers.authorization?.startsWith("Bearer ")),
    ).toBe(true);

    const json = await leads("export", "--format", "json", "--since", "2000-01-01");
    expect(json, json.stderr).toMatchObject({ code: 0 });
    const exported = JSON.parse(json.stdout) as { name: string }[];
    expect(exported.map((lead) => lead.name)).toEqual(["Ann", "Bob", "Cleo"]);

    const outbox = await leads("outbox");
    expect(outbox, outbox.stderr).toMatchObject({ code: 0 });
    expect(outbox.stdout).toContain("Outbox: 2 pending, 0 sending, 4 sent, 0 failed");
    expect(outbox.stdout).toContain("Sent now: 2, failed: 0");
    expect(fs.readdirSync(path.join(dataDir, "outbox-files"))).toHaveLength(6);
  }, 120_000);
});
