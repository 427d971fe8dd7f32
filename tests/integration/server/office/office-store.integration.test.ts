import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import {
  estimates,
  leadPhotos,
  leadRequests,
  leads,
  outbox,
  type NewLead,
} from "@/server/db/schema";
import { leadEvents, leadReminders } from "@/server/db/office-schema";
import { OfficeStore } from "@/server/office/office-store";
import { raiseDueReminders, type ReminderContext } from "@/server/office/reminders";
import { deliveriesOfLead } from "@/server/office/office-outbox";
import { statusChangeSchema } from "@/server/office/status-input";
import { loadSite } from "@/content/load";
import { testDatabases } from "../../../support/database";

const context: ReminderContext = {
  site: loadSite(),
  leadsTo: "owner@example.test",
  smsTo: ["+14165550123"],
  siteOrigin: "https://office.example.test",
};

function lead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    name: "Pat Example",
    email: "pat@example.test",
    phone: "(416) 555-0101",
    service: "core-drilling",
    message: "Two cores through a slab.",
    form: "contact",
    page: "services/core-drilling",
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}

describe.each(testDatabases())("the office store on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let store: OfficeStore;

  beforeAll(async () => {
    handle = await database.open();
    store = new OfficeStore(handle.db);
  }, 60_000);
  afterAll(() => handle.dispose());
  beforeEach(async () => {
    await handle.db.execute(sql`truncate table outbox, leads, estimates restart identity cascade`);
  });

  async function insert(...rows: NewLead[]): Promise<string[]> {
    const inserted = await handle.db.insert(leads).values(rows).returning({ id: leads.id });
    return inserted.map((row) => row.id);
  }

  it("lists newest first, pages, filters and searches", async () => {
    const base = Date.parse("2026-06-01T12:00:00Z");
    await insert(
      ...Array.from({ length: 5 }, (_, i) =>
        lead({ name: `Lead ${i}`, createdAt: new Date(base + i * 60_000) }),
      ),
      lead({
        name: "Robin Wallsaw",
        service: "wall-sawing",
        form: "hero",
        referrer: "https://www.search.example/?q=saw",
        utm: { utm_campaign: "spring" },
        createdAt: new Date(base + 3_600_000),
        calculator: { answers: {}, summary: [], estimate: 4830 },
      }),
    );
    const first = await store.inbox({}, 1, 4);
    expect(first.rows.map((row) => row.name)).toEqual([
      "Robin Wallsaw",
      "Lead 4",
      "Lead 3",
      "Lead 2",
    ]);
    expect(first.more).toBe(true);
    expect(first.rows[0]).toMatchObject({ estimate: 4830, photos: 0, status: "new" });
    const second = await store.inbox({}, 2, 4);
    expect(second.rows.map((row) => row.name)).toEqual(["Lead 1", "Lead 0"]);
    expect(second.more).toBe(false);

    const names = async (filter: Parameters<OfficeStore["inbox"]>[0]) =>
      (await store.inbox(filter)).rows.map((row) => row.name);
    expect(await names({ service: "wall-sawing" })).toEqual(["Robin Wallsaw"]);
    expect(await names({ form: "hero" })).toEqual(["Robin Wallsaw"]);
    expect(await names({ source: "spring" })).toEqual(["Robin Wallsaw"]);
    expect(await names({ source: "www.search.example" })).toEqual(["Robin Wallsaw"]);
    expect(await names({ q: "wallsaw" })).toHaveLength(1);
    expect(await names({ q: "100%" })).toEqual([]);
    expect(await names({ from: "2026-06-01", to: "2026-06-01" })).toHaveLength(6);
    expect(await names({ to: "2026-05-31" })).toEqual([]);
  });

  it("flags the papers and the PDF estimate a request asked for, one query per page", async () => {
    const base = Date.parse("2026-06-01T12:00:00Z");
    const [plain, papers, estimated, both] = await insert(
      ...["Plain", "Papers", "Estimated", "Both"].map((name, i) =>
        lead({ name, createdAt: new Date(base + i * 60_000) }),
      ),
    );
    const [estimate] = await handle.db
      .insert(estimates)
      .values({ createdAt: new Date(base), answers: { job: "cutting" }, totalCents: 608_000 })
      .returning({ id: estimates.id });
    await handle.db.insert(leadRequests).values([
      { leadId: papers!, safetyPapers: true },
      { leadId: estimated!, safetyPapers: false, estimateId: estimate!.id },
      { leadId: both!, safetyPapers: true, estimateId: estimate!.id },
    ]);
    await handle.db.insert(leadPhotos).values(
      [1, 2].map((position) => ({
        leadId: both!,
        position,
        fileName: `slab-${position}.jpg`,
        contentType: "image/jpeg",
        width: 1,
        height: 1,
        size: 3,
        sourceSha256: "0".repeat(64),
        data: Buffer.from("abc"),
      })),
    );
    const number = `EST-2026-${String(estimate!.id).padStart(5, "0")}`;

    // The page is one round trip to the database, whatever the number of rows.
    const client = (handle.pglite ?? handle.pool)!;
    const queries = vi.spyOn(client, "query");
    const { rows } = await store.inbox({});
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockRestore();

    expect(rows.map((row) => [row.name, row.requests, row.photos])).toEqual([
      ["Both", { safetyPapers: true, estimateNumber: number }, 2],
      ["Estimated", { safetyPapers: false, estimateNumber: number }, 0],
      ["Papers", { safetyPapers: true }, 0],
      ["Plain", { safetyPapers: false }, 0],
    ]);
    expect((await store.lead(both!))?.requests).toEqual({
      safetyPapers: true,
      estimateNumber: number,
    });
    expect((await store.lead(plain!))?.requests).toEqual({ safetyPapers: false });
    // A deleted estimate leaves the flag and drops the number (the foreign key sets it null).
    await handle.db.delete(estimates);
    expect((await store.lead(both!))?.requests).toEqual({ safetyPapers: true });
  });

  it("records status changes with who and when, notes, counts and the report", async () => {
    const [id, other] = await insert(lead(), lead({ page: "contact" }));
    const by = "owner@example.test";
    const change = (input: Record<string, string>) => statusChangeSchema.parse(input);
    expect(await store.setStatus(id!, change({ status: "contacted" }), by)).toBe(true);
    expect(await store.addNote(id!, "Called, site visit next week.", by)).toBe(true);
    expect(await store.setStatus(id!, change({ status: "quoted", amount: "$4,830" }), by)).toBe(
      true,
    );
    expect(await store.setStatus(id!, change({ status: "won", amount: "4830" }), by)).toBe(true);

    const found = await store.lead(id!);
    expect(found?.status).toMatchObject({
      status: "won",
      quotedCents: 483000,
      wonCents: 483000,
      updatedBy: by,
    });
    const events = await store.events(id!);
    expect(events.map((event) => [event.kind, event.status, event.detail])).toEqual([
      ["status", "contacted", null],
      ["note", null, "Called, site visit next week."],
      ["status", "quoted", "483000"],
      ["status", "won", "483000"],
    ]);

    const now = new Date();
    const counts = await store.counts({
      overdueBefore: new Date(now.getTime() + 1000),
      followUpBefore: new Date(now.getTime() - 7 * 86_400_000),
      monthStart: new Date(now.getTime() - 1000),
    });
    expect(counts).toEqual({ new: 1, overdue: 1, quoted: 0, followUp: 0, wonThisMonth: 1 });

    const report = await store.report(
      "page",
      new Date(now.getTime() - 86_400_000),
      new Date(now.getTime() + 86_400_000),
    );
    const page = report.find((row) => row.source === "services/core-drilling");
    expect(page).toMatchObject({ leads: 1, quoted: 1, won: 1, wonCents: 483000 });
    expect(report.find((row) => row.source === "contact")).toMatchObject({ leads: 1, won: 0 });
    expect(other).toBeDefined();
  });

  it("changes nothing for an unknown lead", async () => {
    const ghost = crypto.randomUUID();
    expect(await store.setStatus(ghost, { status: "contacted" }, "x")).toBe(false);
    expect(await store.addNote(ghost, "hello", "x")).toBe(false);
    expect(await handle.db.select().from(leadEvents)).toEqual([]);
  });

  it("deletes a lead with its photos, outbox rows and history", async () => {
    const [id] = await insert(lead());
    await handle.db.insert(leadPhotos).values({
      leadId: id!,
      position: 1,
      fileName: "slab.jpg",
      contentType: "image/jpeg",
      width: 1,
      height: 1,
      size: 3,
      sourceSha256: "0".repeat(64),
      data: Buffer.from("abc"),
    });
    await handle.db
      .insert(outbox)
      .values({ leadId: id!, kind: "owner", to: "o@example.test", text: "x" });
    await store.addNote(id!, "Privacy request", "x");
    expect(await store.deleteLead(id!)).toBe(true);
    expect(await handle.db.select().from(leadPhotos)).toEqual([]);
    expect(await handle.db.select().from(outbox)).toEqual([]);
    expect(await handle.db.select().from(leadEvents)).toEqual([]);
    expect(await store.deleteLead(id!)).toBe(false);
  });

  it("raises one reminder per overdue New lead, even from two servers at once", async () => {
    const now = new Date("2026-06-03T16:00:00Z");
    const [late, contacted, fresh] = await insert(
      lead({ name: "Late", createdAt: new Date("2026-06-01T12:00:00Z") }),
      lead({ name: "Called", createdAt: new Date("2026-06-01T12:00:00Z") }),
      lead({ name: "Fresh", createdAt: new Date("2026-06-03T15:00:00Z") }),
    );
    await store.setStatus(contacted!, { status: "contacted" }, "x");
    const cutoff = new Date("2026-06-02T16:00:00Z");
    const [a, b] = await Promise.all([
      raiseDueReminders(handle.db, cutoff, context, now),
      raiseDueReminders(handle.db, cutoff, context, now),
    ]);
    expect([...a, ...b]).toEqual([late]);
    expect(await raiseDueReminders(handle.db, cutoff, context, now)).toEqual([]);

    const rows = await deliveriesOfLead(handle.db, late!);
    expect(rows.map((row) => [row.kind, row.to])).toEqual([
      ["office", "owner@example.test"],
      ["sms", "+14165550123"],
    ]);
    expect(await deliveriesOfLead(handle.db, contacted!)).toEqual([]);
    expect(await deliveriesOfLead(handle.db, fresh!)).toEqual([]);
    expect(
      await handle.db.select().from(leadReminders).where(eq(leadReminders.leadId, late!)),
    ).toHaveLength(1);
  });
});
