import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { LeadStore } from "@/server/leads/store";
import { testDatabases, truncateAll } from "../../../support/database";
import { siteverifyStandIn, type TestHttpServer } from "../../../support/http";
import { pipelineDeps, postRequest, requestBody } from "../../../support/pipeline";
import { AltchaRobotCheck } from "@/server/robot-check/altcha";
import { DatabaseReplayStore, MemoryReplayStore } from "@/server/robot-check/replay-store";
import { RecaptchaRobotCheck, TurnstileRobotCheck } from "@/server/robot-check/siteverify";

/** Cheap challenges: the proof of work is the browser's job, the tests check the protocol. */
function altcha(options: { expiresInSeconds?: number; hmacKey?: string } = {}) {
  return new AltchaRobotCheck({
    hmacKey: options.hmacKey ?? "test-hmac-key",
    replayStore: new MemoryReplayStore(),
    cost: 10,
    keyPrefix: "0",
    expiresInSeconds: options.expiresInSeconds,
  });
}

/** What the widget submits: base64(JSON { challenge, solution }). */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

const context = { hostnames: ["straightcut.example", "localhost"], remoteIp: "203.0.113.7" };

describe("ALTCHA", () => {
  it("issues signed, expiring PBKDF2 challenges", async () => {
    const challenge = await altcha().createChallenge();
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it("issues a challenge without deriving a key (cheap for the server; the prefix is the difficulty)", async () => {
    const check = new AltchaRobotCheck({ hmacKey: "k", replayStore: new MemoryReplayStore() });
    const challenge = await check.createChallenge();
    // A derived key would show as a key signature and a long prefix taken from the key itself.
    expect(challenge.parameters.keySignature).toBeUndefined();
    expect(challenge.parameters.keyPrefix).toBe("000");
    expect(challenge.parameters.cost).toBe(5_000);
  });

  it("accepts a solved challenge once and rejects its replay", async () => {
    const check = altcha();
    const token = await solve(await check.createChallenge());
    expect(await check.verify(token)).toEqual({ ok: true });
    expect(await check.verify(token)).toEqual({ ok: false, reason: "ALTCHA payload already used" });
  });

  it.each([
    ["an empty token", ""],
    ["a token that is not base64 JSON", "not a payload"],
    [
      "the widget's test payload",
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
        "base64",
      ),
    ],
  ])("rejects %s", async (_name, token) => {
    expect((await altcha().verify(token)).ok).toBe(false);
  });

  it("rejects a challenge signed with another key, a wrong solution and a tampered challenge", async () => {
    const foreign = await solve(await altcha({ hmacKey: "someone-else" }).createChallenge());
    expect(await altcha().verify(foreign)).toEqual({
      ok: false,
      reason: "invalid challenge signature",
    });

    const check = altcha();
    const challenge = await check.createChallenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("no solution");
    const wrong = Buffer.from(
      JSON.stringify({ challenge, solution: { ...solution, derivedKey: "00".repeat(32) } }),
    ).toString("base64");
    expect(await check.verify(wrong)).toEqual({ ok: false, reason: "invalid solution" });

    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    const tamperedToken = Buffer.from(JSON.stringify({ challenge: tampered, solution })).toString(
      "base64",
    );
    expect(await check.verify(tamperedToken)).toEqual({
      ok: false,
      reason: "invalid challenge signature",
    });
  });

  it("rejects an expired challenge", async () => {
    const check = altcha({ expiresInSeconds: 1 });
    const token = await solve(await check.createChallenge());
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await check.verify(token)).toEqual({ ok: false, reason: "challenge expired" });
  });
});

describe("memory replay store", () => {
  it("forgets an id after its challenge expires", async () => {
    const store = new MemoryReplayStore();
    expect(await store.claim("a", new Date(Date.now() + 60_000))).toBe(true);
    expect(await store.claim("a", new Date(Date.now() + 60_000))).toBe(false);
    expect(await store.claim("b", new Date(Date.now() - 1))).toBe(true);
    expect(await store.claim("b", new Date(Date.now() + 60_000))).toBe(true);
  });

  it("stays bounded", async () => {
    const store = new MemoryReplayStore(3);
    for (const id of ["a", "b", "c", "d"]) await store.claim(id, new Date(Date.now() + 60_000));
    expect(await store.claim("d", new Date(Date.now() + 60_000))).toBe(false);
  });
});

