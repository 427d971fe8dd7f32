import crypto from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/server/db/client";
import { LeadStore } from "@/server/leads/store";

/**
 * The databases a store suite runs against: PGlite always (in memory), and PostgreSQL too when
 * DATABASE_URL is set, each suite in a database of its own (created, then dropped), so suites
 * running in parallel never see each other's rows.
 */
export interface TestDatabase {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle & { dispose(): Promise<void> }>;
}

export function testDatabases(): TestDatabase[] {
  const url = process.env.DATABASE_URL;
  const list: TestDatabase[] = [
    {
      name: "pglite",
      async open() {
        const handle = await openDatabase({ kind: "pglite" });
        return { ...handle, dispose: () => handle.close() };
      },
    },
  ];
  if (url) {
    list.push({
      name: "postgres",
      async open() {
        const { url: suiteUrl, drop } = await createScratchDatabase(url);
        const handle = await openDatabase({ kind: "postgres", url: suiteUrl });
        return {
          ...handle,
          async dispose() {
            await handle.close();
            await drop();
          },
        };
      },
    });
  }
  return list;
}

/** A new empty database on the server of `url`, and a function that drops it. */
export async function createScratchDatabase(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `leads_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const suiteUrl = new URL(url);
  suiteUrl.pathname = `/${name}`;
  return {
    url: suiteUrl.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await dropDatabase(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Drops a suite's database with whatever is still connected to it. PostgreSQL 15 refuses FORCE
 * (42501) while a process of no role this one belongs to is in the database; in a suite's own
 * database that is an autovacuum worker, which carries no role at all and leaves within moments.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" || attempt === 20) throw error;
    }
    await sleep(250);
  }
}

/** Empties every table between tests. */
export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(
    sql`truncate table outbox, leads, estimates, captcha_replays, rate_limits restart identity cascade`,
  );
}

/**
 * A suite's own store on `database`: opened before the suite, emptied before each test, closed
 * after it. Read `handle` and `store` inside the tests (they are set once the suite starts).
 */
export function useLeadStore(database: TestDatabase) {
  const suite = {} as { handle: DatabaseHandle & { dispose(): Promise<void> }; store: LeadStore };
  beforeAll(async () => {
    suite.handle = await database.open();
    suite.store = new LeadStore(suite.handle.db);
  }, 60_000);
  afterAll(async () => {
    await suite.handle?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(suite.handle);
  });
  return suite;
}
