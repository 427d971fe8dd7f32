/**
 * The production server (scripts/serve.mjs) decides the client address from the socket: a
 * forged X-Forwarded-For changes nothing without TRUST_PROXY, and with TRUST_PROXY=1 the entry
 * the proxy appended counts. Each case starts its own server with a rate limit of 2.
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { startOwnServer } from "./own-server";

function startServer(env: Record<string, string>) {
  return startOwnServer({ CAPTCHA_PROVIDER: "none", RATE_LIMIT_POINTS: "2", ...env }, 30_000);
}

const body = (n: number) =>
  JSON.stringify({
    payload: {
      name: "Dana Tester",
      email: `dana.limit${n}@example.test`,
      phone: "(416) 555-0123",
      message: "Three cores through a basement slab.",
    },
    recaptchaToken: "",
  });

async function post(origin: string, n: number, forwardedFor: string) {
  const response = await fetch(`${origin}/api/email`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: body(n),
  });
  return response.status;
}

test("without TRUST_PROXY a forged X-Forwarded-For does not get round the rate limit", async () => {
  test.setTimeout(90_000);
  const server = await startServer({});
  try {
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push(await post(server.origin, n, `198.51.100.${n}`));
    expect(statuses).toEqual([200, 200, 429, 429]);
  } finally {
    await server.stop();
  }
});

test("behind one trusted proxy the address the proxy appended is the client", async () => {
  test.setTimeout(90_000);
  const server = await startServer({ TRUST_PROXY: "1" });
  try {
    const statuses = [];
    for (let n = 0; n < 3; n++)
      statuses.push(await post(server.origin, n, `10.9.9.9, 198.51.100.${n}`));
    // Three clients as the proxy saw them: none is limited; the same one again and again is.
    expect(statuses).toEqual([200, 200, 200]);
    const same = [];
    for (let n = 3; n < 6; n++) same.push(await post(server.origin, n, "198.51.100.77"));
    expect(same).toEqual([200, 200, 429]);
  } finally {
    await server.stop();
  }
});

test("every answer carries the security headers, also a malformed URL's and an API error", async () => {
  test.setTimeout(90_000);
  const server = await startServer({});
  try {
    for (const path of ["/", "/%ff", "/no-such-page", "/api/email"]) {
      // A new connection each time: an answer to a malformed URL may close its connection.
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
        http
          .get(`${server.origin}${path}`, { agent: false }, (response) => {
            response.resume();
            resolve(response.headers);
          })
          .on("error", reject);
      });
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"], path).toMatch(/^max-age=\d+/);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
  } finally {
    await server.stop();
  }
});
