import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { testDatabases, truncateAll } from "../../../support/database";
import { ACKNOWLEDGEMENTS_PER_ADDRESS, LeadStore, type OutboxMessage } from "@/server/leads/store";
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

  beforeAll(async () => {
    handle = await database.open();
    store = new LeadStore(handle.db, { baseDelayMs: 1_000, maxDelayMs: 8_000, maxAttempts: 3 });
  }, 60_000);
  afterAll(async () => handle?.dispose());
  beforeEach(async () => truncateAll(handle));

  it("writes a lead and its two mails in one transaction", async () => {
    const { id, created } = await store.insertLeadWithOutbox(lead(), (row) => mails(row.email));
    expect(created).toBe(true);
    const saved = await store.getLead(id);
    expect(saved).toMatchObject({ name: "Dana", form: "contact", utm: { utm_source: "flyer" } });
    const rows = await store.outboxForLead(id);
    expect(rows.map((row) => [row.kind, row.to, row.status])).toEqual([
      ["owner", "owner@example.test", "pending"],
      ["customer", "dana@example.test", "pending"],
    ]);
  });

  it("returns the first lead for a repeated idempotency key", async () => {
    const input = lead();
    const first = await store.insertLeadWithOutbox(input, (row) => mails(row.email));
    const second = await store.insertLeadWithOutbox({ ...input, name: "Someone else" }, (row) =>
      mails(row.email),
    );
    expect(second).toEqual({ id: first.id, created: false, samePayload: false });
    const retry = await store.insertLeadWithOutbox(input, (row) => mails(row.email));
    expect(retry).toEqual({ id: first.id, created: false, samePayload: true });
    expect(await store.countLeads()).toBe(1);
    expect(await store.outboxCounts()).toMatchObject({ pending: 2 });
  });

  it(`sends at most ${ACKNOWLEDGEMENTS_PER_ADDRESS} acknowledgements a day to one address, and every owner mail`, async () => {
    const ids = [];
    for (let i = 0; i < ACKNOWLEDGEMENTS_PER_ADDRESS + 2; i++) {
      ids.push(
        (
          await store.insertLeadWithOutbox(lead({ email: "target@example.test" }), (row) =>
            mails(row.email),
          )
        ).id,
      );
    }
    const kinds = await Promise.all(
      ids.map(async (id) => (await store.outboxForLead(id)).map((row) => row.kind)),
    );
    expect(kinds.filter((k) => k.includes("customer"))).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS);
    expect(kinds.every((k) => k.includes("owner"))).toBe(true);
    // Another address is not affected.
    const other = await store.insertLeadWithOutbox(lead(), (row) => mails(row.email));
    expect((await store.outboxForLead(other.id)).map((row) => row.kind)).toEqual([
      "owner",
      "customer",
    ]);
  });

  it("keeps concurrent submissions with one key to one lead", async () => {
    const input = lead();
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => store.insertLeadWithOutbox(input, (row) => mails(row.email))),
    );
    const ids = new Set(
      results.flatMap((result) => (result.status === "fulfilled" ? [result.value.id] : [])),
    );
    expect(ids.size).toBe(1);
    expect(await store.countLeads()).toBe(1);
  });

  it("writes nothing when composing the mail fails (one transaction)", async () => {
    await expect(
      store.insertLeadWithOutbox(lead(), () => {
        throw new Error("template broke");
      }),
    ).rejects.toThrow("template broke");
    expect(await store.countLeads()).toBe(0);
  });

  it("lists newest first and exports oldest first since a date", async () => {
    for (const name of ["First", "Second", "Third"]) {
      await store.insertLeadWithOutbox(lead({ name }), () => []);
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
    const { id } = await store.insertLeadWithOutbox(lead(), (row) => mails(row.email));
    const now = new Date();
    const claimed = await store.claimDueOutbox({ now });
    expect(claimed).toHaveLength(2);
    expect(claimed.every((row) => row.status === "sending" && row.attempts === 1)).toBe(true);
    // Claimed rows are not handed out again while the claim is fresh.
    expect(await store.claimDueOutbox({ now })).toHaveLength(0);

    const [owner, customer] = claimed;
    if (!owner || !customer) throw new Error("two rows expected");
    await store.markSent(owner.id, now);
    const failed = await store.markFailed(customer.id, "connect ECONNREFUSED", now);
    expect(failed).toMatchObject({ status: "pending", lastError: "connect ECONNREFUSED" });
    expect(failed?.nextAttemptAt.getTime()).toBe(now.getTime() + 1_000);

    // Not due yet; due after the backoff.
    expect(await store.claimDueOutbox({ now })).toHaveLength(0);
    const later = new Date(now.getTime() + 1_000);
    const retry = await store.claimDueOutbox({ now: later });
    expect(retry.map((row) => [row.id, row.attempts])).toEqual([[customer.id, 2]]);
    const second = await store.markFailed(customer.id, "again", later);
    expect(second?.nextAttemptAt.getTime()).toBe(later.getTime() + 2_000);

    const third = await store.claimDueOutbox({ now: new Date(later.getTime() + 2_000) });
    expect(third).toHaveLength(1);
    expect((await store.markFailed(customer.id, "third time", later))?.status).toBe("failed");
    expect(await store.outboxCounts()).toEqual({ pending: 0, sending: 0, sent: 1, failed: 1 });

    // A flush makes failed mail due again.
    expect(await store.requeueUnsent()).toBe(1);
    const unsent = await store.listOutbox();
    expect(unsent.map((row) => [row.status, row.lastError])).toEqual([["pending", "third time"]]);
    expect((await store.outboxForLead(id)).find((row) => row.kind === "owner")?.sentAt).toEqual(
      now,
    );
  });

  it("claims mail again whose sender died (lease expired)", async () => {
    await store.insertLeadWithOutbox(lead(), (row) => mails(row.email));
    const start = new Date();
    expect(await store.claimDueOutbox({ now: start, leaseMs: 1_000 })).toHaveLength(2);
    const afterLease = new Date(start.getTime() + 1_001);
    const reclaimed = await store.claimDueOutbox({ now: afterLease, leaseMs: 1_000 });
    expect(reclaimed.map((row) => row.attempts)).toEqual([2, 2]);
  });

  it("hands each due row to exactly one of several concurrent claimers", async () => {
    for (let i = 0; i < 10; i++)
      await store.insertLeadWithOutbox(lead({ email: `dana${i}@example.test` }), (row) =>
        mails(row.email),
      );
    const batches = await Promise.all(
      Array.from({ length: 4 }, () => store.claimDueOutbox({ limit: 7 })),
    );
    const ids = batches.flat().map((row) => row.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });
});
