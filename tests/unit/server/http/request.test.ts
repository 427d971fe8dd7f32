import { describe, expect, it } from "vitest";
import {
  BodyTooLargeError,
  clientAddress,
  PEER_ADDRESS_HEADER,
  rateLimitKey,
  isCrossSite,
  isJsonContentType,
  readBodyWithLimit,
} from "@/server/http/request";

function request(headers: Record<string, string>, body?: BodyInit): Request {
  const init: RequestInit & { duplex?: "half" } = { method: "POST", headers, body };
  if (body instanceof ReadableStream) init.duplex = "half";
  return new Request("http://localhost:3000/api/email", init);
}

function chunks(sizes: number[]): ReadableStream<Uint8Array> {
  const queue = [...sizes];
  return new ReadableStream({
    pull(controller) {
      const size = queue.shift();
      if (size === undefined) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
}

describe("isJsonContentType", () => {
  it.each([
    ["application/json", true],
    ["application/json; charset=utf-8", true],
    ["Application/JSON", true],
    ["text/plain", false],
    ["application/x-www-form-urlencoded", false],
    ["multipart/form-data; boundary=x", false],
  ])("%s -> %s", (type, expected) => {
    expect(isJsonContentType(request({ "content-type": type }))).toBe(expected);
  });

  it("refuses a request without a content type", () => {
    expect(isJsonContentType(request({}))).toBe(false);
  });
});

describe("readBodyWithLimit", () => {
  it("reads a body under the limit", async () => {
    expect(await readBodyWithLimit(request({}, '{"a":"é"}'), 100)).toBe('{"a":"é"}');
  });

  it("counts the bytes of a chunked body without Content-Length", async () => {
    await expect(readBodyWithLimit(request({}, chunks([40, 40, 40])), 100)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
    expect(await readBodyWithLimit(request({}, chunks([50, 50])), 100)).toHaveLength(100);
  });

  it("refuses a declared length over the limit before reading", async () => {
    const declared = request({ "content-length": "5000" }, chunks([10]));
    await expect(readBodyWithLimit(declared, 100)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("counts bytes, not characters", async () => {
    await expect(readBodyWithLimit(request({}, "é".repeat(60)), 100)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    );
  });
});

describe("clientAddress", () => {
  const peer = (address: string) => ({ [PEER_ADDRESS_HEADER]: address });
  it.each([
    [{}, 0, "unknown"],
    [peer("203.0.113.7"), 0, "203.0.113.7"],
    [peer("::ffff:203.0.113.7"), 0, "203.0.113.7"],
    [peer("2001:DB8::1"), 0, "2001:0db8:0000:0000:0000:0000:0000:0001"],
    [peer("fe80::1%eth0"), 0, "fe80:0000:0000:0000:0000:0000:0000:0001"],
    // Without a trusted proxy, X-Forwarded-For is the client's word and changes nothing.
    [{ ...peer("203.0.113.7"), "x-forwarded-for": "1.1.1.1" }, 0, "203.0.113.7"],
    [{ "x-forwarded-for": "1.1.1.1" }, 0, "unknown"],
    // One trusted proxy: the entry it appended (the last) is the client; one written before is not.
    [{ ...peer("10.0.0.2"), "x-forwarded-for": "1.1.1.1, 203.0.113.7" }, 1, "203.0.113.7"],
    // Two proxies: the client is the second entry from the right.
    [
      { ...peer("10.0.0.3"), "x-forwarded-for": "1.1.1.1, 203.0.113.7, 10.0.0.2" },
      2,
      "203.0.113.7",
    ],
    [{ ...peer("10.0.0.3"), "x-forwarded-for": "203.0.113.7" }, 3, "203.0.113.7"],
    [peer("10.0.0.2"), 1, "10.0.0.2"],
  ])("%j with %i trusted proxies -> %s", (headers, trust, expected) => {
    expect(clientAddress(request(headers), trust)).toBe(expected);
  });
});

describe("rateLimitKey", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:0db8:0001:0002::/64"],
    ["2001:db8:1:2:ffff::9", "2001:0db8:0001:0002::/64"],
    ["unknown", "unknown"],
  ])("%s is counted as %s", (address, key) => {
    expect(rateLimitKey(address)).toBe(key);
  });
});

describe("isCrossSite", () => {
  const site = "https://straightcut.example";
  it.each([
    [{}, false],
    [{ "sec-fetch-site": "same-origin" }, false],
    [{ origin: "http://localhost:3000", host: "localhost:3000" }, false],
    [{ origin: "https://straightcut.example", host: "internal:3000" }, false],
    [{ origin: "https://elsewhere.example", host: "localhost:3000" }, true],
    [{ origin: "null", host: "localhost:3000" }, true],
    [{ "sec-fetch-site": "cross-site" }, true],
    [{ "sec-fetch-site": "cross-site", origin: "https://straightcut.example" }, true],
    [{ origin: "not a url" }, true],
    // The scheme and the port count, not only the host name.
    [{ origin: "https://localhost:3000", host: "localhost:3000" }, true],
    [{ origin: "http://localhost:3001", host: "localhost:3000" }, true],
  ])("%j -> %s", (headers, expected) => {
    expect(isCrossSite(request(headers), site, 0)).toBe(expected);
  });

  it("trusts X-Forwarded-Host only behind a trusted proxy", () => {
    const headers = {
      origin: "https://www.straightcut.example",
      host: "app:3000",
      "x-forwarded-host": "www.straightcut.example",
      "x-forwarded-proto": "https",
    };
    expect(isCrossSite(request(headers), site, 0)).toBe(true);
    expect(isCrossSite(request(headers), site, 1)).toBe(false);
  });
});
