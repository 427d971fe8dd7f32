import "server-only";
import type pg from "pg";
import { LRUCache } from "lru-cache";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

/** The part of rate-limiter-flexible the request handler uses. */
export interface RateLimiter {
  consume(key: string): Promise<unknown>;
}

export type RateLimitOutcome = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Consumes one point for the key. Over the limit: the seconds until the next point frees up.
 * A store error (database down) is not the visitor's fault: the request goes on and the
 * insurance limiter in memory keeps counting (see createRateLimiter).
 */
export async function checkRateLimit(limiter: RateLimiter, key: string): Promise<RateLimitOutcome> {
  try {
    await limiter.consume(key);
    return { limited: false };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return {
        limited: true,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      };
    }
    console.error(
      "[rate-limit] store error:",
      rejection instanceof Error ? rejection.message : rejection,
    );
    return { limited: false };
  }
}

/** How many clients the memory limiter tracks at most; the least recently seen go first. */
export const MAX_TRACKED_CLIENTS = 20_000;

/**
 * A fixed-window counter per key in a bounded LRU map: no timer per key (rate-limiter-flexible's
 * memory store keeps one, holding its request's context for the whole window, which let one
 * client with forged addresses exhaust the heap) and never more than `maxKeys` entries, so its
 * memory has a ceiling whatever the traffic. Expired windows are dropped when next touched.
 */
export class BoundedMemoryLimiter implements RateLimiter {
  private readonly windows: LRUCache<string, { consumed: number; resetAt: number }>;

  constructor(
    private readonly points: number,
    private readonly durationSeconds: number,
    maxKeys = MAX_TRACKED_CLIENTS,
    private readonly now: () => number = Date.now,
  ) {
    this.windows = new LRUCache({ max: maxKeys });
  }

  /** Whether the key has used all its points in the current window (nothing is consumed). */
  blocked(key: string): { blocked: false } | { blocked: true; retryAfterSeconds: number } {
    const window = this.windows.get(key);
    const now = this.now();
    if (!window || window.resetAt <= now || window.consumed < this.points)
      return { blocked: false };
    return {
      blocked: true,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  async consume(key: string): Promise<RateLimiterRes> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { consumed: 0, resetAt: now + this.durationSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.consumed += 1;
    const result = new RateLimiterRes(
      Math.max(0, this.points - window.consumed),
      window.resetAt - now,
      window.consumed,
    );
    if (window.consumed > this.points) throw result;
    return result;
  }
}

/**
 * The bounded memory limiter for one process (PGlite); with PostgreSQL, counts shared by every
 * server process in the rate_limits table (created by the migrations), and the memory limiter
 * when the database cannot answer.
 */
export function createRateLimiter(options: {
  points: number;
  durationSeconds: number;
  pool?: pg.Pool;
}): RateLimiter {
  const memory = new BoundedMemoryLimiter(options.points, options.durationSeconds);
  if (!options.pool) return memory;
  const shared = new RateLimiterPostgres({
    storeClient: options.pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: true,
    keyPrefix: "lead",
    points: options.points,
    duration: options.durationSeconds,
  });
  return {
    consume: (key) =>
      shared.consume(key).catch((rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) throw rejection;
        return memory.consume(key);
      }),
  };
}
