/**
 * Serves the build's gzip copies of its scripts and stylesheets (scripts/precompress.mjs) to a
 * browser that accepts gzip, for the production server (scripts/serve.mjs). Anything else (no
 * copy, no gzip accepted, another path or method) is left to Next.js, which compresses as before.
 */
import fs from "node:fs";
import path from "node:path";
import send from "send";

/** The extensions the build precompresses, with the Content-Type Next.js gives each. */
export const PRECOMPRESSED_TYPES = Object.freeze({
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
});

const PREFIX = "/_next/static/";

/** Whether an Accept-Encoding header allows gzip (RFC 9110 12.5.3: a q of 0 refuses it). */
export function acceptsGzip(header) {
  if (!header) return false;
  let star;
  for (const part of String(header).split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding === "gzip" || coding === "x-gzip") return allowed;
    if (coding === "*") star = allowed;
  }
  return star ?? false;
}

/**
 * A handler for the build in `staticDir` (.next/static): answers and returns true when the
 * request is for a file under /_next/static/ that has a gzip copy; returns false otherwise.
 */
export function precompressedStatic(staticDir) {
  const root = path.resolve(staticDir);
  return function servePrecompressed(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const pathname = (req.url ?? "").split("?")[0];
    if (!pathname.startsWith(PREFIX)) return false;
    const type = PRECOMPRESSED_TYPES[path.extname(pathname)];
    if (!type || !acceptsGzip(req.headers["accept-encoding"])) return false;
    const encoded = pathname.slice(PREFIX.length);
    let file;
    try {
      file = path.join(root, decodeURIComponent(encoded));
    } catch {
      return false;
    }
    // Only files of the build itself, and only while the file the copy was made from is there.
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) return false;
    if (!fs.existsSync(`${file}.gz`)) return false;

    res.setHeader("Vary", "Accept-Encoding");
    send(req, `${encoded}.gz`, { root, maxAge: "1y", immutable: true })
      .on("headers", (response) => {
        response.setHeader("Content-Type", type);
        response.setHeader("Content-Encoding", "gzip");
      })
      .on("error", (error) => {
        res.statusCode = error.status ?? 500;
        res.end();
      })
      .pipe(res);
    return true;
  };
}
