/**
 * `npm run bench:load`: the quote pipeline under load, against the production server
 * (scripts/serve.mjs, after `npm run build`) on loopback with the default embedded store, or
 * PostgreSQL when DATABASE_URL is set. Robot-check challenges are fetched and solved the way
 * the browser does, outside the timed part (with a cheap ALTCHA difficulty, so that thousands
 * can be solved; a verification at the default difficulty is timed apart). Then valid
 * submissions go out with autocannon at concurrency 10, 50 and 200 (BENCH_REQUESTS each),
 * with the rate limit raised for the run. Mail goes to an SMTP sink on loopback.
 *
 *   npm run build && npm run bench:load
 */
import os from "node:os";
import { createChallenge, solveChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import autocannon from "autocannon";
import { ADMIN_TOKEN, smtpSink, solvedTokens, startServer } from "./bench-server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);

function body(token: string, n: number): string {
  return JSON.stringify({
    payload: {
      name: "Dana Bench",
      email: `dana.bench${n}@example.test`,
      phone: "(416) 555-0123",
      message: "Three 4-inch cores through an 8-inch slab for a new bathroom.",
      service: "core-drilling",
    },
    recaptchaToken: token,
  });
}

async function leadCount(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/admin/leads?format=json`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const json = (await response.json()) as { leads?: unknown[] } | unknown[];
  return Array.isArray(json) ? json.length : (json.leads?.length ?? 0);
}

async function submissions(origin: string, connections: number, tokens: string[], offset: number) {
  let next = 0;
  const result = await autocannon({
    url: `${origin}/api/email`,
    connections,
    // A fixed number of requests, all answered before the run ends (a timed run drops the
    // answers still in flight at the end, which would spoil the stored-vs-answered count).
    amount: REQUESTS,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => {
          const i = next++;
          return { ...request, body: body(tokens[i % tokens.length]!, offset + i) };
        },
      },
    ],
  });
  return result;
}

async function staticPage(origin: string, pagePath: string) {
  return autocannon({ url: `${origin}${pagePath}`, connections: 50, duration: SECONDS });
}

async function defaultVerifyCost(): Promise<number> {
  const secret = "bench";
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 5_000,
    keyPrefix: "0",
    deriveKey,
    hmacSignatureSecret: secret,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  const runs = 50;
  const start = performance.now();
  for (let i = 0; i < runs; i++)
    await verifySolution({
      challenge,
      solution: solution!,
      deriveKey,
      hmacSignatureSecret: secret,
    });
  return (performance.now() - start) / runs;
}

async function main(): Promise<void> {
  const sink = await smtpSink();
  const server = await startServer(sink.url);
  const rows: string[] = [];
  try {
    const store = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
    let offset = 0;
    let ok200 = 0;
    for (const connections of [10, 50, 200]) {
      // Replays are refused, so every request needs its own token: more than the run can use.
      const tokens = await solvedTokens(server.origin, REQUESTS);
      const before = await leadCount(server.origin);
      const mailsBefore = sink.received;
      const started = Date.now();
      const run = await submissions(server.origin, connections, tokens, offset);
      offset += run.requests.total;
      const non2xx = run.non2xx;
      const answered200 = run["2xx"];
      const perSecond = answered200 / (run.duration || 1);
      ok200 += answered200;
      const stored = (await leadCount(server.origin)) - before;
      // Wait for the outbox to drain the run's mail (two per lead).
      const target = mailsBefore + stored * 2;
      const deadline = Date.now() + 120_000;
      while (sink.received < target && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      const drainSeconds = (sink.last - started) / 1000;
      rows.push(
        `| POST /api/email (${store}) | ${connections} | ${perSecond.toFixed(0)} | ${run.latency.p50} | ${run.latency.p99} | ${run.errors + run.timeouts} | ${non2xx} | ${answered200} | ${stored} | ${((sink.received - mailsBefore) / drainSeconds).toFixed(0)} |`,
      );
      if (stored !== answered200)
        console.error(`MISMATCH: ${answered200} answered 200, ${stored} stored`);
    }
    for (const page of ["/", "/blog/general/is-the-quote-free"]) {
      const run = await staticPage(server.origin, page);
      rows.push(
        `| GET ${page} | 50 | ${run.requests.average.toFixed(0)} | ${run.latency.p50} | ${run.latency.p99} | ${run.errors + run.timeouts} | ${run.non2xx} | | | |`,
      );
    }
    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, \`npm run bench:load\` (${REQUESTS} submissions per POST row, ${SECONDS} s per GET row, ${os.cpus().length} cores, Node ${process.version})\n`,
    );
    console.log(
      "| what | connections | per second | p50 ms | p99 ms | errors | non-2xx | 200 answers | leads stored | mails/s drained |",
    );
    console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const row of rows) console.log(row);
    console.log(
      `\nALTCHA verification at the default difficulty (cost 5,000): ${(await defaultVerifyCost()).toFixed(1)} ms of CPU per submission.`,
    );
    console.log(`Total 200 answers: ${ok200}.`);
  } finally {
    await server.stop();
    await sink.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
