import { OutboxStore } from "@/server/outbox/store";
import net from "node:net";
import { SMTPServer } from "smtp-server";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { PEER_ADDRESS_HEADER } from "@/server/http/request";
import { createRateLimiter } from "@/server/http/rate-limit";
import { mailSenders } from "@/server/mail/mail-sender";
import { OutboxDispatcher } from "@/server/outbox/dispatcher";
import {
  createSmtpTransport,
  MAIL_CONCURRENCY,
  SMTP_TIMEOUTS,
  type MailTransport,
} from "@/server/mail/transport";
import { testDatabases, truncateAll } from "../../../support/database";
import {
  LEADS_TO,
  pipelineDeps,
  postRequest,
  requestBody,
  testSite,
} from "../../../support/pipeline";
import { freePort, startSmtpServer, type TestSmtpServer } from "../../../support/smtp";
import { handleLeadRequest, type LeadRequestDeps } from "@/server/leads/handle-request";
import { LeadStore } from "@/server/leads/store";
import { badRequests } from "../../../support/bad-requests";

describe.each(testDatabases())("POST /api/email on $name", (database) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let store: LeadStore;
  let smtp: TestSmtpServer;
  const transports: MailTransport[] = [];

  const send = (request: Request, overrides: Partial<LeadRequestDeps> = {}) =>
    handleLeadRequest(request, pipelineDeps(store, overrides));

  function dispatcherFor(url: string, timeouts = SMTP_TIMEOUTS) {
    const transport = createSmtpTransport(url, timeouts);
    transports.push(transport);
    return new OutboxDispatcher({
      store: store.outbox,
      senders: mailSenders(
        transport,
        '"StraightCut Concrete Cutting" <quotes@sender.test>',
        testSite().url,
      ),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
  }

  async function expectNothingStored() {
    expect(await store.countLeads()).toBe(0);
    expect(await store.outbox.counts()).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
  }

  beforeAll(async () => {
    handle = await database.open();
    store = new LeadStore(
      handle.db,
      new OutboxStore(handle.db, { baseDelayMs: 50, maxDelayMs: 50, maxAttempts: 10 }),
    );
    smtp = await startSmtpServer();
  }, 60_000);
  afterAll(async () => {
    await smtp?.close();
    await handle?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    smtp.received.length = 0;
    Object.assign(smtp.connections, { total: 0, maxOpen: 0 });
  });
  afterEach(() => {
    for (const transport of transports.splice(0)) transport.close();
  });

  it.each(badRequests)("refuses $name with $status and stores nothing", async (bad) => {
    const response = await send(bad.request(), bad.deps);
    expect(response.status).toBe(bad.status);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as { error: string; field?: string };
    if (typeof bad.error === "string") expect(body.error).toBe(bad.error);
    else expect(body.error).toMatch(bad.error);
    if (bad.field) expect(body.field).toBe(bad.field);
    await expectNothingStored();
  });

  it("answers a filled honeypot with a normal success and stores nothing", async () => {
    const response = await send(postRequest(requestBody({ website: "https://spam.example" })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    await expectNothingStored();
  });

  it("limits requests per client address, with Retry-After", async () => {
    const deps = { rateLimiter: createRateLimiter({ points: 2, durationSeconds: 120 }) };
    for (let i = 0; i < 2; i++)
      expect((await send(postRequest(requestBody()), deps)).status).toBe(200);
    const limited = await send(postRequest(requestBody()), deps);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(100);
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many requests/);
    // Another address is not limited.
    const other = postRequest(requestBody(), {
      headers: { [PEER_ADDRESS_HEADER]: "198.51.100.20" },
    });
    expect((await send(other, deps)).status).toBe(200);
    expect(await store.countLeads()).toBe(3);
  });

  it("stores the client address the rate limit counts: the connection's without TRUST_PROXY, the proxy's entry with it", async () => {
    const addressOf = async (response: Response) => {
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      return (await store.getLead(id))?.clientAddress;
    };
    // No trusted proxy: a client's X-Forwarded-For is its own free text, not its address.
    const direct = postRequest(requestBody(), {
      headers: { [PEER_ADDRESS_HEADER]: "203.0.113.7", "x-forwarded-for": "198.51.100.9" },
    });
    expect(await addressOf(await send(direct))).toBe("203.0.113.7");
    // TRUST_PROXY=1 behind a loopback proxy: the entry the proxy appended, not the forged one.
    const proxied = postRequest(requestBody(), {
      headers: {
        [PEER_ADDRESS_HEADER]: "127.0.0.1",
        "x-forwarded-for": "198.51.100.9, 192.0.2.44",
      },
    });
    expect(await addressOf(await send(proxied, { trustProxy: 1 }))).toBe("192.0.2.44");
    // The address as parsed (one spelling), not the rate limit's /64 key.
    const v6 = postRequest(requestBody(), {
      headers: { [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.1", "x-forwarded-for": "[2001:DB8::5]" },
    });
    expect(await addressOf(await send(v6, { trustProxy: 1 }))).toBe(
      "2001:0db8:0000:0000:0000:0000:0000:0005",
    );
    // No address at all (not behind serve.mjs): nothing is invented.
    const unknown = postRequest(requestBody(), { headers: { [PEER_ADDRESS_HEADER]: "" } });
    expect(await addressOf(await send(unknown))).toBeNull();
  });

  it("keeps the first attempt's address when a retry of the same request comes from another", async () => {
    const body = requestBody();
    const first = await send(postRequest(body));
    const retry = await send(
      postRequest(body, { headers: { [PEER_ADDRESS_HEADER]: "198.51.100.20" } }),
    );
    const { id } = (await first.json()) as { id: string };
    expect(((await retry.json()) as { id: string }).id).toBe(id);
    expect((await store.getLead(id))?.clientAddress).toBe("203.0.113.7");
    expect(await store.countLeads()).toBe(1);
  });

  it.skipIf(database.name !== "postgres")(
    "shares the rate limit of several server processes through PostgreSQL",
    async () => {
      // Two limiters on one database stand for two server processes.
      const first = createRateLimiter({ points: 2, durationSeconds: 120, pool: handle.pool });
      const second = createRateLimiter({ points: 2, durationSeconds: 120, pool: handle.pool });
      expect((await send(postRequest(requestBody()), { rateLimiter: first })).status).toBe(200);
      expect((await send(postRequest(requestBody()), { rateLimiter: second })).status).toBe(200);
      const limited = await send(postRequest(requestBody()), { rateLimiter: first });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(100);
      expect(await store.countLeads()).toBe(2);
    },
  );

  it("accepts the right x-api-key", async () => {
    const response = await send(
      postRequest(requestBody(), { headers: { "x-api-key": "public-key-123" } }),
      {
        contactApiKey: "public-key-123",
      },
    );
    expect(response.status).toBe(200);
  });

  it("stores a good request with two mails and delivers both with the right content", async () => {
    const body = requestBody({
      form: "equipment",
      page: "equipment/ws20",
      service: "wall-sawing",
      message: "Two openings, 8 ft x 3 ft,\nin a 12 inch wall.",
      referrer: "https://search.example/?q=wall+saw",
      utm: { utm_source: "newsletter", utm_campaign: "spring" },
      calculator: {
        answers: { service: "cutting", cut_depth: "gt10", cut_area: 40 },
        summary: [{ label: "Depth", value: "Over 10 inches" }],
        estimate: 7285.5,
      },
    });
    const response = await send(postRequest(body));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { ok: boolean; id: string };
    expect(answer.ok).toBe(true);
    expect(await store.countLeads()).toBe(1);
    const lead = await store.getLead(answer.id);
    expect(lead).toMatchObject({
      form: "equipment",
      page: "equipment/ws20",
      service: "wall-sawing",
    });
    expect(await store.outbox.forLead(answer.id)).toHaveLength(2);

    const result = await dispatcherFor(smtp.url).runOnce();
    expect(result).toMatchObject({ sent: 2, failed: 0 });
    const received = await smtp.waitFor(2);
    const owner = received.find((mail) => mail.rcptTo.includes(LEADS_TO));
    const customer = received.find((mail) => mail.rcptTo.includes("dana@example.test"));
    if (!owner || !customer) throw new Error("both mails expected");

    expect(owner.subject).toBe("New quote request: Dana Example (Wall Sawing)");
    expect(owner.header("reply-to")).toBe("dana@example.test");
    expect(owner.header("message-id")).toMatch(
      new RegExp(`^<outbox-\\d+\\.${answer.id}@sender\\.test>$`),
    );
    for (const expected of [
      "Name: Dana Example",
      "E-mail: dana@example.test",
      "Phone: (416) 555-0100",
      "Service: Wall Sawing",
      "Two openings, 8 ft x 3 ft,\nin a 12 inch wall.",
      "Form: Equipment page form",
      "Page: https://straightcut.example/equipment/ws20",
      "Referrer: https://search.example/?q=wall+saw",
      "Campaign: utm_source=newsletter, utm_campaign=spring",
      "Estimate: $7,285.50 (approximate)",
      "Depth: Over 10 inches",
      "service=cutting",
      "cut_depth=gt10",
      "cut_area=40",
      `Reference: ${answer.id}`,
    ]) {
      expect(owner.text).toContain(expected);
    }
    // React Email writes a void element as <br/>, a link with its style and target.
    expect(owner.html).toContain("Two openings, 8 ft x 3 ft,<br/>");
    expect(owner.html).toContain('<a href="https://straightcut.example/equipment/ws20"');

    const site = testSite();
    expect(customer.subject).toBe(`We received your request - ${site.name}`);
    expect(customer.header("reply-to")).toBe(LEADS_TO);
    expect(customer.text).toContain("Hello Dana,");
    expect(customer.text).toContain("will reply within 1 business day");
    expect(customer.text).toContain(`call us at ${site.phone}`);
    expect(customer.text).not.toContain("Two openings");
    expect(customer.html).toContain(site.phone);

    expect(await store.outbox.counts()).toEqual({ pending: 0, sending: 0, sent: 2, failed: 0 });
  });

  it("returns the same lead for the same idempotency key", async () => {
    const body = requestBody();
    const first = (await (await send(postRequest(body))).json()) as { id: string };
    const second = await send(postRequest(body));
    expect(second.status).toBe(200);
    expect(((await second.json()) as { id: string }).id).toBe(first.id);
    expect(await store.countLeads()).toBe(1);
    expect(await store.outbox.counts()).toMatchObject({ pending: 2 });
  });

  it("refuses a header break in the name and escapes HTML in what it mails", async () => {
    const injected = await send(
      postRequest(requestBody({ name: "Eve\r\nBcc: victim@elsewhere.test\r\nX-Evil: 1" })),
    );
    expect(injected.status).toBe(400);
    expect(((await injected.json()) as { field: string }).field).toBe("payload.name");
    await expectNothingStored();

    const response = await send(
      postRequest(
        requestBody({
          name: "Eve <b>Bcc: victim@elsewhere.test</b>",
          message: '<script>alert("x")</script> & <b>bold</b>',
        }),
      ),
    );
    expect(response.status).toBe(200);
    await dispatcherFor(smtp.url).runOnce();
    const received = await smtp.waitFor(2);
    const recipients = received.flatMap((mail) => mail.rcptTo);
    expect(recipients.sort()).toEqual([LEADS_TO, "dana@example.test"].sort());
    for (const mail of received) expect(mail.headers.has("bcc")).toBe(false);
    const owner = received.find((mail) => mail.rcptTo.includes(LEADS_TO));
    expect(owner?.subject).toBe(
      "New quote request: Eve <b>Bcc: victim@elsewhere.test</b> (Core Drilling)",
    );
    expect(owner?.html).not.toContain("<script>");
    expect(owner?.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
  });

  it("takes the spec's own body without an idempotency key, and a key from the header", async () => {
    const specBody = { payload: requestBody().payload, recaptchaToken: "token" };
    const first = await send(postRequest(specBody));
    const second = await send(postRequest(specBody));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const ids = [first, second].map(async (r) => ((await r.json()) as { id: string }).id);
    const [a, b] = await Promise.all(ids);
    expect(a).not.toBe(b); // no key: each request is its own attempt

    const key = crypto.randomUUID();
    const viaHeader = () => send(postRequest(specBody, { headers: { "idempotency-key": key } }));
    const [h1, h2] = [await viaHeader(), await viaHeader()];
    expect(((await h1.json()) as { id: string }).id).toBe(((await h2.json()) as { id: string }).id);
  });

  it("logs why the store failed and the idempotency key, never the visitor's details", async () => {
    const lines: string[] = [];
    const log = {
      warn: (...parts: unknown[]) => lines.push(parts.join(" ")),
      error: (...parts: unknown[]) => lines.push(parts.join(" ")),
    };
    const diskFull = Object.assign(new Error("could not write: No space left on device"), {
      code: "53100",
    });
    const failing = {
      resolveRequests: async () => ({ facts: { safetyPapers: false } }),
      insertLeadWithOutbox: async () => {
        throw new DrizzleQueryError(
          'insert into "leads" values ($1, $2)',
          ["Dana Example", "dana@example.test"],
          diskFull,
        );
      },
    } as unknown as LeadStore;
    const key = crypto.randomUUID();
    const response = await send(postRequest(requestBody({}, { idempotencyKey: key })), {
      store: async () => failing,
      log,
    });
    expect(response.status).toBe(503);
    expect(lines.join("\n")).toContain(
      `idempotency key ${key}): 53100 could not write: No space left on device`,
    );
    expect(lines.join("\n")).not.toMatch(/Dana|dana@|insert/);
  });

  it("answers 409 when one idempotency key comes with different details", async () => {
    const key = crypto.randomUUID();
    expect((await send(postRequest(requestBody({}, { idempotencyKey: key })))).status).toBe(200);
    const other = await send(
      postRequest(requestBody({ message: "Something else entirely." }, { idempotencyKey: key })),
    );
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: string }).error).toMatch(
      /already sent with different details/,
    );
  });

  it("delivers each mail once when two servers' dispatchers run at the same time", async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await send(postRequest(requestBody({ email: `pair${i}@example.test` })))).status,
      ).toBe(200);
    }
    // Two dispatchers with their own transports stand for two server processes on one database.
    const results = await Promise.all([
      dispatcherFor(smtp.url).runOnce(),
      dispatcherFor(smtp.url).runOnce(),
    ]);
    expect(results[0]!.sent + results[1]!.sent).toBe(20);
    await smtp.waitFor(20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const ids = smtp.received.map((mail) => mail.header("message-id"));
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it("sends a burst of mail over a few pooled connections, several at a time", async () => {
    for (let i = 0; i < 15; i++) {
      const response = await send(postRequest(requestBody({ email: `burst${i}@example.test` })));
      expect(response.status).toBe(200);
    }
    const result = await dispatcherFor(smtp.url).runOnce();
    expect(result).toMatchObject({ sent: 30, failed: 0 });
    await smtp.waitFor(30);
    // Not one connection per mail, and not one mail at a time.
    expect(smtp.connections.total).toBeLessThanOrEqual(MAIL_CONCURRENCY);
    expect(smtp.connections.maxOpen).toBeGreaterThan(1);
  });

  it("keeps leads when SMTP accepts but never greets, and when it fails in the middle of a message", async () => {
    const quick = { connectionMs: 500, greetingMs: 300, socketMs: 1_000 };
    // A server that takes the connection and says nothing.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as net.AddressInfo).port;
    // A server that reads part of each message, then drops the connection.
    const dropping = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session) {
        stream.once("data", () => stream.destroy());
        stream.on("error", () => undefined);
        void session;
      },
    });
    dropping.on("error", () => undefined);
    await new Promise<void>((resolve) => dropping.listen(0, "127.0.0.1", () => resolve()));
    const droppingPort = (dropping.server.address() as net.AddressInfo).port;
    try {
      expect((await send(postRequest(requestBody({ message: "Hanging SMTP" })))).status).toBe(200);
      const hung = await dispatcherFor(`smtp://127.0.0.1:${silentPort}`, quick).runOnce();
      expect(hung).toMatchObject({ sent: 0, failed: 2 });
      await new Promise((resolve) => setTimeout(resolve, 60)); // the test policy's backoff
      const cut = await dispatcherFor(`smtp://127.0.0.1:${droppingPort}`, quick).runOnce();
      expect(cut).toMatchObject({ sent: 0, failed: 2 });
      expect(await store.countLeads()).toBe(1);
      expect(await store.outbox.counts()).toMatchObject({ pending: 2, sent: 0 });
      await new Promise((resolve) => setTimeout(resolve, 60));
      const healthy = await dispatcherFor(smtp.url).runOnce();
      expect(healthy).toMatchObject({ sent: 2, failed: 0 });
      await smtp.waitFor(2);
    } finally {
      for (const transport of transports.splice(0)) transport.close();
      silent.close();
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
  });

  it("keeps leads while SMTP is down and delivers each mail exactly once when it is back", async () => {
    const port = await freePort();
    const dispatcher = dispatcherFor(`smtp://127.0.0.1:${port}`);
    const ids: string[] = [];
    for (const name of ["First Customer", "Second Customer"]) {
      const response = await send(postRequest(requestBody({ name })));
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const down = await dispatcher.runOnce();
    expect(down).toMatchObject({ sent: 0, failed: 4 });
    expect(await store.outbox.counts()).toEqual({ pending: 4, sending: 0, sent: 0, failed: 0 });
    const unsent = await store.outbox.list();
    expect(
      unsent.every((row) => row.attempts === 1 && /ECONNREFUSED/.test(row.lastError ?? "")),
    ).toBe(true);
    expect(await store.countLeads()).toBe(2);

    const back = await startSmtpServer(port);
    try {
      await new Promise((resolve) => setTimeout(resolve, 60)); // the backoff of the test policy
      // Two passes at once and one after: still one delivery per mail.
      const passes = await Promise.all([
        dispatcher.runOnce(),
        dispatcher.runOnce(),
        dispatcherFor(back.url).runOnce(),
      ]);
      const again = await dispatcher.runOnce();
      expect(passes.reduce((sum, pass) => sum + pass.sent, 0) + again.sent).toBe(4);
      await back.waitFor(4);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(back.received).toHaveLength(4);
      const delivered = back.received.map((mail) => mail.header("message-id"));
      expect(new Set(delivered).size).toBe(4);
      expect(await store.outbox.counts()).toEqual({ pending: 0, sending: 0, sent: 4, failed: 0 });
    } finally {
      // Pooled SMTP connections stay open until their transport closes; the server waits for them.
      for (const transport of transports.splice(0)) transport.close();
      await back.close();
    }
  });
});
