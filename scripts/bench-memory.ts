/**
 * `npm run bench:memory`: the production server's memory (RSS of its process and any children,
 * from /proc) on loopback, after `npm run build`:
 *   1. first start on an empty data folder, after a warm-up (pages, API, one quote request);
 *   2. a restart on the same folder, after the same warm-up (the idle figure);
 *   3. 30,000 forged requests to /api/captcha/challenge with TRUST_PROXY on (a rotating
 *      X-Forwarded-For: 14,000 characters of free text, then random IPv6 addresses): peak and after;
 *   4. ten concurrent quote requests with five ~4 MB photos each: peak, and the answers.
 * Mail goes to files (no SMTP). The server listens on BENCH_PORT (3750 by default).
 *
 *   npm run build && npm run bench:memory
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ADMIN_TOKEN, solvedTokens } from "./bench-server";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-process.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3750);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FORGED = Number(process.env.BENCH_FORGED ?? 30_000);
const BURST = 10;
const PHOTOS = 5;

const WARM_UP = [
  "/",
  "/services/coring",
  "/contact",
  "/search?q=saw",
  "/blog",
  "/api/captcha/config",
];

/** RSS in MB of a process and all its descendants. */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${id}/task`)) {
        const children = fs.readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // The process ended while being read.
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/** Samples RSS every 50 ms until stopped; returns the highest. */
function peakSampler(pid: number) {
  let peak = treeRssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, treeRssMb(pid));
  };
}

async function start(dataDir: string): Promise<ChildProcess> {
  // Started as npm start and the systemd unit start it (scripts/server-process.mjs).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "scripts/serve.mjs"], {
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LEADS_TO: "owner@bench.test",
      ADMIN_TOKEN,
      TRUST_PROXY: "1",
      RATE_LIMIT_POINTS: "1000000",
      ALTCHA_COST: "50",
      ALTCHA_KEY_PREFIX: "0",
      OUTBOX_INTERVAL: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${ORIGIN}/api/captcha/config`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await sleep(100);
  }
  throw new Error("the server did not start");
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function requestJson(token: string, label: string): string {
  return JSON.stringify({
    payload: {
      name: "Dana Bench",
      email: `dana.${label}@example.test`,
      phone: "(416) 555-0123",
      message: "Photos of a basement slab where a new drain trench is to be cut.",
      service: "slab-sawing",
      form: "contact",
    },
    recaptchaToken: token,
    idempotencyKey: crypto.randomUUID(),
  });
}

async function warmUp(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const target of WARM_UP) await (await fetch(`${ORIGIN}${target}`)).arrayBuffer();
  }
  const [token] = await solvedTokens(ORIGIN, 1);
  const response = await fetch(`${ORIGIN}/api/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: requestJson(token!, `warm${Date.now()}`),
  });
  if (!response.ok) throw new Error(`warm-up request: ${response.status} ${await response.text()}`);
  // Let the outbox send and the collector run.
  await sleep(5_000);
}

/** A ~4 MB phone-sized JPEG: 4032 x 3024 of fine grain. */
async function fourMegabytePhoto(seed: number): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 110 + seed, sigma: 30 },
    },
  })
    .raw()
    .toBuffer();
  let quality = 80;
  for (;;) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.byteLength <= 4.2 * 1024 * 1024 || quality <= 30) return jpeg;
    quality -= 10;
  }
}

async function forgedFlood(): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let sent = 0;
  const worker = async () => {
    while (sent < FORGED) {
      const i = sent++;
      const forged =
        i < FORGED / 2
          ? `${i}-${crypto.randomBytes(7_000).toString("hex")}`
          : `2001:db8:${(i % 65_536).toString(16)}:${crypto.randomBytes(2).toString("hex")}::1`;
      const response = await fetch(`${ORIGIN}/api/captcha/challenge`, {
        headers: { "x-forwarded-for": forged },
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return statuses;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  const rows: string[] = [];
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => fourMegabytePhoto(i)));
  const photoMb = (
    photos.reduce((sum, photo) => sum + photo.byteLength, 0) /
    PHOTOS /
    2 ** 20
  ).toFixed(1);
  try {
    let server = await start(dataDir);
    await warmUp();
    rows.push(`| first start, empty data folder, after warm-up | ${treeRssMb(server.pid!)} | |`);
    await stop(server);

    server = await start(dataDir);
    await warmUp();
    rows.push(`| restart, idle after warm-up | ${treeRssMb(server.pid!)} | |`);

    const tokens = await solvedTokens(ORIGIN, BURST);
    const floodPeak = peakSampler(server.pid!);
    const statuses = await forgedFlood();
    const peak = floodPeak();
    await sleep(5_000);
    const answers = Object.entries(statuses)
      .map(([status, n]) => `${n} x ${status}`)
      .join(", ");
    rows.push(`| ${FORGED.toLocaleString("en")} forged requests: peak | ${peak} | ${answers} |`);
    rows.push(`| ... 5 s after them | ${treeRssMb(server.pid!)} | |`);

    const burstPeak = peakSampler(server.pid!);
    const responses = await Promise.all(
      tokens.map(async (token, i) => {
        const form = new FormData();
        form.append("request", requestJson(token, `burst${i}`));
        photos.forEach((photo, n) =>
          form.append(
            "photos",
            new Blob([new Uint8Array(photo)], { type: "image/jpeg" }),
            `IMG_${n}.jpg`,
          ),
        );
        const response = await fetch(`${ORIGIN}/api/email`, { method: "POST", body: form });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const burst = burstPeak();
    const counted = responses.reduce<Record<number, number>>(
      (all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
      {},
    );
    const burstAnswers = Object.entries(counted)
      .map(([status, n]) => `${n} x ${status}`)
      .join(", ");
    rows.push(
      `| ${BURST} concurrent requests with ${PHOTOS} photos of ~${photoMb} MB: peak | ${burst} | ${burstAnswers} |`,
    );
    await sleep(5_000);
    rows.push(`| ... 5 s after them | ${treeRssMb(server.pid!)} | |`);
    await stop(server);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(["| moment | RSS (MB) | answers |", "| --- | ---: | --- |", ...rows].join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
