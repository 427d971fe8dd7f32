import { describe, expect, it } from "vitest";
import { clientAddress, PEER_ADDRESS_HEADER, rateLimitKey } from "@/server/http/request";

function request(headers: Record<string, string>): Request {
  return new Request("http://localhost:3000/api/email", { headers });
}

/** "14,000 x" in a table stands for that many characters (kept out of the test names). */
const expand = (text: string) => (text === "14,000 x" ? "x".repeat(14_000) : text);

const fromProxy = (forwardedFor: string) => ({
  [PEER_ADDRESS_HEADER]: "127.0.0.1",
  "x-forwarded-for": forwardedFor,
});

describe("clientAddress takes X-Forwarded-For only as a valid IP", () => {
  it.each([
    // The hostile tester's keys: free text of any length was the limiter key verbatim.
    ["14,000 x", "127.0.0.1"],
    ["not-an-address", "127.0.0.1"],
    ["203.0.113.7 OR 1=1", "127.0.0.1"],
    // Numeric spellings other than the dotted quad are refused, not reinterpreted.
    ["0x7f.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["203.0.113.256", "127.0.0.1"],
    ["", "127.0.0.1"],
    // Valid entries are kept, in one spelling.
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["[2001:DB8::1]", "2001:0db8:0000:0000:0000:0000:0000:0001"],
    // The client wrote the left entry; the proxy appended the right one.
    ["garbage, 203.0.113.9", "203.0.113.9"],
  ])("X-Forwarded-For %s from a local proxy -> %s", (header, expected) => {
    expect(clientAddress(request(fromProxy(expand(header))), 1)).toBe(expected);
  });

  it("ignores the header when the connection comes from a public address (no proxy there)", () => {
    const direct = { [PEER_ADDRESS_HEADER]: "198.51.100.20", "x-forwarded-for": "203.0.113.7" };
    expect(clientAddress(request(direct), 1)).toBe("198.51.100.20");
  });

  it("believes a proxy on a private network", () => {
    const lan = { [PEER_ADDRESS_HEADER]: "10.1.2.3", "x-forwarded-for": "203.0.113.7" };
    expect(clientAddress(request(lan), 1)).toBe("203.0.113.7");
  });
});

describe("rateLimitKey never keys by free text", () => {
  it.each([
    ["14,000 x", "unknown"],
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:0db8:0001:0002::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002::/64"],
  ])("%s -> %s", (address, key) => {
    expect(rateLimitKey(expand(address))).toBe(key);
  });
});
