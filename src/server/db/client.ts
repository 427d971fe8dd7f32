import "server-only";
import path from "node:path";
import { PGlite, types, type PGliteOptions } from "@electric-sql/pglite";
import {
  compileWasmWithBaselineOnly,
  initialiseInChildProcess,
  PGLITE_START_PARAMS,
} from "./pglite-memory";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { acquireLock, type DirectoryLock, type LockHolder } from "./lock";

/** One Drizzle type for both drivers: the store's queries are written once. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of either driver: what a store method writes into when the caller owns the transaction. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The node-postgres pool (PostgreSQL only): the rate limiter shares it. */
  pool?: pg.Pool;
  /** The PGlite instance (PGlite only): the backup endpoint takes its snapshot. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** dataDir undefined: an in-memory database (tests). */
  | { kind: "pglite"; dataDir?: string; lockRole?: LockHolder["role"]; port?: number };

export const PGLITE_SUBDIR = "pglite";
export const PGLITE_LOCK_FILE = "pglite.lock";

export function pgliteLockFile(dataDir: string): string {
  return path.join(dataDir, PGLITE_LOCK_FILE);
}

export function databaseTarget(
  config: { databaseUrl?: string; dataDir: string; port?: number },
  role: LockHolder["role"] = "server",
): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: config.dataDir, lockRole: role, port: config.port };
}

function migrationsFolder(): string {
  return path.join(process.cwd(), "drizzle");
}

/** A constant key for pg_advisory_lock, so two servers starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 724_311_905;

/** Opens the store and applies pending migrations. Throws when it cannot (the caller answers 503). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === "postgres" ? openPostgres(target.url) : openPglite(target);
}

/**
 * bytea through Node's own hex codec: PGlite's default goes byte by byte in JavaScript, about
 * 3 s to write and 1.3 s to read 10 MB of photos; this takes 0.5 s and 0.13 s.
 */
const PGLITE_OPTIONS: PGliteOptions = {
  startParams: PGLITE_START_PARAMS,
  serializers: {
    [types.BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`,
  },
  parsers: { [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), "hex") },
};

async function openPglite(
  target: Extract<DatabaseTarget, { kind: "pglite" }>,
): Promise<DatabaseHandle> {
  let lock: DirectoryLock | undefined;
  let client: PGlite;
  compileWasmWithBaselineOnly();
  try {
    if (target.dataDir) {
      lock = acquireLock(pgliteLockFile(target.dataDir), {
        role: target.lockRole ?? "server",
        port: target.port,
      });
      const dir = path.join(target.dataDir, PGLITE_SUBDIR);
      await initialiseInChildProcess(dir);
      client = await PGlite.create(dir, PGLITE_OPTIONS);
    } else {
      client = await PGlite.create(PGLITE_OPTIONS);
    }
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
  let closed = false;
  return {
    db,
    kind: "pglite",
    pglite: client,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => console.error("[db] idle PostgreSQL client error:", error.message));
  try {
    const connection = await pool.connect();
    try {
      await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(drizzlePg({ client: connection, schema }), {
          migrationsFolder: migrationsFolder(),
        });
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      }
    } finally {
      connection.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: "postgres",
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
