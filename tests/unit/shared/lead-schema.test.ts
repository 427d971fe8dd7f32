import { describe, expect, it } from "vitest";
import {
  contactPayloadSchema,
  contactRequestSchema,
  fieldErrors,
  firstIssue,
  SERVICE_OPTIONS,
} from "@/shared/lead/schema";
import { serviceLabel } from "@/shared/lead/labels";

const valid = {
  name: "Dana",
  email: "dana@example.test",
  phone: "(416) 555-0100",
  service: "wall-sawing",
  message: "Door opening in a 10 inch basement wall.",
  form: "contact",
  page: "services/wall-sawing",
};

describe("contact payload", () => {
  it("accepts a complete request and trims values", () => {
    const parsed = contactPayloadSchema.parse({ ...valid, name: "  Dana  " });
    expect(parsed).toMatchObject({ ...valid, name: "Dana" });
  });

  it("makes an empty service choice undefined (the service is optional)", () => {
    expect(contactPayloadSchema.parse({ ...valid, service: "" }).service).toBeUndefined();
    expect(contactPayloadSchema.parse({ ...valid, service: undefined }).service).toBeUndefined();
  });

  it("defaults the form to the contact section and leaves the page optional", () => {
    const parsed = contactPayloadSchema.parse({ ...valid, form: undefined, page: undefined });
    expect(parsed.form).toBe("contact");
    expect(parsed.page).toBeUndefined();
  });

  it.each([
    ["name", { name: "" }, "Please enter your name"],
    ["name", { name: "   " }, "Please enter your name"],
    ["name", { name: undefined }, "Please enter your name"],
    ["name", { name: "x".repeat(101) }, "Please keep the name under 100 characters"],
    ["email", { email: "dana" }, "Please enter a valid e-mail address"],
    ["email", { email: "" }, "Please enter a valid e-mail address"],
    [
      "email",
      { email: "dana@example.test\r\nBcc: x@y.test" },
      "Please enter a valid e-mail address",
    ],
    ["phone", { phone: "" }, "Please enter a phone number we can call"],
    ["phone", { phone: "call me" }, "Please enter a phone number we can call"],
    ["phone", { phone: "555-0100" }, "Please enter a phone number we can call, with the area code"],
    ["message", { message: "" }, "Please describe the job"],
    ["message", { message: "x".repeat(5001) }, "Please keep the description under 5000 characters"],
    ["service", { service: "demolition" }, "Please choose a service from the list"],
    ["form", { form: "footer" }, "Unknown form"],
    ["page", { page: "../etc/passwd" }, "Invalid page"],
    ["utm", { utm: { source: "x" } }, "Invalid campaign tags"],
  ])("rejects a bad %s with a message a visitor understands", (field, change, message) => {
    const result = contactPayloadSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(message);
  });

  it.each(["416-555-0100", "+1 (416) 555-0100", "416.555.0100 ext. 12", "+44 20 7946 0958"])(
    "accepts the phone number %s",
    (phone) => {
      expect(contactPayloadSchema.safeParse({ ...valid, phone }).success).toBe(true);
    },
  );

  it("accepts the calculator's answers, summary and estimate, and utm tags", () => {
    const parsed = contactPayloadSchema.parse({
      ...valid,
      utm: { utm_source: "newsletter", utm_campaign: "spring" },
      calculator: {
        answers: { service: "coring", cor_diameter: "D4", cor_holes: 3 },
        summary: [{ label: "Diameter", value: "4 in" }],
        estimate: 390,
      },
    });
    expect(parsed.calculator?.estimate).toBe(390);
    expect(parsed.utm).toEqual({ utm_source: "newsletter", utm_campaign: "spring" });
  });
});

describe("contact request", () => {
  const key = "3b241101-e2bb-4255-8caf-4136c566a962";

  it("takes an optional idempotency key and defaults the robot token to empty", () => {
    const parsed = contactRequestSchema.parse({ payload: valid, idempotencyKey: key });
    expect(parsed.recaptchaToken).toBe("");
    // The spec's own body (payload and recaptchaToken only) is valid.
    expect(contactRequestSchema.safeParse({ payload: valid, recaptchaToken: "t" }).success).toBe(
      true,
    );
    const wrong = contactRequestSchema.safeParse({ payload: valid, idempotencyKey: "nope" });
    expect(wrong.success).toBe(false);
    if (!wrong.success) expect(firstIssue(wrong.error).field).toBe("idempotencyKey");
  });

  it.each([
    [
      "a bidi override in the name is removed",
      { name: "Dana \u202EelpmaxE" },
      "name",
      "Dana elpmaxE",
    ],
    ["zero-width characters are removed", { name: "Da\u200Bna" }, "name", "Dana"],
    [
      "a message keeps its line breaks and tabs",
      { message: "Line one\n\tLine two" },
      "message",
      "Line one\n\tLine two",
    ],
  ] as const)("%s", (_, overrides, field, expected) => {
    const parsed = contactRequestSchema.parse({ payload: { ...valid, ...overrides } });
    expect(parsed.payload[field]).toBe(expected);
  });

  it("names the field path of the first problem", () => {
    const result = contactRequestSchema.safeParse({
      payload: { ...valid, email: "nope" },
      idempotencyKey: key,
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstIssue(result.error)).toEqual({
        field: "payload.email",
        message: "Please enter a valid e-mail address",
      });
    }
  });

  it("rejects a body that is not an object", () => {
    const result = contactRequestSchema.safeParse("hello");
    expect(result.success).toBe(false);
    if (!result.success)
      expect(firstIssue(result.error).message).toBe("The request body must be a JSON object");
  });
});

describe("service options", () => {
  it("lists the six services of the spec", () => {
    expect(SERVICE_OPTIONS.map((option) => option.value)).toEqual([
      "concrete-cutting",
      "wall-sawing",
      "core-drilling",
      "wire-sawing",
      "slab-sawing",
      "bank-vault",
    ]);
    expect(serviceLabel("bank-vault")).toBe("Bank Vault Demolition");
    expect(serviceLabel("unknown")).toBeUndefined();
  });
});
