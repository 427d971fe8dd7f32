/**
 * Puts the security headers on one answer of the production server (scripts/serve.mjs), with
 * the Content-Security-Policy made for that answer. An HTML answer is held until it is
 * complete, so its policy can list the hashes of its inline scripts and styles; every other
 * answer streams as it comes, with the policy that allows no inline code.
 *
 * The wrapper sits below Next.js's `compression` middleware (which wraps the same methods on
 * the response later, inside the request handler), so it sees the bytes that go on the wire:
 * a gzip or deflate body is decoded to hash it and sent as it was.
 */
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { inlineHashes } from "./inline-hashes.mjs";

const CSP = "content-security-policy";
const NO_INLINE = Object.freeze({ scriptHashes: [], styleHashes: [] });

/**
 * Answers a browser never shows as a page: scripts, stylesheets, raster images, fonts and
 * WebAssembly. (HTML, JSON or a PDF can be opened as a document, so they keep all; an SVG is one
 * too, with the policy of SVG_POLICY.)
 */
const SUBRESOURCE_TYPE =
  /^\s*(?:(?:text|application)\/javascript|text\/css|image\/(?:png|jpeg|webp|avif|gif)|font\/|application\/wasm)\b/i;
/**
 * Headers only a document reads: a policy, framing, features, its opener. On a subresource they
 * do nothing, and each such answer would carry about 1 KB of them (a page loads 10 to 20).
 */
const PAGE_ONLY = ["x-frame-options", "permissions-policy", "cross-origin-opener-policy"];
const DOCUMENT_ONLY = [CSP, ...PAGE_ONLY];
/**
 * An SVG opened on its own is a document, so it gets a policy, but not the pages' one: the
 * site's drawings load nothing and run nothing, so it allows nothing but their style attributes
 * and sandboxes them. It is 78 bytes where the pages' is 300 or more, on each of the 6 to 10
 * drawings a page shows. Nothing in one can be framed, ask for a feature or have an opener, so
 * the other page-only headers are left off.
 */
const SVG_TYPE = /^\s*image\/svg\+xml\b/i;
export const SVG_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

const DECODERS = {
  gzip: zlib.gunzipSync,
  "x-gzip": zlib.gunzipSync,
  deflate: zlib.inflateSync,
  br: zlib.brotliDecompressSync,
};

/** The HTML of a body as sent, or null when its encoding is one we cannot read. */
function decodedHtml(body, contentEncoding) {
  const encoding = String(contentEncoding ?? "identity")
    .trim()
    .toLowerCase();
  if (encoding === "identity" || encoding === "") return body.toString("utf8");
  const decode = DECODERS[encoding];
  return decode ? decode(body).toString("utf8") : null;
}

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");

/** writeHead(status, [reason], [headers]) puts its headers on the response, as Node would. */
function applyHeadArguments(res, args) {
  const [statusCode, second, third] = args;
  res.statusCode = statusCode;
  const reason = typeof second === "string" ? second : undefined;
  const headers = typeof second === "string" ? third : second;
  if (Array.isArray(headers)) {
    const pairs = Array.isArray(headers[0])
      ? headers
      : headers.flatMap((value, i) => (i % 2 === 0 ? [[value, headers[i + 1]]] : []));
    for (const [name, value] of pairs) res.setHeader(name, value);
  } else if (headers) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  }
  return reason === undefined ? [statusCode] : [statusCode, reason];
}

/**
 * Makes the function serve.mjs calls for each request before Next.js's handler.
 *
 * Most pages are prerendered and Next.js tags each with an ETag computed from its HTML, so the
 * hashes of a page seen once are remembered by path and ETag: the next answer for that page
 * gets its policy at once and streams without being held or decoded, and a 304 or a HEAD for
 * it carries the same policy. Pages rendered per request (/search) have no ETag and are hashed
 * every time.
 *
 * @param {{
 *   headers: readonly (readonly [string, string])[],
 *   policy: (hashes: { scriptHashes: string[], styleHashes: string[] }) => string,
 *   onError?: (error: unknown) => void,
 *   remember?: number,
 * }} options
 */
