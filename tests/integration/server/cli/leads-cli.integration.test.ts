import { storeLead } from "../../../support/store-lead";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { testAdminDeps } from "../../../support/admin";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  handleAdminFlush,
  handleAdminLeadPhoto,
  handleAdminLeadPhotos,
  handleAdminLeads,
  handleAdminOutbox,
  type AdminDeps,
} from "@/server/admin/handle-admin";
import { openDatabase, pgliteLockFile, type DatabaseHandle } from "@/server/db/client";
import { acquireLock } from "@/server/db/lock";
import { adminToken } from "@/server/env";
import { LeadStore } from "@/server/leads/store";
import { OfficeStore } from "@/server/office/office-store";
import { preparePhotos, typePhotos } from "@/server/photos/prepare";
import { startHttpServer, type TestHttpServer } from "../../../support/http";
import { runLeads } from "../../../support/leads-cli";
import type { LeadJson } from "@/server/cli/backends";
import { fixture } from "../../../support/photos";

/**
 * `npm run leads` as the owner runs it: a separate process (tsx scripts/leads.ts), with the
 * server stopped (the CLI opens the store) and with the server running (the CLI asks it).
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));
/** The lead with photos, stored while the server runs and read again once it has stopped. */
let photoLead = "";

const leads = (...args: string[]) => runLeads(args, { DATA_DIR: dataDir, PORT: "1" });

/** Ann's request came through a proxy that forwarded this (documentation) address. */
const ANN_ADDRESS = "203.0.113.7";

async function seed(store: LeadStore, names: string[]) {
  for (const name of names) {
    await storeLead(
      store,
      {
        name,
        email: `${name.toLowerCase()}@example.test`,
        phone: "416 555 0102",
        service: "slab-sawing",
        message: `Slab cut for ${name}`,
        form: "contact",
        page: "contact",
        utm: { utm_source: "flyer" },
        clientAddress: name === "Ann" ? ANN_ADDRESS : null,
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
  const store = new LeadStore(handle.db);
  await seed(store, ["Ann", "Bob"]);
  // The owner quoted Ann in the office; Bob has no status row (New).
  const [ann] = (await store.listLeads()).filter((lead) => lead.name === "Ann");
  await new OfficeStore(handle.db).setStatus(
    ann!.id,
    { status: "quoted", cents: 483_000 },
    "owner@example.test",
  );
  await handle.close();
}, 60_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A lead with two photos, stored as the pipeline stores them. */
async function seedWithPhotos(store: LeadStore): Promise<string> {
  const sent = [fixture("phone-gps.jpg", "IMG_0042.JPG"), fixture("small.webp", "edge.webp")];
  const photos = await preparePhotos(
    await typePhotos(
      sent.map((photo, index) => ({
        position: index + 1,
        name: photo.name,
        bytes: Buffer.from(photo.bytes),
      })),
    ),
  );
  const { id } = await storeLead(
    store,
    {
      name: "Pia",
      email: "pia@example.test",
      phone: "416 555 0103",
      message: "Photos attached",
      form: "contact",
      idempotencyKey: crypto.randomUUID(),
    },
    () => [],
    photos,
  );
  return id;
}

/** The photo folder the CLI wrote: name -> bytes. */
function folder(dir: string): Record<string, Buffer> {
  return Object.fromEntries(
    fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name))]),
  );
}

