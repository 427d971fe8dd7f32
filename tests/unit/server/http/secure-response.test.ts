import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineHashes, type InlineHashes } from "@/server/http/inline-hashes.mjs";
import { securityResponder, SVG_POLICY } from "@/server/http/secure-response.mjs";

/**
 * securityResponder on a real Node server, under the same `compression` middleware Next.js
 * puts on each response (next/dist/compiled/compression), answering the ways Next.js answers:
 * one end() with an ETag (a prerendered page), chunks after flushHeaders() (a page rendered per
 * request), writeHead with headers, 304, HEAD without a body.
 */
type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
const compression = createRequire(import.meta.url)(
  "next/dist/compiled/compression",
) as () => Middleware;

const HTML = [
  "<!DOCTYPE html><html><head><style>:root{--x:1}</style></head><body>",
  "<p>" + "Concrete cutting. ".repeat(200) + "</p>",
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  "<script>self.__next_f=[]</script>",
  '<script>self.__next_f.push([1,"page"])</script>',
  "</body></html>",
].join("");
const PAGE = inlineHashes(HTML);
const OTHER_HTML = "<!DOCTYPE html><html><body><script>other()</script></body></html>";

/** The policy states its inputs, so each answer shows what it was given. */
const policy = (hashes: InlineHashes) =>
  `script-src 'self' ${hashes.scriptHashes.join(" ")}; style-src-elem ${hashes.styleHashes.join(" ")}`;
const NO_INLINE = policy({ scriptHashes: [], styleHashes: [] });
const errors: unknown[] = [];

function answer(req: http.IncomingMessage, res: http.ServerResponse) {
  const html = () => res.setHeader("content-type", "text/html; charset=utf-8");
  const [, kind, name] = new URL(req.url ?? "/", "http://x").pathname.split("/");
  switch (kind) {
    case "page": {
      // Like Next.js's sendRenderResult: ETag, 304 on a match, no body for HEAD.
      html();
      res.setHeader("etag", `"${name}"`);
      if (req.headers["if-none-match"] === `"${name}"`) {
        res.statusCode = 304;
        return res.end();
      }
      res.setHeader("content-length", Buffer.byteLength(HTML));
      return res.end(req.method === "HEAD" ? null : HTML);
    }
    case "same-etag":
      // Another page that happens to carry the ETag of /page/seen.
      html();
      res.setHeader("etag", '"seen"');
      return res.end(OTHER_HTML);
    case "streamed": {
      html();
      res.flushHeaders();
      const half = HTML.length / 2;
      res.write(HTML.slice(0, half));
      return setTimeout(() => res.end(Buffer.from(HTML.slice(half))), 10);
    }
    case "write-head":
      res.writeHead(404, { "Content-Type": "text/html" });
      return res.end(HTML);
    case "json":
      res.setHeader("content-type", "application/json");
      return res.end(JSON.stringify({ ok: true, text: HTML }));
    case "asset": {
      const types: Record<string, string> = {
        js: "application/javascript; charset=UTF-8",
        css: "text/css; charset=UTF-8",
        png: "image/png",
        woff2: "font/woff2",
        svg: "image/svg+xml",
        pdf: "application/pdf",
      };
      res.setHeader("content-type", types[name ?? ""] ?? "application/octet-stream");
      return res.end("asset");
    }
    case "zstd":
      html();
      res.setHeader("content-encoding", "zstd");
      return res.end("not really zstd");
    default:
      res.statusCode = 400;
      return res.end("Bad Request");
  }
}

