import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { LeadStore } from "@/server/leads/store";
import { testAdminDeps } from "../../../support/admin";
import { testDatabases, truncateAll } from "../../../support/database";
import { pipelineDeps, postRequest, requestBody } from "../../../support/pipeline";
import {
  handleAdminFlush,
  handleAdminLeads,
  handleAdminOutbox,
  parseSince,
  ADMIN_FAILURE_WINDOW_SECONDS,
  ADMIN_FAILURES_ALLOWED,
  type AdminDeps,
} from "@/server/admin/handle-admin";
import { PEER_ADDRESS_HEADER } from "@/server/http/request";
import { BoundedMemoryLimiter } from "@/server/http/rate-limit";

const TOKEN = "admin-token-for-tests-0123456789";

function get(url: string, token: string | null = TOKEN, method = "GET"): Request {
  return new Request(`http://localhost:3000${url}`, {
    method,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
}

describe("parseSince", () => {
  it.each([
    [null, undefined],
    ["", undefined],
    ["2026-03-01", new Date("2026-03-01T00:00:00Z")],
    ["2026-03-01T12:30:00Z", new Date("2026-03-01T12:30:00Z")],
    ["yesterday", "invalid"],
    ["2026-13-45", "invalid"],
    ["2026-02-30", "invalid"],
    ["2026-02-28", new Date("2026-02-28T00:00:00Z")],
    ["2028-02-29", new Date("2028-02-29T00:00:00Z")],
  ])("%j -> %j", (value, expected) => {
    expect(parseSince(value)).toEqual(expected);
  });
});

describe.each(testDatabases())("admin endpoints on $name", (database) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let store: LeadStore;
  let outboxDir: string;
  let deps: AdminDeps;

  beforeAll(async () => {
    handle = await database.open();
    store = new LeadStore(handle.db);
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-admin-"));
    deps = testAdminDeps(() => TOKEN, store, outboxDir);
  }, 60_000);
  afterAll(async () => {
    await handle?.dispose();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await truncateAll(handle);
    for (const name of ["Ann", "Bob"]) {
      await handleLeadRequest(postRequest(requestBody({ name })), pipelineDeps(store));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });

  it.each([
    ["no token", null],
    ["a wrong token", "admin-token-for-tests-0123456780"],
    ["an empty token", ""],
  ])("answers 401 to %s", async (_name, token) => {
    for (const response of [
      await handleAdminLeads(get("/api/admin/leads", token), deps),
      await handleAdminOutbox(get("/api/admin/outbox", token), deps),
      await handleAdminFlush(get("/api/admin/outbox/flush", token, "POST"), deps),
    ]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toContain("Bearer");
      expect(await response.json()).toEqual({ error: "Missing or wrong admin token" });
    }
    expect(await store.outbox.counts()).toMatchObject({ pending: 4, sent: 0 });
  });

  const throttled = (trustProxy = 0) => ({
    ...deps,
    trustProxy,
    failedAttempts: new BoundedMemoryLimiter(ADMIN_FAILURES_ALLOWED, ADMIN_FAILURE_WINDOW_SECONDS),
  });
  const outboxFrom = (
    own: AdminDeps,
    address: string,
    token: string,
    forwardedFor?: string,
  ): Promise<Response> => {
    const request = get("/api/admin/outbox", token);
    request.headers.set(PEER_ADDRESS_HEADER, address);
    if (forwardedFor !== undefined) request.headers.set("x-forwarded-for", forwardedFor);
    return handleAdminOutbox(request, own);
  };

  it(`throttles wrong tokens: after ${ADMIN_FAILURES_ALLOWED} from one address, 429 for the next wrong one, never for the right one`, async () => {
    const own = throttled();
    const statuses = [];
    for (let i = 0; i < ADMIN_FAILURES_ALLOWED; i++)
      statuses.push((await outboxFrom(own, "198.51.100.5", `guess-${i}`)).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const locked = await outboxFrom(own, "198.51.100.5", "one-more-guess");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The owner behind the same address still gets in.
    expect((await outboxFrom(own, "198.51.100.5", TOKEN)).status).toBe(200);
    expect((await outboxFrom(own, "198.51.100.6", TOKEN)).status).toBe(200);
  });

  it("does not let a forged X-Forwarded-For lock out the local CLI, nor rotate past the throttle", async () => {
    const own = throttled(1);
    // Wrong tokens that claim to come from the CLI's own address, then free text in rotation.
    for (let i = 0; i < ADMIN_FAILURES_ALLOWED; i++)
      await outboxFrom(own, "127.0.0.1", `guess-${i}`, "127.0.0.1");
    const rotated = [];
    for (let i = 0; i < 5; i++)
      rotated.push((await outboxFrom(own, "127.0.0.1", `guess-x${i}`, `rotating-key-${i}`)).status);
    expect(rotated).toEqual(Array(5).fill(429));
    // The CLI on the same machine: no forwarding header, the right token.
    expect((await outboxFrom(own, "127.0.0.1", TOKEN)).status).toBe(200);
  });

  it("exports JSON oldest first, and the newest N with limit", async () => {
    const all = (await (
      await handleAdminLeads(get("/api/admin/leads?format=json"), deps)
    ).json()) as {
      leads: { name: string; createdAt: string }[];
    };
    expect(all.leads.map((lead) => lead.name)).toEqual(["Ann", "Bob"]);
    const newest = (await (
      await handleAdminLeads(get("/api/admin/leads?limit=1"), deps)
    ).json()) as {
      leads: { name: string }[];
    };
    expect(newest.leads.map((lead) => lead.name)).toEqual(["Bob"]);
    const since = encodeURIComponent(all.leads[1]?.createdAt ?? "");
    const later = (await (
      await handleAdminLeads(get(`/api/admin/leads?since=${since}`), deps)
    ).json()) as {
      leads: { name: string }[];
    };
    expect(later.leads.map((lead) => lead.name)).toEqual(["Bob"]);
  });

  it("exports CSV as a download", async () => {
    const response = await handleAdminLeads(
      get("/api/admin/leads?format=csv&since=2000-01-01"),
      deps,
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Ann"');
  });

  it.each([
    ["/api/admin/leads?format=xml", /format/],
    ["/api/admin/leads?since=soon", /since/],
    ["/api/admin/leads?limit=0", /limit/],
  ])("answers 400 to %s", async (url, error) => {
    const response = await handleAdminLeads(get(url), deps);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(error);
  });

  it("shows the outbox and flushes it", async () => {
    const before = (await (await handleAdminOutbox(get("/api/admin/outbox"), deps)).json()) as {
      counts: Record<string, number>;
      unsent: unknown[];
      transport: string;
    };
    expect(before.counts).toMatchObject({ pending: 4, sent: 0 });
    expect(before.unsent).toHaveLength(4);
    expect(before.transport).toBe(`files in ${outboxDir}`);

    const flushed = (await (
      await handleAdminFlush(get("/api/admin/outbox/flush", TOKEN, "POST"), deps)
    ).json()) as {
      sent: number;
      failed: number;
      counts: Record<string, number>;
    };
    expect(flushed).toMatchObject({ sent: 4, failed: 0, counts: { pending: 0, sent: 4 } });
    expect(
      fs.readdirSync(outboxDir).filter((file) => file.endsWith(".eml")).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it("answers 503 when the store is down", async () => {
    const down: AdminDeps = {
      ...deps,
      store: async () => {
        throw new Error("down");
      },
    };
    expect((await handleAdminLeads(get("/api/admin/leads"), down)).status).toBe(503);
    expect(
      (await handleAdminFlush(get("/api/admin/outbox/flush", TOKEN, "POST"), down)).status,
    ).toBe(503);
  });
});
