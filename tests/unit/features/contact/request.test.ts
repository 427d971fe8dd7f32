import { describe, expect, it, vi } from "vitest";
import type { CalculatorSnapshot } from "@/features/calculator/store";
import {
  calculatorAttachment,
  newIdempotencyKey,
  payloadInput,
  postLead,
  validatePayload,
  type VisitorFields,
} from "@/features/contact/request";

const fields: VisitorFields = {
  name: " Dana Visitor ",
  email: "dana@example.test",
  phone: "(416) 555-0100",
  service: "",
  message: "Two 6 inch cores through a 10 inch slab.",
  website: "",
};

const used: CalculatorSnapshot = {
  used: true,
  answers: { service: "coring", cor_diameter: "d6", cor_holes: 2 },
  summary: [
    { question: "Which service do you need?", answer: "Coring" },
    { question: "How many holes do you need?", answer: "2" },
  ],
  estimate: 390,
  estimateText: "$390.00",
};

describe("calculatorAttachment", () => {
  it("attaches answers, the summary as label/value and the estimate when the calculator was used", () => {
    expect(calculatorAttachment(used)).toEqual({
      answers: { service: "coring", cor_diameter: "d6", cor_holes: 2 },
      summary: [
        { label: "Which service do you need?", value: "Coring" },
        { label: "How many holes do you need?", value: "2" },
      ],
      estimate: 390,
    });
  });

  it("attaches nothing when it was not used", () => {
    expect(calculatorAttachment({ ...used, used: false })).toBeUndefined();
  });
});

describe("payloadInput and validatePayload", () => {
  it("adds the context and passes the shared schema", async () => {
    const input = payloadInput(fields, {
      form: "contact",
      page: "home",
      referrer: "https://search.example/?q=coring",
      utm: { utm_source: "newsletter" },
      calculator: calculatorAttachment(used),
    });
    const result = await validatePayload(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({
      name: "Dana Visitor",
      service: undefined,
      form: "contact",
      page: "home",
      referrer: "https://search.example/?q=coring",
      utm: { utm_source: "newsletter" },
      calculator: { estimate: 390 },
    });
  });

  it("leaves out what is absent and cuts an overlong referrer", () => {
    const input = payloadInput(
      { ...fields, service: undefined },
      {
        form: "hero",
        referrer: `https://a.example/${"x".repeat(3000)}`,
        utm: {},
      },
    );
    expect(input).not.toHaveProperty("service");
    expect(input).not.toHaveProperty("utm");
    expect(input).not.toHaveProperty("page");
    expect(String(input.referrer)).toHaveLength(2000);
  });

  it.each<[Partial<VisitorFields>, Record<string, string>]>([
    [{ name: "  " }, { name: "Please enter your name" }],
    [{ email: "dana@" }, { email: "Please enter a valid e-mail address" }],
    [{ phone: "555" }, { phone: "Please enter a phone number we can call, with the area code" }],
    [{ message: "" }, { message: "Please describe the job" }],
    [{ service: "plumbing" }, { service: "Please choose a service from the list" }],
    [
      { name: "", email: "", phone: "", message: "" },
      {
        name: "Please enter your name",
        email: "Please enter a valid e-mail address",
        phone: "Please enter a phone number we can call",
        message: "Please describe the job",
      },
    ],
  ])("reports field errors for %j", async (changes, expected) => {
    const result = await validatePayload(
      payloadInput({ ...fields, ...changes }, { form: "contact" }),
    );
    expect(result).toEqual({ ok: false, fields: expected });
  });
});

describe("newIdempotencyKey", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  it("uses crypto.randomUUID and falls back to random bytes", () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const noRandomUuid = { getRandomValues: crypto.getRandomValues.bind(crypto) } as Crypto;
    const key = newIdempotencyKey(noRandomUuid);
    expect(key).toMatch(UUID);
    expect(newIdempotencyKey(noRandomUuid)).not.toBe(key);
  });
});

describe("postLead", () => {
  it("posts JSON to /api/email, with x-api-key only when configured", async () => {
    const fetchImpl = vi.fn(async () => Response.json({ ok: true }));
    const request = {
      payload: { name: "D" } as never,
      recaptchaToken: "t",
      idempotencyKey: "6f1c1f3e-8d51-4c43-9d43-2b8a4f0c9e11",
    };
    await postLead(request, "public-key", fetchImpl as unknown as typeof fetch);
    await postLead(request, undefined, fetchImpl as unknown as typeof fetch);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/email");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({
      "content-type": "application/json",
      "x-api-key": "public-key",
    });
    expect(JSON.parse(String(init.body))).toEqual(request);
    const second = fetchImpl.mock.calls[1] as unknown as [string, RequestInit];
    expect(second[1].headers).not.toHaveProperty("x-api-key");
  });
});
