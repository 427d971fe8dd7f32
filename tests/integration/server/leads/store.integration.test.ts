import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { testDatabases, truncateAll } from "../../../support/database";
import type { OutboxMessage } from "@/server/delivery/message";
import { LeadStore } from "@/server/leads/store";
import { ACKNOWLEDGEMENTS_PER_ADDRESS, OutboxStore } from "@/server/outbox/store";
import { retryDelayMs } from "@/server/outbox/retry";

const mails = (to: string): OutboxMessage[] => [
  {
    kind: "owner",
    to: "owner@example.test",
    subject: "New lead",
    text: "t",
    html: "<p>t</p>",
    replyTo: to,
  },
  { kind: "customer", to, subject: "Thanks", text: "t", html: "<p>t</p>" },
];

function lead(overrides: Partial<Parameters<LeadStore["insertLeadWithOutbox"]>[0]> = {}) {
  return {
    name: "Dana",
    email: "dana@example.test",
    phone: "416 555 0100",
    service: "wall-sawing",
    message: "Door opening",
    form: "contact" as const,
    page: "contact",
    referrer: null,
    utm: { utm_source: "flyer" },
    calculator: null,
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

describe("retry backoff", () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [8, 3_600_000],
    [20, 3_600_000],
  ])("after attempt %i waits %i ms", (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe.each(testDatabases())("LeadStore on $name", (database) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let store: LeadStore;
  const withMails = (values: ReturnType<typeof lead>) =>
    store.insertLeadWithOutbox(values, mails(values.email));

  beforeAll(async () => {
    handle = await database.open();
    store = new LeadStore(
      handle.db,
      new OutboxStore(handle.db, { baseDelayMs: 1_000, maxDelayMs: 8_000, maxAttempts: 3 }),
    );
  }, 60_000);
  afterAll(async () => handle?.dispose());
  beforeEach(async () => truncateAll(handle));

  it("writes a lead and its two mails in one transaction", async () => {
    const { id, created } = await withMails(lead());
    expect(created).toBe(true);
    const saved = await store.getLead(id);
    expect(saved).toMatchObject({ name: "Dana", form: "contact", utm: { utm_source: "flyer" } });
    const rows = await store.outbox.forLead(id);
    expect(rows.map((row) => [row.kind, row.to, row.status])).toEqual([
      ["owner", "owner@example.test", "pending"],
      ["customer", "dana@example.test", "pending"],
    ]);
  });

  it("returns the first lead for a repeated idempotency key", async () => {
    const input = lead();
    const first = await withMails(input);
    const second = await withMails({ ...input, name: "Someone else" });
    expect(second).toEqual({ id: first.id, created: false, samePayload: false });
    const retry = await withMails(input);
    expect(retry).toEqual({ id: first.id, created: false, samePayload: true });
    expect(await store.countLeads()).toBe(1);
    expect(await store.outbox.counts()).toMatchObject({ pending: 2 });
  });

  it(`sends at most ${ACKNOWLEDGEMENTS_PER_ADDRESS} acknowledgements a day to one address, and every owner mail`, async () => {
    const ids = [];
    for (let i = 0; i < ACKNOWLEDGEMENTS_PER_ADDRESS + 2; i++) {
      ids.push((await withMails(lead({ email: "target@example.test" }))).id);
    }
    const kinds = await Promise.all(
      ids.map(async (id) => (await store.outbox.forLead(id)).map((row) => row.kind)),
    );
    expect(kinds.filter((k) => k.includes("customer"))).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS);
    expect(kinds.every((k) => k.includes("owner"))).toBe(true);
    // Another address is not affected.
    const other = await withMails(lead());
    expect((await store.outbox.forLead(other.id)).map((row) => row.kind)).toEqual([
      "owner",
      "customer",
    ]);
  });

  it("keeps concurrent submissions with one key to one lead", async () => {
    const input = lead();
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => withMails(input)));
    const ids = new Set(
      results.flatMap((result) => (result.status === "fulfilled" ? [result.value.id] : [])),
    );
    expect(ids.size).toBe(1);
    expect(await store.countLeads()).toBe(1);
  });

  it("writes nothing when the outbox refuses a row (one transaction)", async () => {
    const refused = { kind: "fax", to: "x", text: "t" } as unknown as OutboxMessage;
    await expect(store.insertLeadWithOutbox(lead(), [refused])).rejects.toThrow();
    expect(await store.countLeads()).toBe(0);
  });

  it("lists newest first and exports oldest first since a date", async () => {
    for (const name of ["First", "Second", "Third"]) {
      await store.insertLeadWithOutbox(lead({ name }), []);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await store.listLeads({ limit: 2 })).map((row) => row.name)).toEqual([
      "Third",
      "Second",
    ]);
    const all = await store.exportLeads();
    expect(all.map((row) => row.name)).toEqual(["First", "Second", "Third"]);
    const since = (await store.exportLeads(all[1]?.createdAt)).map((row) => row.name);
    expect(since).toEqual(["Second", "Third"]);
    expect(await store.exportLeads(new Date(Date.now() + 60_000))).toEqual([]);
  });

  it("claims due mail once, marks it sent, and backs off after failures until it gives up", async () => {
    const { id } = await withMails(lead());
    const now = new Date();
    const claimed = await store.outbox.claimDue({ now });
    expect(claimed).toHaveLength(2);
    expect(claimed.every((row) => row.status === "sending" && row.attempts === 1)).toBe(true);
    // Claimed rows are not handed out again while the claim is fresh.
    expect(await store.outbox.claimDue({ now })).toHaveLength(0);

    const [owner, customer] = claimed;
    if (!owner || !customer) throw new Error("two rows expected");
    await store.outbox.markSent(owner.id, now);
    const failed = await store.outbox.markFailed(customer.id, "connect ECONNREFUSED", now);
    expect(failed).toMatchObject({ status: "pending", lastError: "connect ECONNREFUSED" });
    expect(failed?.nextAttemptAt.getTime()).toBe(now.getTime() + 1_000);

    // Not due yet; due after the backoff.
    expect(await store.outbox.claimDue({ now })).toHaveLength(0);
    const later = new Date(now.getTime() + 1_000);
    const retry = await store.outbox.claimDue({ now: later });
    expect(retry.map((row) => [row.id, row.attempts])).toEqual([[customer.id, 2]]);
    const second = await store.outbox.markFailed(customer.id, "again", later);
    expect(second?.nextAttemptAt.getTime()).toBe(later.getTime() + 2_000);

    const third = await store.outbox.claimDue({ now: new Date(later.getTime() + 2_000) });
    expect(third).toHaveLength(1);
    expect((await store.outbox.markFailed(customer.id, "third time", later))?.status).toBe(
      "failed",
    );
    expect(await store.outbox.counts()).toEqual({ pending: 0, sending: 0, sent: 1, failed: 1 });

    // A flush makes failed mail due again.
    expect(await store.outbox.flush()).toBe(1);
    const unsent = await store.outbox.list();
    expect(unsent.map((row) => [row.status, row.lastError])).toEqual([["pending", "third time"]]);
    expect((await store.outbox.forLead(id)).find((row) => row.kind === "owner")?.sentAt).toEqual(
      now,
    );
  });

  it("claims mail again whose sender died (lease expired)", async () => {
    await withMails(lead());
    const start = new Date();
    expect(await store.outbox.claimDue({ now: start, leaseMs: 1_000 })).toHaveLength(2);
    const afterLease = new Date(start.getTime() + 1_001);
    const reclaimed = await store.outbox.claimDue({ now: afterLease, leaseMs: 1_000 });
    expect(reclaimed.map((row) => row.attempts)).toEqual([2, 2]);
  });

  it("hands each due row to exactly one of several concurrent claimers", async () => {
    for (let i = 0; i < 10; i++) await withMails(lead({ email: `dana${i}@example.test` }));
    const batches = await Promise.all(
      Array.from({ length: 4 }, () => store.outbox.claimDue({ limit: 7 })),
    );
    const ids = batches.flat().map((row) => row.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });
});