export function securityResponder({ headers, policy, onError = console.error, remember = 500 }) {
  const pages = new LRUCache({ max: remember });
  return (req, res) => secureResponse(req, res, { headers, policy, onError, pages });
}

function secureResponse(req, res, { headers, policy, onError, pages }) {
  for (const [name, value] of headers) res.setHeader(name, value);
  const real = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  /** open: nothing sent yet; pass: headers went out; hold: an HTML body is being collected. */
  let state = "open";
  let head = [];
  let rememberAs;
  const chunks = [];

  // Called once, when the answer's status and headers are final.
  function decide() {
    const status = res.statusCode;
    const etag = res.getHeader("etag");
    const key = typeof etag === "string" ? `${(req.url ?? "").split("?")[0]} ${etag}` : undefined;
    const known = key === undefined ? undefined : pages.get(key);
    if (known) {
      res.setHeader(CSP, policy(known));
      return "pass";
    }
    // A 304 revalidates a page the browser keeps with the policy that came with it (hashes of
    // that body); the browser would replace it with one sent here, so none is sent.
    if (status === 304) {
      res.removeHeader(CSP);
      return "pass";
    }
    const type = String(res.getHeader("content-type") ?? "");
    if (SUBRESOURCE_TYPE.test(type)) {
      for (const name of DOCUMENT_ONLY) res.removeHeader(name);
      return "pass";
    }
    if (SVG_TYPE.test(type)) {
      for (const name of PAGE_ONLY) res.removeHeader(name);
      res.setHeader(CSP, SVG_POLICY);
      return "pass";
    }
    const html = /^\s*text\/html\b/i.test(type);
    if (html && status >= 200 && status !== 204) {
      // A HEAD answer has no body to hash: remembering it would drop the page's hashes.
      rememberAs = req.method === "GET" ? key : undefined;
      return "hold";
    }
    res.setHeader(CSP, policy(NO_INLINE));
    return "pass";
  }

  res.writeHead = function writeHead(...args) {
    if (state === "pass") return real.writeHead.apply(this, args);
    const statusArgs = applyHeadArguments(this, args);
    if (state === "open") state = decide();
    if (state === "hold") {
      head = statusArgs;
      return this;
    }
    return real.writeHead.apply(this, statusArgs);
  };

  res.flushHeaders = function flushHeaders() {
    if (state === "open") this.writeHead(this.statusCode);
    if (state === "pass") real.flushHeaders.call(this);
  };

  res.write = function write(chunk, encoding, callback) {
    if (state === "open") this.writeHead(this.statusCode);
    if (state !== "hold") return real.write.call(this, chunk, encoding, callback);
    if (chunk != null) chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };

  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === "function") [chunk, encoding, callback] = [undefined, undefined, chunk];
    if (typeof encoding === "function") [encoding, callback] = [undefined, encoding];
    if (state === "open") this.writeHead(this.statusCode);
    if (state !== "hold") return real.end.call(this, chunk, encoding, callback);
    if (chunk != null) chunks.push(toBuffer(chunk, encoding));
    state = "pass";
    const body = Buffer.concat(chunks);
    let hashes = NO_INLINE;
    try {
      const html = decodedHtml(body, this.getHeader("content-encoding"));
      if (html === null)
        throw new Error(`cannot read a ${this.getHeader("content-encoding")} body`);
      hashes = inlineHashes(html);
      if (rememberAs !== undefined) pages.set(rememberAs, hashes);
    } catch (error) {
      // Fail closed: the page's inline scripts are refused rather than allowed wholesale.
      onError(error);
    }
    this.setHeader(CSP, policy(hashes));
    if (req.method !== "HEAD" || body.length > 0) this.setHeader("content-length", body.length);
    real.writeHead.apply(this, head);
    return real.end.call(this, body, callback);
  };
}