let origin = "";
let server: http.Server;
beforeAll(async () => {
  const secure = securityResponder({
    headers: [
      ["x-content-type-options", "nosniff"],
      ["x-frame-options", "DENY"],
      ["permissions-policy", "camera=()"],
      ["cross-origin-opener-policy", "same-origin"],
    ],
    policy,
    onError: (error) => errors.push(error),
  });
  server = http.createServer((req, res) => {
    secure(req, res);
    // Like Next.js: compression wraps the response after us, inside the request handler.
    if (!req.url?.includes("plain")) compression()(req, res, () => undefined);
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init);
const cspOf = (response: Response) => response.headers.get("content-security-policy");

describe("securityResponder", () => {
  it.each([
    ["gzip, one end()", "/page/a", { "accept-encoding": "gzip" }, "gzip"],
    ["deflate", "/page/b", { "accept-encoding": "deflate" }, "deflate"],
    ["no compression accepted", "/page/c", { "accept-encoding": "identity" }, null],
    ["no compression middleware", "/page/d?plain", {}, null],
    ["gzip, streamed after flushHeaders()", "/streamed", { "accept-encoding": "gzip" }, "gzip"],
    ["streamed, no compression middleware", "/streamed?plain", {}, null],
  ])(
    "an HTML page (%s): its inline scripts' and styles' hashes",
    async (_t, path, headers, encoding) => {
      const response = await get(path, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(await response.text()).toBe(HTML);
      expect(cspOf(response)).toBe(policy(PAGE));
      expect(PAGE.scriptHashes).toHaveLength(2);
      expect(PAGE.styleHashes).toHaveLength(1);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );

  it("keeps the status and headers given to writeHead", async () => {
    const response = await get("/write-head", { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html");
    expect(cspOf(response)).toBe(policy(PAGE));
  });

  it("sends an answer that is not HTML as it comes, with the policy without hashes", async () => {
    for (const path of ["/json", "/bad-url", "/json?plain"]) {
      const response = await get(path, { headers: { "accept-encoding": "gzip" } });
      await response.arrayBuffer();
      expect(cspOf(response), path).toBe(NO_INLINE);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("leaves the headers only a document reads off a script, a stylesheet, a raster image, a font and an SVG (but a policy of its own)", async () => {
    for (const kind of ["js", "css", "png", "woff2"]) {
      const response = await get(`/asset/${kind}`, { headers: { "accept-encoding": "gzip" } });
      expect(await response.text(), kind).toBe("asset");
      expect(response.headers.get("x-content-type-options"), kind).toBe("nosniff");
      for (const name of [
        "content-security-policy",
        "x-frame-options",
        "permissions-policy",
        "cross-origin-opener-policy",
      ]) {
        expect(response.headers.get(name), `${kind} ${name}`).toBeNull();
      }
    }
    // A PDF opened on its own is a document: it keeps them all.
    const pdf = await get("/asset/pdf");
    await pdf.arrayBuffer();
    expect(cspOf(pdf)).toBe(NO_INLINE);
    expect(pdf.headers.get("x-frame-options")).toBe("DENY");
    expect(pdf.headers.get("permissions-policy")).toBe("camera=()");
    // An SVG is one too, with a policy that lets nothing load or run, and nothing to frame, ask
    // for or open.
    const svg = await get("/asset/svg");
    await svg.arrayBuffer();
    expect(cspOf(svg)).toBe(SVG_POLICY);
    expect(SVG_POLICY).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(svg.headers.get("x-content-type-options")).toBe("nosniff");
    for (const name of ["x-frame-options", "permissions-policy", "cross-origin-opener-policy"]) {
      expect(svg.headers.get(name), `svg ${name}`).toBeNull();
    }
  });

  it("a 304 for a page not yet seen carries no policy: the browser keeps the one it has", async () => {
    const response = await get("/page/unseen", { headers: { "if-none-match": '"unseen"' } });
    expect(response.status).toBe(304);
    expect(response.headers.has("content-security-policy")).toBe(false);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("remembers a page by path and ETag: its 304, HEAD and next GET carry its hashes", async () => {
    const head = await get("/page/seen", { method: "HEAD" });
    expect(cspOf(head)).toBe(NO_INLINE); // nothing to hash yet, and nothing remembered
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(HTML)));
    expect(cspOf(await get("/page/seen"))).toBe(policy(PAGE));
    const notModified = await get("/page/seen", { headers: { "if-none-match": '"seen"' } });
    expect(notModified.status).toBe(304);
    expect(cspOf(notModified)).toBe(policy(PAGE));
    expect(cspOf(await get("/page/seen", { method: "HEAD" }))).toBe(policy(PAGE));
    const again = await get("/page/seen?utm_source=mail", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(await again.text()).toBe(HTML);
    expect(cspOf(again)).toBe(policy(PAGE));
    // The same ETag on another path is another page, hashed for itself.
    expect(cspOf(await get("/same-etag/x"))).toBe(policy(inlineHashes(OTHER_HTML)));
  });

  it("refuses every inline script when it cannot read the body (fails closed)", async () => {
    errors.length = 0;
    const response = await get("/zstd?plain");
    expect(cspOf(response)).toBe(NO_INLINE);
    expect(errors).toHaveLength(1);
  });
});
