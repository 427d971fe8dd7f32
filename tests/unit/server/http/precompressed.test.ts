import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedStatic } from "@/server/http/precompressed.mjs";
import { precompress } from "../../../../scripts/precompress.mjs";
import { send } from "../../../e2e/loopback-client";

/**
 * The build's gzip copies (scripts/precompress.mjs, real Zopfli) served by the production
 * server's handler on a real Node server; whatever it leaves alone reaches the fallback, which
 * stands for Next.js. The script is a real one, so the sizes compare as a chunk's would.
 */
const SCRIPT = fs.readFileSync(
  path.join(process.cwd(), "node_modules/react/cjs/react.production.js"),
  "utf8",
);
let parent: string;
let dir: string;
let base: string;
let server: http.Server;

beforeAll(async () => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  dir = path.join(parent, "static");
  fs.mkdirSync(path.join(dir, "chunks"), { recursive: true });
  fs.writeFileSync(path.join(dir, "chunks", "a.js"), SCRIPT);
  fs.writeFileSync(path.join(dir, "chunks", "b.css"), `.a{color:red}`.repeat(200));
  fs.writeFileSync(path.join(dir, "chunks", "small.js"), "self.x=1");
  fs.writeFileSync(path.join(dir, "chunks", "data.json"), JSON.stringify({ a: "b".repeat(4000) }));
  fs.writeFileSync(path.join(dir, "chunks", "removed.js"), SCRIPT);
  // A copy whose file is gone (an earlier build's): never served.
  fs.writeFileSync(path.join(dir, "chunks", "gone.js.gz"), zlib.gzipSync("old"));
  fs.writeFileSync(path.join(parent, "outside.js"), SCRIPT);
  fs.writeFileSync(path.join(parent, "outside.js.gz"), zlib.gzipSync(SCRIPT));
  await precompress(dir);

  const serve = precompressedStatic(dir);
  // Gone after the server started (it reads the build's copies once).
  fs.rmSync(path.join(dir, "chunks", "removed.js"));
  fs.rmSync(path.join(dir, "chunks", "removed.js.gz"));
  server = http.createServer((req, res) => {
    if (serve(req, res)) return;
    res.writeHead(299, { "content-type": "text/plain" }).end("fallback");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  fs.rmSync(parent, { recursive: true, force: true });
});

/** Raw answers (fetch() would decode the body, and these tests look at the bytes sent). */
const get = (target: string, headers: Record<string, string> = {}, method = "GET") =>
  send(`${base}${target}`, { headers, method });

const GZIP = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("precompress", () => {
  it("writes a gzip copy of each script and stylesheet of 1 KB or more, smaller than zlib's best", () => {
    const copy = fs.readFileSync(path.join(dir, "chunks", "a.js.gz"));
    expect(zlib.gunzipSync(copy).toString()).toBe(SCRIPT);
    expect(copy.length).toBeLessThan(zlib.gzipSync(SCRIPT, { level: 9 }).length);
    expect(fs.existsSync(path.join(dir, "chunks", "b.css.gz"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "chunks", "small.js.gz"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "chunks", "data.json.gz"))).toBe(false);
  });
});

describe("precompressedStatic", () => {
  it("sends the copy to a browser that accepts gzip, as the script's own type, cached for a year", async () => {
    const res = await get("/_next/static/chunks/a.js", GZIP);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.body.equals(fs.readFileSync(path.join(dir, "chunks", "a.js.gz")))).toBe(true);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);

    const css = await get("/_next/static/chunks/b.css?v=1", GZIP);
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(zlib.gunzipSync(css.body).toString()).toBe(`.a{color:red}`.repeat(200));
  });

  it("answers a repeat request by its ETag with 304, a HEAD without a body, a range of the copy", async () => {
    const first = await get("/_next/static/chunks/a.js", GZIP);
    const again = await get("/_next/static/chunks/a.js", {
      ...GZIP,
      "if-none-match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await get("/_next/static/chunks/a.js", GZIP, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.length).toBe(0);

    const range = await get("/_next/static/chunks/a.js", { ...GZIP, range: "bytes=0-9" });
    expect(range.status).toBe(206);
    expect(range.body.equals(first.body.subarray(0, 10))).toBe(true);
  });

  it.each([
    ["no Accept-Encoding", "/_next/static/chunks/a.js", {}],
    ["gzip refused with q=0", "/_next/static/chunks/a.js", { "accept-encoding": "br, gzip;q=0" }],
    [
      "gzip refused, anything else taken",
      "/_next/static/chunks/a.js",
      { "accept-encoding": "gzip;q=0, *" },
    ],
    ["only identity accepted", "/_next/static/chunks/a.js", { "accept-encoding": "identity" }],
    ["a file with no copy", "/_next/static/chunks/small.js", GZIP],
    ["a copy whose file is gone", "/_next/static/chunks/gone.js", GZIP],
    ["a missing file", "/_next/static/chunks/none.js", GZIP],
    ["another type", "/_next/static/chunks/data.json", GZIP],
    ["another path", "/chunks/a.js", GZIP],
    ["a path out of the directory", "/_next/static/../outside.js", GZIP],
    ["an encoded path out of it", "/_next/static/%2e%2e/outside.js", GZIP],
    ["a malformed escape", "/_next/static/chunks/%E0%A4%A.js", GZIP],
  ])("leaves %s to Next.js", async (_, target, headers) => {
    const res = await get(target, headers);
    expect(res.status).toBe(299);
    expect(res.body.toString()).toBe("fallback");
  });

  it("leaves every method but GET and HEAD to Next.js", async () => {
    expect((await get("/_next/static/chunks/a.js", GZIP, "POST")).status).toBe(299);
  });

  it("takes any coding (*) as gzip, and answers 404 for a copy removed since it started", async () => {
    const any = await get("/_next/static/chunks/a.js", { "accept-encoding": "*" });
    expect(any.headers["content-encoding"]).toBe("gzip");
    expect((await get("/_next/static/chunks/removed.js", GZIP)).status).toBe(404);
  });
});
