import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { handleAdminBackup } from "@/server/backup/handle-backup";
import { openDatabase, type Database, type DatabaseHandle } from "@/server/db/client";
import { leadPhotos, leads, outbox } from "@/server/db/schema";
import { LeadStore } from "@/server/leads/store";
import { testAdminDeps } from "../../support/admin";
import { createScratchDatabase } from "../../support/database";

/**
 * deploy/backup/straightcut-backup.sh and straightcut-restore.sh: leads with photos and their
 * outbox in a store, a backup, a restore into a fresh store, every row and every photo byte
 * identical. PGlite always (the snapshot the running server gives); PostgreSQL too when
 * DATABASE_URL is set (CI: scripts/ci-postgres.sh), with pg_dump and pg_restore.
 */

const work = fs.mkdtempSync(path.join(os.tmpdir(), "backup-restore-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const run = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync("bash", [`deploy/backup/${script}`, ...args], {
    env: { NODE_ENV: "test", PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: "utf8",
    timeout: 120_000,
  });

/** Three leads, two with photos (random bytes: any change shows), and their outbox rows. */
async function seed(db: Database): Promise<void> {
  for (const [n, photoCount] of [
    [1, 5],
    [2, 0],
    [3, 2],
  ] as const) {
    const [lead] = await db
      .insert(leads)
      .values({
        name: `Client ${n}`,
        email: `client${n}@example.test`,
        phone: `416 555 01${10 + n}`,
        message: `Job ${n}: "quotes", commas, and a line\nbreak`,
        form: "contact",
        calculator: n === 1 ? ({ estimate: 1234.5 } as never) : undefined,
        utm: n === 3 ? { utm_source: "flyer" } : undefined,
        idempotencyKey: crypto.randomUUID(),
      })
      .returning();
    for (let position = 1; position <= photoCount; position++) {
      const data = crypto.randomBytes(50_000 + position);
      await db.insert(leadPhotos).values({
        leadId: lead!.id,
        position,
        fileName: `photo-${position}.jpg`,
        contentType: "image/jpeg",
        width: 800,
        height: 600,
        size: data.length,
        sourceSha256: crypto.createHash("sha256").update(data).digest("hex"),
        data,
      });
    }
    await db.insert(outbox).values({
      leadId: lead!.id,
      kind: "owner",
      to: "owner@example.test",
      subject: `Lead ${n}`,
      text: "t",
      html: "<p>t</p>",
      status: n === 2 ? "pending" : "sent",
    });
  }
}

/** Every row of the three tables, photos with their bytes, in a stable order. */
async function everything(db: Database) {
  return {
    leads: await db.select().from(leads).orderBy(asc(leads.id)),
    photos: await db
      .select()
      .from(leadPhotos)
      .orderBy(asc(leadPhotos.leadId), asc(leadPhotos.position)),
    outbox: await db.select().from(outbox).orderBy(asc(outbox.id)),
  };
}

function expectSame(
  restored: Awaited<ReturnType<typeof everything>>,
  original: Awaited<ReturnType<typeof everything>>,
) {
  expect(original.leads).toHaveLength(3);
  expect(original.photos).toHaveLength(7);
  expect(restored).toEqual(original);
  for (const [index, photo] of original.photos.entries()) {
    expect(Buffer.compare(restored.photos[index]!.data, photo.data)).toBe(0);
  }
}

describe("PGlite", () => {
  it(
    "the server's snapshot restores into a new DATA_DIR with every lead and photo identical",
    {
      timeout: 180_000,
    },
    async () => {
      const dataDir = path.join(work, "pglite-data");
      const handle = await openDatabase({ kind: "pglite", dataDir, lockRole: "server" });
      let original;
      try {
        await seed(handle.db);
        original = await everything(handle.db);
        const token = "backup-test-token-0123456789abcdefghij";
        const response = await handleAdminBackup(
          new Request("http://127.0.0.1/api/admin/backup", {
            headers: { authorization: `Bearer ${token}` },
          }),
          testAdminDeps(() => token, new LeadStore(handle.db), path.join(work, "mail")),
          async () => handle,
        );
        expect(response.status).toBe(200);
        fs.writeFileSync(
          path.join(work, "leads-test.pglite.tar.gz"),
          Buffer.from(await response.arrayBuffer()),
        );
        // A wrong token gets nothing.
        const refused = await handleAdminBackup(
          new Request("http://127.0.0.1/api/admin/backup", {
            headers: { authorization: "Bearer wrong" },
          }),
          testAdminDeps(() => token, new LeadStore(handle.db), path.join(work, "mail")),
          async () => handle,
        );
        expect(refused.status).toBe(401);
      } finally {
        await handle.close();
      }

      const restoredDir = path.join(work, "pglite-restored");
      const restore = run("straightcut-restore.sh", [path.join(work, "leads-test.pglite.tar.gz")], {
        DATA_DIR: restoredDir,
      });
      expect(restore.stderr).toBe("");
      expect(restore.stdout).toContain("Restored 3 leads");
      const restored = await openDatabase({
        kind: "pglite",
        dataDir: restoredDir,
        lockRole: "cli",
      });
      try {
        expectSame(await everything(restored.db), original);
      } finally {
        await restored.close();
      }
    },
  );
});

const databaseUrl = process.env.DATABASE_URL;
// Registered only with a PostgreSQL server to run against, as tests/support/database.ts does.
if (databaseUrl)
  describe("PostgreSQL", () => {
    it(
      "pg_dump, then a restore into a fresh database: every lead and photo identical; old backups pruned",
      {
        timeout: 180_000,
      },
      async () => {
        const source = await createScratchDatabase(databaseUrl!);
        const target = await createScratchDatabase(databaseUrl!);
        const backupDir = path.join(work, "pg-backups");
        fs.mkdirSync(backupDir);
        // A backup from a month ago goes; another file in the folder stays.
        const old = path.join(backupDir, "leads-20200101T000000Z.dump");
        fs.writeFileSync(old, "old");
        fs.utimesSync(old, new Date("2020-01-01"), new Date("2020-01-01"));
        fs.writeFileSync(path.join(backupDir, "notes.txt"), "keep");
        let handle: DatabaseHandle | undefined;
        let copy: DatabaseHandle | undefined;
        try {
          handle = await openDatabase({ kind: "postgres", url: source.url });
          await seed(handle.db);
          const original = await everything(handle.db);

          const backup = run("straightcut-backup.sh", [], {
            DATABASE_URL: source.url,
            BACKUP_DIR: backupDir,
            BACKUP_KEEP_DAYS: "14",
          });
          expect(backup.stderr).toBe("");
          expect(backup.status).toBe(0);
          const files = fs.readdirSync(backupDir).sort();
          expect(files).toHaveLength(2);
          expect(files[0]).toMatch(/^leads-\d{8}T\d{6}Z\.dump$/);
          expect(files[1]).toBe("notes.txt");

          const restore = run("straightcut-restore.sh", [path.join(backupDir, files[0]!)], {
            DATABASE_URL: target.url,
          });
          expect(restore.stderr).toBe("");
          expect(restore.status).toBe(0);
          copy = await openDatabase({ kind: "postgres", url: target.url });
          expectSame(await everything(copy.db), original);

          // Restoring over a database that has tables is refused: nothing is mixed or lost.
          const again = run("straightcut-restore.sh", [path.join(backupDir, files[0]!)], {
            DATABASE_URL: target.url,
          });
          expect(again.status).toBe(1);
          expect(again.stderr).toContain("already has tables");
        } finally {
          await handle?.close();
          await copy?.close();
          await source.drop();
          await target.drop();
        }
      },
    );
  });
