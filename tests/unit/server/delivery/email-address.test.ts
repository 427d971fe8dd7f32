import { describe, expect, it } from "vitest";
import { normaliseEmailAddress } from "@/server/delivery/email-address";

describe("normaliseEmailAddress", () => {
  it.each([
    ["dana@example.test", "dana@example.test"],
    ["Dana@Example.TEST", "dana@example.test"],
    ["  DANA@EXAMPLE.TEST ", "dana@example.test"],
    ["dana@example.test.", "dana@example.test"],
    ["kunde@bücher.example", "kunde@xn--bcher-kva.example"],
    ["Kunde@BÜCHER.example", "kunde@xn--bcher-kva.example"],
    ["kunde@XN--BCHER-KVA.example", "kunde@xn--bcher-kva.example"],
    ['"a@b"@example.test', '"a@b"@example.test'],
  ])("%s -> %s", (address, expected) => {
    expect(normaliseEmailAddress(address)).toBe(expected);
  });
});
