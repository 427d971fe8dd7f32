import { describe, expect, it } from "vitest";
import {
  exceptionMessage,
  readJsonBody,
  responseErrorMessage,
  SUCCESS_MESSAGES,
} from "@/features/contact/messages";

describe("responseErrorMessage", () => {
  it.each<[number, unknown, string]>([
    [
      400,
      { error: "Please enter a valid e-mail address", field: "payload.email" },
      "Please enter a valid e-mail address",
    ],
    [
      429,
      { error: "Too many requests from your address." },
      "Too many requests from your address.",
    ],
    [500, { error: "" }, "Request failed with 500"],
    [502, { error: 42 }, "Request failed with 502"],
    [503, { message: "not the field we read" }, "Request failed with 503"],
    [404, undefined, "Request failed with 404"],
    [500, null, "Request failed with 500"],
    [500, "Internal Server Error", "Request failed with 500"],
  ])("status %i with body %j -> %j", (status, body, expected) => {
    expect(responseErrorMessage(status, body)).toBe(expected);
  });
});

describe("exceptionMessage", () => {
  it.each<[unknown, string]>([
    [new TypeError("Failed to fetch"), "Failed to fetch"],
    [new Error(""), "Something went wrong"],
    ["offline", "offline"],
    [undefined, "Something went wrong"],
    [{ message: "not an Error" }, "Something went wrong"],
  ])("%j -> %j", (error, expected) => {
    expect(exceptionMessage(error)).toBe(expected);
  });
});

describe("readJsonBody", () => {
  it("reads JSON and gives undefined for anything else", async () => {
    expect(await readJsonBody(Response.json({ error: "x" }))).toEqual({ error: "x" });
    expect(await readJsonBody(new Response("<html>", { status: 502 }))).toBeUndefined();
    expect(await readJsonBody(new Response(null, { status: 500 }))).toBeUndefined();
  });
});

describe("success messages", () => {
  it("thank the contact section's visitors and answer the short forms briefly", () => {
    expect(SUCCESS_MESSAGES).toEqual({
      contact: "Thank you for your submission! We will get back to you soon.",
      hero: "Sent! We will get back to you shortly.",
      equipment: "Sent! We will get back to you shortly.",
    });
  });
});
