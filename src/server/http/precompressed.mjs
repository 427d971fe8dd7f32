/**
 * Serves the build's gzip copies of its scripts and stylesheets (scripts/precompress.mjs) to a
 * browser that accepts gzip, for the production server (scripts/serve.mjs). Anything else (no
 * copy, no gzip accepted, another path or method) is left to Next.js, which compresses as before.
 */
import fs from "node:fs";
import path from "node:path";
import Negotiator from "negotiator";
import send from "send";

/** The extensions the build precompresses, with the Content-Type Next.js gives each. */
export const PRECOMPRESSED_TYPES = Object.freeze({
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
});

const PREFIX = "/_next/static/";

/**
 * The files of `root` that have a gzip copy beside them, as URL paths below it. Read once: a
 * build never changes under a running server (a release is built in its own folder, `npm start`
 * builds before it serves), and a file missing later is answered 404 by `send`.
 */
function copiesIn(root) {
  let names;
  try {
    names = fs.readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return new Set();
  }
  const all = new Set(names.map((name) => name.split(path.sep).join("/")));
  return new Set(
    [...all].filter((name) => path.extname(name) in PRECOMPRESSED_TYPES && all.has(`${name}.gz`)),
  );
}

/**
 * A handler for the build in `staticDir` (.next/static): answers and returns true when the
 * request is for a file under /_next/static/ that has a gzip copy; returns false otherwise.
 */
export function precompressedStatic(staticDir) {
  const root = path.resolve(staticDir);
  const copies = copiesIn(root);
  return function servePrecompressed(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const pathname = (req.url ?? "").split("?")[0];
    const name = pathname.slice(PREFIX.length);
    // Only the build's own files: a name from the set, never one made of the request.
    if (!pathname.startsWith(PREFIX) || !copies.has(name)) return false;
    if (new Negotiator(req).encoding(["gzip"]) !== "gzip") return false;

    res.setHeader("Vary", "Accept-Encoding");
    send(req, `${name}.gz`, { root, maxAge: "1y", immutable: true })
      .on("headers", (response) => {
        response.setHeader("Content-Type", PRECOMPRESSED_TYPES[path.extname(name)]);
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
