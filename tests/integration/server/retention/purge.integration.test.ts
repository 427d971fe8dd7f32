import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { leadPhotos, leads, outbox } from "@/server/db/schema";
import { LeadStore } from "@/server/leads/store";
import type { PhotoToStore } from "@/server/leads/photo-store";
import { retentionCutoff } from "@/server/retention/duration";
import { purgeLeadsBefore } from "@/server/retention/purge";
import { testDatabases } from "../../../support/database";
import { runLeads } from "../../../support/leads-cli";

/** A photo row as the pipeline stores one (the bytes do not matter to the purge). */
function photo(position: number): PhotoToStore {
  return {
    position,
    fileName: `site-${position}.jpg`,
    contentType: "image/jpeg",
    width: 4,
    height: 3,
    size: 3,
    sourceSha256: crypto.randomBytes(32).toString("hex"),
    data: Buffer.from([position, 2, 3]),
  };
}

/** A lead with two photos and its two mails, then dated `monthsAgo` months back. */
async function seedLead(db: Database, name: string, monthsAgo: number): Promise<string> {
  const email = `${name.toLowerCase()}@example.test`;
  const { id } = await new LeadStore(db).insertLeadWithOutbox(
    {
      name,
      email,
      phone: "416 555 0104",
      message: `Core two holes for ${name}`,
      form: "contact",
      idempotencyKey: crypto.randomUUID(),
    },
    [
      { kind: "owner", to: "owner@example.test", subject: name, text: "t", html: "<p>t</p>" },
      { kind: "customer", to: email, subject: "Thanks", text: "t", html: "<p>t</p>" },
    ],
    [photo(1), photo(2)],
  );
  const createdAt = retentionCutoff({ amount: monthsAgo, unit: "month" });
  await db.update(leads).set({ createdAt }).where(eq(leads.id, id));
  return id;
}

async function rowsOf(db: Database, leadId: string) {
  const count = async (table: typeof leads | typeof leadPhotos | typeof outbox) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table === leads ? leads.id : (table as typeof outbox).leadId, leadId))
    )[0]!.n;
  return {
    leads: await count(leads),
    photos: await count(leadPhotos),
    outbox: await count(outbox),
  };
}

describe.each(testDatabases())("the retention purge on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
  }, 60_000);
  afterEach(() => handle.dispose());

  it("deletes a lead older than the period with its photos and outbox rows, and keeps a recent one", async () => {
    const old = await seedLead(handle.db, "Olga", 25);
    const recent = await seedLead(handle.db, "Rita", 23);
    expect(await rowsOf(handle.db, old)).toEqual({ leads: 1, photos: 2, outbox: 2 });

    const result = await purgeLeadsBefore(
      handle.db,
      retentionCutoff({ amount: 24, unit: "month" }),
    );

    expect(result).toEqual({ leads: 1, photos: 2, outbox: 2 });
    expect(await rowsOf(handle.db, old)).toEqual({ leads: 0, photos: 0, outbox: 0 });
    expect(await rowsOf(handle.db, recent)).toEqual({ leads: 1, photos: 2, outbox: 2 });
  });

  it("deletes nothing when every lead is inside the period", async () => {
    const recent = await seedLead(handle.db, "Sam", 1);
    const result = await purgeLeadsBefore(handle.db, retentionCutoff({ amount: 2, unit: "year" }));
    expect(result).toEqual({ leads: 0, photos: 0, outbox: 0 });
    expect(await rowsOf(handle.db, recent)).toEqual({ leads: 1, photos: 2, outbox: 2 });
  });
});

describe("npm run leads -- purge", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-purge-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const purge = (...args: string[]) =>
    runLeads(["purge", ...args], { DATA_DIR: dataDir, PORT: "1", LEAD_RETENTION: "24 months" });

  it("deletes the old lead with its photos from the store and keeps the recent one", async () => {
    let handle = await openDatabase({ kind: "pglite", dataDir, lockRole: "server" });
    const old = await seedLead(handle.db, "Otto", 30);
    const recent = await seedLead(handle.db, "Rosa", 6);
    await handle.close();

    const run = await purge("--older-than", "12 months");
    expect(run, run.stderr).toMatchObject({ code: 0 });
    expect(run.stdout).toMatch(
      /^1 lead from before \d{4}-\d\d-\d\d deleted with 2 photos and 2 outbox rows \(older than 12 months\)\./,
    );

    handle = await openDatabase({ kind: "pglite", dataDir, lockRole: "server" });
    try {
      expect(await rowsOf(handle.db, old)).toEqual({ leads: 0, photos: 0, outbox: 0 });
      expect(await rowsOf(handle.db, recent)).toEqual({ leads: 1, photos: 2, outbox: 2 });
    } finally {
      await handle.close();
    }
  }, 120_000);

  it("refuses a period it cannot read, with the format it expects", async () => {
    const run = await purge("--older-than", "soon");
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      '--older-than must be a whole number and a unit, such as "24 months"',
    );
  }, 60_000);
});