describe("npm run leads with the server stopped", () => {
  it("lists, exports and flushes the outbox from the store itself", async () => {
    const list = await leads("list");
    expect(list, list.stderr).toMatchObject({ code: 0 });
    expect(list.stderr).toContain(`2 leads, newest first (from the store in ${dataDir})`);
    expect(list.stdout.indexOf("Bob")).toBeLessThan(list.stdout.indexOf("Ann"));
    expect(list.stdout).toContain("bob@example.test");
    // The status column (New without a status row) and where Ann's request came from.
    expect(list.stdout).toMatch(/^\d{4}-\d\d-\d\d, \d\d:\d\d {2}New {16}Bob <bob@example\.test>/m);
    expect(list.stdout).toMatch(
      /^\d{4}-\d\d-\d\d, \d\d:\d\d {2}Quoted {13}Ann <ann@example\.test>/m,
    );
    expect(list.stdout).toMatch(new RegExp(`id [0-9a-f-]{36}, sent from ${ANN_ADDRESS}\n`));
    expect(list.stdout.match(/sent from/g)).toHaveLength(1);

    const csv = await leads("export", "--format", "csv");
    expect(csv, csv.stderr).toMatchObject({ code: 0 });
    const lines = csv.stdout.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^status,id,.*,client_address$/);
    expect(lines[1]).toMatch(new RegExp(`^"Quoted",.*"Ann".*"Slab Sawing".*,"${ANN_ADDRESS}"$`));
    expect(lines[2]).toMatch(/^"New",.*"Bob".*,""$/);

    const json = await leads("export", "--format", "json");
    expect(json, json.stderr).toMatchObject({ code: 0 });
    expect(
      (JSON.parse(json.stdout) as LeadJson[]).map(({ name, status, clientAddress }) => ({
        name,
        status,
        clientAddress,
      })),
    ).toEqual([
      { name: "Ann", status: "quoted", clientAddress: ANN_ADDRESS },
      { name: "Bob", status: "new", clientAddress: null },
    ]);

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
  let store: LeadStore;

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
      const photo = /^\/api\/admin\/leads\/([^/]+)\/photos(?:\/([^/]+))?$/.exec(pathname);
      if (photo?.[2])
        return handleAdminLeadPhoto(request, deps, { id: photo[1]!, position: photo[2] });
      if (photo) return handleAdminLeadPhotos(request, deps, { id: photo[1]! });
      return new Response("not found", { status: 404 });
    });
    const port = Number(new URL(server.url).port);
    adminToken({ dataDir }); // the server creates its token file when it starts
    handle = await openDatabase({ kind: "pglite", dataDir, lockRole: "server", port });
    store = new LeadStore(handle.db);
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
    const exported = JSON.parse(json.stdout) as LeadJson[];
    expect(exported.map((lead) => lead.name)).toEqual(["Ann", "Bob", "Cleo"]);
    // The admin API's records carry the status and the address too.
    expect(exported.map((lead) => lead.status)).toEqual(["quoted", "new", "new"]);
    expect(exported.map((lead) => lead.clientAddress)).toEqual([ANN_ADDRESS, null, null]);
    expect(list.stdout).toMatch(/ {2}New {16}Cleo </);

    const outbox = await leads("outbox");
    expect(outbox, outbox.stderr).toMatchObject({ code: 0 });
    expect(outbox.stdout).toContain("Outbox: 2 pending, 0 sending, 4 sent, 0 failed");
    expect(outbox.stdout).toContain("Sent now: 2, failed: 0");
    expect(fs.readdirSync(path.join(dataDir, "outbox-files"))).toHaveLength(6);
  }, 120_000);

  it("writes a lead's photos to a folder and lists them in the export", async () => {
    photoLead = await seedWithPhotos(store);
    const stored = await store.photos.forLead(photoLead);
    const out = path.join(dataDir, "photos-remote");
    const run = await leads("photos", photoLead, out);
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stderr).toContain(`2 photos of lead ${photoLead} written.`);
    expect(folder(out)).toEqual({ "IMG_0042.jpg": stored[0]!.data, "edge.jpg": stored[1]!.data });
    expect(server.requests.map((request) => request.path)).toContain(
      `/api/admin/leads/${photoLead}/photos/2`,
    );

    const again = await leads("photos", photoLead, out);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists: choose an empty folder");
    const unknown = await leads("photos", crypto.randomUUID(), path.join(dataDir, "none"));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No lead");

    const json = await leads("export", "--format", "json");
    const exported = JSON.parse(json.stdout) as { name: string; photos: unknown[] }[];
    expect(exported.find((lead) => lead.name === "Pia")?.photos).toEqual([
      {
        position: 1,
        fileName: "IMG_0042.jpg",
        contentType: "image/jpeg",
        width: 1536,
        height: 2048,
        size: stored[0]!.size,
      },
      {
        position: 2,
        fileName: "edge.jpg",
        contentType: "image/jpeg",
        width: 640,
        height: 480,
        size: stored[1]!.size,
      },
    ]);
  }, 120_000);
});

describe("npm run leads -- photos with the server stopped", () => {
  it("reads the photos from the store itself", async () => {
    const out = path.join(dataDir, "photos-local");
    const run = await leads("photos", photoLead, out);
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(Object.keys(folder(out)).sort()).toEqual(["IMG_0042.jpg", "edge.jpg"]);
    const remote = folder(path.join(dataDir, "photos-remote"));
    expect(folder(out)).toEqual(remote);

    const list = await leads("list", "--limit", "1");
    expect(list.stdout).toContain(`id ${photoLead}, 2 photos`);
    const csv = await leads("export", "--format", "csv");
    expect(csv.stdout.trim().split("\r\n").at(-1)).toMatch(/^"New",.*"Pia".*,"2",""$/);
  }, 120_000);
});

describe("npm run leads -- delete with the server stopped", () => {
  it("deletes a lead and its photos from the store itself, once", async () => {
    const run = await leads("delete", photoLead);
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stdout).toContain(`Lead ${photoLead} and its photos deleted`);
    const again = await leads("delete", photoLead);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`No lead ${photoLead}`);
    const list = await leads("list", "--limit", "100");
    expect(list.stdout).not.toContain(photoLead);
    expect((await leads("delete")).code).toBe(2);
  }, 120_000);
});
