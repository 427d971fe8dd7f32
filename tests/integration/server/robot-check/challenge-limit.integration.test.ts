import { describe, expect, it } from "vitest";
import { AltchaRobotCheck } from "@/server/robot-check/altcha";
import { handleChallengeRequest } from "@/server/robot-check/handle-challenge";
import { MemoryReplayStore } from "@/server/robot-check/replay-store";
import { PEER_ADDRESS_HEADER } from "@/server/http/request";
import { BoundedMemoryLimiter } from "@/server/http/rate-limit";

const POINTS = 5;

function deps(limiter: BoundedMemoryLimiter) {
  return {
    altcha: new AltchaRobotCheck({
      hmacKey: "challenge-limit-test",
      replayStore: new MemoryReplayStore(),
    }),
    limiter,
    trustProxy: 1,
  };
}

function challengeRequest(forwardedFor: string): Request {
  return new Request("http://localhost:3000/api/captcha/challenge", {
    headers: { [PEER_ADDRESS_HEADER]: "127.0.0.1", "x-forwarded-for": forwardedFor },
  });
}

describe("GET /api/captcha/challenge behind a trusted proxy", () => {
  it("counts a rotating forged X-Forwarded-For under one key: 429 after the limit", async () => {
    const limiter = new BoundedMemoryLimiter(POINTS, 60);
    const statuses = [];
    for (let i = 0; i < POINTS * 3; i++) {
      const response = await handleChallengeRequest(
        challengeRequest(`forged-${i}-${"x".repeat(2_000)}`),
        deps(limiter),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, POINTS)).toEqual(Array(POINTS).fill(200));
    expect(statuses.slice(POINTS)).toEqual(Array(POINTS * 2).fill(429));
  });

  it("counts IPv6 clients by their /64", async () => {
    const limiter = new BoundedMemoryLimiter(POINTS, 60);
    const statuses = [];
    for (let i = 1; i <= POINTS + 2; i++) {
      const response = await handleChallengeRequest(
        challengeRequest(`2001:db8:1:2::${i.toString(16)}`),
        deps(limiter),
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});
