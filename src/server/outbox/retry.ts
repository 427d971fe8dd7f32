/** When the outbox tries a row again, and when a claim is taken to belong to a dead process. */

export interface RetryPolicy {
  /** Delay before the second attempt; doubled for each further attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts a mail is marked failed (`npm run leads -- outbox --flush` retries it). */
  maxAttempts: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 20,
};

/** Exponential backoff: base, 2 x base, 4 x base, ... capped at maxDelayMs. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(policy.baseDelayMs * 2 ** exponent, policy.maxDelayMs);
}

/** A claimed row still "sending" after this long belongs to a process that died: it is claimed again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
