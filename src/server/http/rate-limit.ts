import "server-only";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";

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

/**
 * Memory store for one process (PGlite); with PostgreSQL, counts shared by every server process
 * in the rate_limits table (created by the migrations), falling back to memory when it fails.
 */
export function createRateLimiter(options: {
  points: number;
  durationSeconds: number;
  pool?: pg.Pool;
}): RateLimiter {
  const memory = new RateLimiterMemory({
    keyPrefix: "lead",
    points: options.points,
    duration: options.durationSeconds,
  });
  if (!options.pool) return memory;
  return new RateLimiterPostgres({
    storeClient: options.pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: true,
    keyPrefix: "lead",
    points: options.points,
    duration: options.durationSeconds,
    insuranceLimiter: memory,
  });
}
