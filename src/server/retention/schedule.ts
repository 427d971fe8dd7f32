import "server-only";
import type { Database } from "../db/client";
import { retentionCutoff, type RetentionPeriod } from "./duration";
import { describePurge, purgeLeadsBefore } from "./purge";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the retention purge now and then once a day in the serving process. A store that cannot
 * be opened is tried again the next day; the error is logged, never thrown.
 */
export function scheduleRetentionPurge(
  database: () => Promise<Database>,
  period: RetentionPeriod,
  intervalMs = DAY_MS,
): () => void {
  const run = async () => {
    try {
      const cutoff = retentionCutoff(period);
      const result = await purgeLeadsBefore(await database(), cutoff);
      if (result.leads > 0) console.info(`[retention] ${describePurge(result, cutoff)}`);
    } catch (error) {
      console.error(`[retention] ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
