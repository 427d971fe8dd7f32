/**
 * Thousands of generated hostile bodies against the real handler and a real store: every answer
 * is a 4xx JSON { error } or a stored lead, never a 5xx, and nothing stored or mailed carries a
 * raw header break, a control character or unescaped markup.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter } from "@/server/http/rate-limit";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { LeadStore } from "@/server/leads/store";
import { testDatabases, truncateAll } from "../../../support/database";
import { payload, pipelineDeps, postRequest } from "../../../support/pipeline";

const FIELDS = [
  "name",
  "email",
  "phone",
  "service",
  "message",
  "form",
  "page",
  "referrer",
  "website",
] as const;

/** Strings a hostile client would try: control characters, CR/LF, markup, huge, odd unicode. */
const nasty = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme-composite", maxLength: 40 }),
  fc.constantFrom(
    "Eve\r\nBcc: victim@elsewhere.test",
    "<script>alert(1)</script>",
    "\u0000",
    "\u202Eevil",
    "=?utf-8?b?SGk=?=",
    "\uD800",
    "x".repeat(6000),
    "__proto__",
  ),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
);
/** Any JSON value, including nesting and the keys that pollute prototypes. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}')),
  nasty,
);

const hostilePayload = fc
  .record(
    Object.fromEntries(FIELDS.map((field) => [field, fc.oneof(nasty, anyValue)])) as Record<
      (typeof FIELDS)[number],
      fc.Arbitrary<unknown>
    >,
    { requiredKeys: [] },
  )
  .map((fields) => ({ ...payload(), ...fields }));

/** Payloads the schema accepts, carrying markup, direction tricks and header-looking text. */
const printableNasty = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        "<script>",
        "</b>",
        "<b>",
        "&amp;",
        "Bcc: x@y.test",
        "=?utf-8?b?SGk=?=",
        "\u202E",
        "\u200B",
        "'",
        '"',
      ),
      fc
        .string({ unit: "grapheme", minLength: 1, maxLength: 8 })
        .filter((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s)),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => `Dana ${parts.join(" ")}`);
const acceptedPayload = fc
  .record({ name: printableNasty, message: printableNasty, referrer: printableNasty })
  .map((fields) => ({ ...payload(), ...fields }));

describe.each(testDatabases())("hostile input on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let store: LeadStore;
  const mails: { subject: string; html: string; text: string; to: string }[] = [];
  let deps: ReturnType<typeof pipelineDeps>;

  beforeAll(async () => {
    handle = await database.open();
    await truncateAll(handle);
    store = new LeadStore(handle.db);
    const base = pipelineDeps(store, {
      rateLimiter: createRateLimiter({ points: 1_000_000, durationSeconds: 60 }),
    });
    deps = {
      ...base,
      composeMessages: async (lead, photos) => {
        const composed = await base.composeMessages(lead, photos);
        for (const message of composed) if ("subject" in message) mails.push(message);
        return composed;
      },
    };
  }, 60_000);
  afterAll(async () => handle?.dispose());

  async function expectCleanAnswer(request: Request) {
    const response = await handleLeadRequest(request, deps);
    expect(response.status === 200 || (response.status >= 400 && response.status < 500)).toBe(true);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as { error?: unknown; ok?: unknown };
    if (response.status !== 200) expect(typeof body.error).toBe("string");
    else expect(body.ok).toBe(true);
  }

  it("answers every hostile payload with a 4xx or a clean stored lead", async () => {
    await fc.assert(
      fc.asyncProperty(hostilePayload, fc.option(anyValue), async (body, token) =>
        expectCleanAnswer(postRequest({ payload: body, recaptchaToken: token ?? "t" })),
      ),
      { numRuns: 1500 },
    );
    await fc.assert(
      fc.asyncProperty(acceptedPayload, async (body) =>
        expectCleanAnswer(postRequest({ payload: body })),
      ),
      { numRuns: 300 },
    );
    // The checks below must have something to look at.
    expect(await store.countLeads()).toBeGreaterThan(250);
    expect(mails.length).toBeGreaterThan(500);
    for (const lead of await store.listLeads()) {
      for (const field of ["name", "email", "phone"] as const)
        expect(lead[field]).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(lead.message).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    }
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n\u0000]/);
      expect(mail.to).not.toMatch(/[\r\n,]/);
      expect(mail.html).not.toMatch(/<script|<b>|<\/b>/i);
      expect(mail.subject).not.toMatch(/=\?utf-8\?|[\u202a-\u202e\u200b]/i);
    }
  }, 120_000);

  it("answers any JSON body, raw bytes and wrong content types with a 4xx", async () => {
    await fc.assert(
      fc.asyncProperty(anyValue, async (value) => expectCleanAnswer(postRequest(value))),
      { numRuns: 500 },
    );
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), async (bytes) =>
        expectCleanAnswer(postRequest(undefined, { raw: bytes })),
      ),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "",
        ),
        async (type) =>
          expectCleanAnswer(postRequest(payload(), { headers: { "content-type": type } })),
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
