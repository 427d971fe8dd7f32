import "server-only";
import crypto from "node:crypto";
import { createChallenge, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { ReplayStore } from "./replay-store";
import type { RobotCheck, RobotCheckResult } from "./types";

/**
 * ALTCHA, the default robot check: a self-hosted proof of work. The widget fetches a signed
 * challenge from GET /api/captcha/challenge, solves it in the browser and submits
 * base64(JSON { challenge, solution }) as the token; the server verifies it with altcha-lib's
 * v2 API and accepts each challenge once (replay store, kept until the challenge expires).
 */

export interface AltchaOptions {
  hmacKey: string;
  replayStore: ReplayStore;
  /** PBKDF2 iterations per attempt. */
  cost?: number;
  /**
   * The hex prefix a derived key must start with: each hex digit makes the expected number of
   * attempts 16 times larger ("000": about 4,096 attempts).
   */
  keyPrefix?: string;
  expiresInSeconds?: number;
}

export const ALTCHA_DEFAULTS = {
  cost: 5_000,
  keyPrefix: "000",
  expiresInSeconds: 10 * 60,
} as const;

const ALGORITHM = "PBKDF2/SHA-256";

/** The submitted token, decoded: only the fields verification needs, with sane bounds. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().regex(/^[0-9a-f]{2,128}$/),
        salt: z.string().regex(/^[0-9a-f]{2,128}$/),
        cost: z.number().int().positive().max(10_000_000),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().regex(/^[0-9a-f]{1,128}$/),
        keySignature: z.string().max(256).optional(),
        expiresAt: z.number().positive(),
        data: z
          .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
          .optional(),
        memoryCost: z.number().optional(),
        parallelism: z.number().optional(),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

function decodePayload(token: string): z.output<typeof payloadSchema> | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    const result = payloadSchema.safeParse(json);
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

export class AltchaRobotCheck implements RobotCheck {
  readonly provider = "altcha" as const;
  private readonly keySecret: string;
  private readonly settings: Required<Omit<AltchaOptions, "hmacKey" | "replayStore">>;

  constructor(private readonly options: AltchaOptions) {
    // A second secret for the derived-key signature (fast verification), derived from the one key.
    this.keySecret = crypto
      .createHmac("sha256", options.hmacKey)
      .update("altcha-key-signature")
      .digest("hex");
    this.settings = {
      cost: options.cost ?? ALTCHA_DEFAULTS.cost,
      keyPrefix: options.keyPrefix ?? ALTCHA_DEFAULTS.keyPrefix,
      expiresInSeconds: options.expiresInSeconds ?? ALTCHA_DEFAULTS.expiresInSeconds,
    };
  }

  /**
   * A new signed challenge for the widget (GET /api/captcha/challenge). It costs the server a
   * random nonce and one HMAC: no key is derived here (altcha-lib's deterministic mode would
   * derive one per challenge, 3 ms of CPU that anyone could ask for); the solution's key is
   * derived once, at verification, behind the form's rate limit.
   */
  async createChallenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.settings.cost,
      keyPrefix: this.settings.keyPrefix,
      deriveKey,
      expiresAt: new Date(Date.now() + this.settings.expiresInSeconds * 1000),
      hmacSignatureSecret: this.options.hmacKey,
    });
  }

  async verify(token: string): Promise<RobotCheckResult> {
    if (!token) return { ok: false, reason: "no ALTCHA payload" };
    const payload = decodePayload(token);
    if (!payload) return { ok: false, reason: "malformed ALTCHA payload" };
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.options.hmacKey,
      hmacKeySignatureSecret: this.keySecret,
    });
    if (!result.verified) {
      const reason = result.expired
        ? "challenge expired"
        : result.invalidSignature
          ? "invalid challenge signature"
          : "invalid solution";
      return { ok: false, reason };
    }
    // Verified: accept it once. The nonce is random per challenge and covered by the signature.
    const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
    const fresh = await this.options.replayStore.claim(
      payload.challenge.parameters.nonce,
      expiresAt,
    );
    return fresh ? { ok: true } : { ok: false, reason: "ALTCHA payload already used" };
  }
}