describe.each(testDatabases())("ALTCHA through POST /api/email on $name", (database) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let store: LeadStore;

  beforeAll(async () => {
    handle = await database.open();
    store = new LeadStore(handle.db);
    await truncateAll(handle);
  }, 60_000);
  afterAll(async () => handle?.dispose());

  it("stores a lead for a solved challenge and refuses the replayed solution", async () => {
    const check = new AltchaRobotCheck({
      hmacKey: "test-hmac-key",
      replayStore: new DatabaseReplayStore(handle.db),
      cost: 10,
      keyPrefix: "0",
    });
    const deps = pipelineDeps(store, { robotCheck: check });
    const token = await solve(await check.createChallenge());

    const first = await handleLeadRequest(
      postRequest(requestBody({}, { recaptchaToken: token })),
      deps,
    );
    expect(first.status).toBe(200);
    // The same solution with a new submission attempt (new idempotency key): a replay.
    const replay = await handleLeadRequest(
      postRequest(requestBody({}, { recaptchaToken: token })),
      deps,
    );
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: "Please verify you are not a robot" });
    expect(await store.countLeads()).toBe(1);

    const missing = await handleLeadRequest(
      postRequest(requestBody({}, { recaptchaToken: "" })),
      deps,
    );
    expect(missing.status).toBe(400);
    expect(await store.countLeads()).toBe(1);
  });

  it("keeps replays in the database, so a second process (a second store) refuses them too", async () => {
    const first = new DatabaseReplayStore(handle.db);
    const second = new DatabaseReplayStore(handle.db);
    const until = new Date(Date.now() + 60_000);
    expect(await first.claim("nonce-1", until)).toBe(true);
    expect(await second.claim("nonce-1", until)).toBe(false);
    const both = await Promise.all([first.claim("nonce-2", until), second.claim("nonce-2", until)]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });
});

describe("reCAPTCHA v3 against a local stand-in of siteverify", () => {
  let server: TestHttpServer;
  const answers: Record<string, Record<string, unknown> | number> = {
    good: { success: true, score: 0.9, action: "contactForm", hostname: "straightcut.example" },
    "low-score": {
      success: true,
      score: 0.2,
      action: "contactForm",
      hostname: "straightcut.example",
    },
    "wrong-action": { success: true, score: 0.9, action: "login", hostname: "straightcut.example" },
    "wrong-host": { success: true, score: 0.9, action: "contactForm", hostname: "phish.example" },
    expired: { success: false, "error-codes": ["timeout-or-duplicate"] },
    outage: 500,
  };

  beforeAll(async () => {
    server = await siteverifyStandIn((params) =>
      params.get("secret") === "server-secret"
        ? (answers[params.get("response") ?? ""] ?? {
            success: false,
            "error-codes": ["invalid-input-response"],
          })
        : { success: false, "error-codes": ["invalid-input-secret"] },
    );
  });
  afterAll(async () => server?.close());

  const check = () =>
    new RecaptchaRobotCheck({ secret: "server-secret", minScore: 0.5, verifyUrl: server.url });

  it("accepts a good token and sends secret, token and client address", async () => {
    expect(await check().verify("good", context)).toEqual({ ok: true });
    const sent = new URLSearchParams(server.requests.at(-1)?.body);
    expect(Object.fromEntries(sent)).toEqual({
      secret: "server-secret",
      response: "good",
      remoteip: "203.0.113.7",
    });
  });

  it.each([
    ["low-score", /score 0.2 below 0.5/],
    ["wrong-action", /wrong action login/],
    ["wrong-host", /another host/],
    ["expired", /timeout-or-duplicate/],
    ["unknown", /invalid-input-response/],
  ])("rejects a %s token", async (token, reason) => {
    const result = await check().verify(token, context);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toMatch(reason);
      expect(result.unavailable).toBeUndefined();
    }
  });

  it("reports an outage or an unreachable endpoint as unavailable", async () => {
    expect(await check().verify("outage", context)).toMatchObject({ ok: false, unavailable: true });
    const unreachable = new RecaptchaRobotCheck({
      secret: "s",
      minScore: 0.5,
      verifyUrl: "http://127.0.0.1:9/",
    });
    expect(await unreachable.verify("good", context)).toMatchObject({
      ok: false,
      unavailable: true,
    });
  });

  it("gates POST /api/email", async () => {
    const response = await handleLeadRequest(
      postRequest(requestBody({}, { recaptchaToken: "low-score" })),
      pipelineDeps(
        async () => {
          throw new Error("the store must not be reached");
        },
        { robotCheck: check() },
      ),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please verify you are not a robot" });
  });
});

describe("Turnstile against a local stand-in of siteverify", () => {
  let server: TestHttpServer;

  beforeAll(async () => {
    server = await siteverifyStandIn((params) => {
      switch (params.get("response")) {
        case "good":
          return { success: true, hostname: "localhost", action: "", "error-codes": [] };
        case "named-action":
          return { success: true, hostname: "straightcut.example", action: "contactForm" };
        case "other-action":
          return { success: true, hostname: "straightcut.example", action: "signup" };
        case "wrong-host":
          return { success: true, hostname: "phish.example" };
        default:
          return { success: false, "error-codes": ["invalid-input-response"] };
      }
    });
  });
  afterAll(async () => server?.close());

  const check = () =>
    new TurnstileRobotCheck({ secret: "turnstile-secret", verifyUrl: server.url });

  it.each([
    ["good", true],
    ["named-action", true],
    ["other-action", false],
    ["wrong-host", false],
    ["bad", false],
    ["", false],
  ])("token %j -> ok %s", async (token, ok) => {
    expect((await check().verify(token, context)).ok).toBe(ok);
  });
});
