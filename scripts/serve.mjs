#!/usr/bin/env node
// The production HTTP server: Next.js behind Node's own http server, so each request carries
// the address of the socket it came from. Next.js alone keeps any X-Forwarded-For a client
// sends, which would let a client choose its own address for the rate limit; the route
// handlers read PEER_HEADER instead, and trust X-Forwarded-For only as far as TRUST_PROXY says.
import fs from "node:fs";
import http from "node:http";
import next from "next";
import {
  contentSecurityPolicy,
  robotCheckSources,
} from "../src/server/http/content-security-policy.mjs";
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
} from "../src/server/http/admin-content-security-policy.mjs";
import { everyAnswerHeaders } from "../src/server/http/build-headers.mjs";
import { altchaStyleHash } from "../src/server/http/inline-hashes.mjs";
import { isMalformedPath } from "../src/server/http/malformed-url.mjs";
import { precompressedStatic } from "../src/server/http/precompressed.mjs";
import proxyHeaders from "../src/server/http/proxy-headers.json" with { type: "json" };
import { securityResponder } from "../src/server/http/secure-response.mjs";

/** Set here on every request, from the socket; a value the client sent is overwritten. */
const PEER_HEADER = proxyHeaders.peerAddress;

const port = Number(process.env.PORT ?? 3000);
// Behind a reverse proxy HOST=127.0.0.1 keeps the port off the network, so nobody can reach
// the server directly with a forged X-Forwarded-For. Unset: every interface, as before.
const host = process.env.HOST || undefined;
// The configuration `next build` resolved, handed over as Next's own standalone server does:
// otherwise each start transpiles next.config.ts with SWC, whose 26 MB native module then stays
// resident (docs/benchmarks.md, memory). start.mjs rebuilds whenever the config could differ.
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(
  JSON.parse(fs.readFileSync(".next/required-server-files.json", "utf8")).config,
);
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * The security headers of every route, as the build recorded them from next.config.ts
 * (src/server/http/security-headers.ts), set here on every answer too, so that the ones
 * Next.js makes without its header rules (a malformed URL's 400) carry them as well.
 */
const SECURITY_HEADERS = everyAnswerHeaders().map(({ key, value }) => [key, value]);

/**
 * The Content-Security-Policy, made per answer (src/server/http/secure-response.mjs): the
 * robot-check provider is read here, at run time, after Next.js has loaded the .env files; an
 * HTML answer's inline scripts are allowed by their hashes.
 */
const robotCheck = robotCheckSources(process.env, {
  altchaStyleHashes: [altchaStyleHash()].filter(Boolean),
});
if (robotCheck.provider === "altcha" && robotCheck.styles.length === 0) {
  console.warn("[server] the ALTCHA widget's style was not found: its <style> will be refused");
}
const secure = securityResponder({
  headers: SECURITY_HEADERS,
  policy: (hashes) => contentSecurityPolicy({ robotCheck, ...hashes }),
  onError: (error) => console.error("[server] content security policy:", error),
});

// The content editor at /admin has its own, wider policy; the public pages' stays as above.
const adminPolicy = adminContentSecurityPolicy(process.env);
const secureAdmin = securityResponder({
  headers: SECURITY_HEADERS,
  policy: () => adminPolicy,
  onError: (error) => console.error("[server] content security policy:", error),
});

// The build's gzip copies of its scripts and stylesheets (scripts/precompress.mjs).
const servePrecompressed = precompressedStatic(".next/static");

const server = http.createServer((req, res) => {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? "";
  (ADMIN_PATH.test(req.url ?? "") ? secureAdmin : secure)(req, res);
  if (isMalformedPath(req.url)) {
    res.writeHead(400, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
    });
    res.end("Bad request: the address is not valid.\n");
    return;
  }
  if (servePrecompressed(req, res)) return;
  handle(req, res);
});
// Slow or idle clients must not hold sockets open for ever.
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
server.keepAliveTimeout = 5_000;
server.listen(port, host, () => console.log(`Ready on ${host ?? "every interface"}, port ${port}`));

// On a stop: no new connections, let the requests in flight and the mail dispatcher finish
// what they started, then close the store (the runtime lives in Next.js's bundle;
// src/server/runtime.ts keeps it under this key).
const RUNTIME_KEY = Symbol.for("straightcut.server-runtime");
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(0), 15_000).unref();
    // Requests already being answered finish first (a quote being stored is not cut off by an
    // update's restart); idle keep-alive connections close now, busy ones as soon as their
    // answer is sent (Node would otherwise keep them for keepAliveTimeout before closing).
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
    });
    await globalThis[RUNTIME_KEY]?.close().catch((error) => console.error("[server] stop:", error));
    process.exit(0);
  });
}
