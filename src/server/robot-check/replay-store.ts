import "server-only";
import { lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { captchaReplays } from "../db/schema";

/**
 * Remembers accepted ALTCHA solutions until their challenge expires, so each is accepted once.
 * (altcha-lib verifies a solution; replay protection is the server's job.)
 */
export interface ReplayStore {
  /** True the first time an id is claimed, false for every later claim before it expires. */
  claim(id: string, expiresAt: Date): Promise<boolean>;
}

/** One process: a map pruned of expired ids as it goes. */
export class MemoryReplayStore implements ReplayStore {
  private readonly used = new Map<string, number>();

  constructor(private readonly maxEntries = 100_000) {}

  async claim(id: string, expiresAt: Date): Promise<boolean> {
    const now = Date.now();
    const until = this.used.get(id);
    if (until !== undefined && until > now) return false;
    if (this.used.size >= this.maxEntries) this.prune(now);
    this.used.set(id, expiresAt.getTime());
    return true;
  }

  private prune(now: number): void {
    for (const [id, until] of this.used) if (until <= now) this.used.delete(id);
    // Still full of live ids: drop the oldest entries (insertion order) rather than grow without bound.
    for (const id of this.used.keys()) {
      if (this.used.size < this.maxEntries) break;
      this.used.delete(id);
    }
  }
}

/** Several processes on one PostgreSQL: the primary key makes the claim atomic. */
export class DatabaseReplayStore implements ReplayStore {
  private lastPrune = 0;

  constructor(private readonly db: Database) {}

  async claim(id: string, expiresAt: Date): Promise<boolean> {
    await this.pruneNowAndThen();
    const rows = await this.db
      .insert(captchaReplays)
      .values({ id, expiresAt })
      .onConflictDoNothing({ target: captchaReplays.id })
      .returning({ id: captchaReplays.id });
    return rows.length === 1;
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < 60_000) return;
    this.lastPrune = now;
    await this.db.delete(captchaReplays).where(lt(captchaReplays.expiresAt, new Date(now)));
  }
}
