import http from "node:http";

export interface TestHttpServer {
  url: string;
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

/**
 * A local HTTP server for stand-ins (the reCAPTCHA and Turnstile siteverify endpoints) and for
 * serving the admin handlers to the CLI: each request goes to `handle` as a Fetch Request.
 */
export async function startHttpServer(
  handle: (request: Request) => Promise<Response> | Response,
): Promise<TestHttpServer> {
  const requests: TestHttpServer["requests"] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({
        method: req.method ?? "GET",
        path: req.url ?? "/",
        headers: req.headers,
        body,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      try {
        const response = await handle(
          new Request(`http://${req.headers.host}${req.url}`, {
            method: req.method,
            headers,
            body: req.method === "GET" || req.method === "HEAD" ? undefined : body,
          }),
        );
        res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        res.writeHead(500);
        res.end(String(error));
      }
    });
  });
  const { url, close } = await listenOnLoopback(server);
  return { url, requests, close };
}

/**
 * Listens on 127.0.0.1 (port 0: a free one) and answers its URL and a close() that also drops
 * open keep-alive connections, so a test's teardown never waits on them.
 */
export async function listenOnLoopback(
  server: http.Server,
  port = 0,
): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A siteverify stand-in: answers each form-encoded verify request with `answer(params)`. */
export function siteverifyStandIn(
  answer: (params: URLSearchParams) => Record<string, unknown> | number,
) {
  return startHttpServer(async (request) => {
    if (request.method !== "POST") return new Response("method", { status: 405 });
    const params = new URLSearchParams(await request.text());
    const result = answer(params);
    return typeof result === "number"
      ? new Response("error", { status: result })
      : Response.json(result);
  });
}
