import { describe, expect, it } from "vitest";
import {
  BoundedMemoryLimiter,
  checkRateLimit,
  MAX_TRACKED_CLIENTS,
} from "@/server/http/rate-limit";

describe("the memory rate limiter", () => {
  it("lets `points` requests through per window, then answers with the wait, then resets", async () => {
    let now = 1_000_000;
    const limiter = new BoundedMemoryLimiter(2, 60, 100, () => now);
    expect(await checkRateLimit(limiter, "a")).toEqual({ limited: false });
    expect(await checkRateLimit(limiter, "a")).toEqual({ limited: false });
    expect(await checkRateLimit(limiter, "a")).toEqual({ limited: true, retryAfterSeconds: 60 });
    expect(await checkRateLimit(limiter, "b")).toEqual({ limited: false }); // another client
    now += 30_000;
    expect(await checkRateLimit(limiter, "a")).toEqual({ limited: true, retryAfterSeconds: 30 });
    now += 30_000;
    expect(await checkRateLimit(limiter, "a")).toEqual({ limited: false });
  });

  it("tracks at most its bound of clients, however many addresses a flood uses", async () => {
    // One point each: a client the limiter still tracks is limited on its next request.
    const limiter = new BoundedMemoryLimiter(1, 600);
    const flood = 200_000;
    const key = (i: number) => `198.51.${i >> 8}.${i & 255}#${i}`;
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < flood; i++) await limiter.consume(key(i));
    // The newest MAX_TRACKED_CLIENTS are remembered, the one before them was forgotten.
    const oldestKept = flood - MAX_TRACKED_CLIENTS;
    expect(await checkRateLimit(limiter, key(oldestKept))).toMatchObject({ limited: true });
    expect(await checkRateLimit(limiter, key(oldestKept - 1))).toEqual({ limited: false });
    // A ceiling, not a timing: 200,000 forged addresses cost a few megabytes, not a heap.
    const grown = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    expect(grown).toBeLessThan(64);
    // A budget for a loaded machine, not a speed target (200,000 requests).
  }, 60_000);

  it("forgets the least recently seen client first", async () => {
    const limiter = new BoundedMemoryLimiter(1, 600, 2);
    await limiter.consume("old");
    await limiter.consume("middle");
    await limiter.consume("new");
    expect(await checkRateLimit(limiter, "new")).toMatchObject({ limited: true });
    expect(await checkRateLimit(limiter, "middle")).toMatchObject({ limited: true });
    expect(await checkRateLimit(limiter, "old")).toEqual({ limited: false }); // was evicted
  });
});
