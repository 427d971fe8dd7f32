import "server-only";
import { databaseTarget, openDatabase, pgliteLockFile } from "../db/client";
import { liveHolder } from "../db/lock";
import { parseConfig } from "../env";
import {
  describeRetention,
  parseRetention,
  RETENTION_FORMAT,
  retentionCutoff,
} from "../retention/duration";
import { describePurge, purgeLeadsBefore } from "../retention/purge";

/**
 * `npm run leads -- purge [--older-than 24months]`: deletes old leads with their photos now.
 * Without --older-than it uses LEAD_RETENTION (the period the server purges by every day).
 * It opens the store itself: a PGlite store held by a running server is purged by that server.
 */
export async function runPurge(olderThan: string | undefined, env = process.env): Promise<number> {
  const config = parseConfig(env);
  const period = olderThan === undefined ? config.leadRetention : parseRetention(olderThan);
  if (!period) {
    console.error(`--older-than must be ${RETENTION_FORMAT}`);
    return 2;
  }
  const holder = config.databaseUrl ? undefined : liveHolder(pgliteLockFile(config.dataDir));
  if (holder) {
    console.error(
      `The server (process ${holder.pid}) holds ${config.dataDir} and deletes leads older than ` +
        `${describeRetention(config.leadRetention)} every day; stop it to purge by hand.`,
    );
    return 1;
  }
  const cutoff = retentionCutoff(period);
  const handle = await openDatabase(databaseTarget(config, "cli"));
  try {
    const result = await purgeLeadsBefore(handle.db, cutoff);
    console.log(`${describePurge(result, cutoff)} (older than ${describeRetention(period)}).`);
  } finally {
    await handle.close();
  }
  return 0;
}
