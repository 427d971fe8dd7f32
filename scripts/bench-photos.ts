/**
 * `npm run bench:photos`: a quote request with five job-site photos, against the production
 * server (after `npm run build`) on loopback. Five phone-sized JPEGs (4032 x 3024) are made,
 * then downscaled the way the form does before sending (long side 2,048 px, JPEG quality 0.85),
 * and each round posts them as multipart; the same request without photos, in the same run, is
 * the reference every time is divided by. Mail goes to an SMTP sink on loopback.
 *
 *   npm run build && npm run bench:photos [-- --write]
 * --write puts the table into docs/benchmarks.md between the photos markers.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import sharp from "sharp";
import { PHOTO_LIMITS } from "../src/shared/lead/photos";
import { ADMIN_TOKEN, smtpSink, solvedTokens, startServer } from "./bench-server";
import { median } from "./median.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const PHOTOS = PHOTO_LIMITS.maxFiles;

/** A 12-megapixel frame with a phone photo's texture: smooth shapes under fine grain. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 120 + seed, sigma: 40 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  return sharp(grain, { raw: { width, height, channels: 3 } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><rect x="${300 * seed}" y="400" width="2200" height="1600" fill="#8a8f94" opacity="0.7"/><circle cx="2600" cy="${1200 + 100 * seed}" r="700" fill="#5b4a3a" opacity="0.6"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** What the form sends for a photo: long side capped, re-encoded as JPEG at quality 0.85. */
function asTheFormSends(original: Buffer): Promise<Buffer> {
  const side = PHOTO_LIMITS.maxLongSide;
  return sharp(original)
    .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function requestJson(token: string, round: number, label: string): string {
  return JSON.stringify({
    payload: {
      name: "Dana Bench",
      email: `dana.${label}${round}@example.test`,
      phone: "(416) 555-0123",
      message: "Five photos of a basement slab where a new drain trench is to be cut.",
      service: "slab-sawing",
      form: "contact",
    },
    recaptchaToken: token,
    idempotencyKey: crypto.randomUUID(),
  });
}

async function post(origin: string, body: BodyInit, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${origin}/api/email`, { method: "POST", body, headers });
  const answer = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} ${answer}`);
  return { ms, id: (JSON.parse(answer) as { id: string }).id };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(0);

async function main(): Promise<void> {
  const originals = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => phonePhoto(i)));
  const sent = await Promise.all(originals.map(asTheFormSends));
  const sink = await smtpSink();
  const server = await startServer(sink.url, { LEADS_TO: "owner@bench.test" });
  try {
    const tokens = await solvedTokens(server.origin, ROUNDS * 2 + 2);
    // One of each outside the timing: the first request warms the route and the image library.
    await post(server.origin, requestJson(tokens.pop()!, 0, "warm"), {
      "content-type": "application/json",
    });
    const reference: number[] = [];
    const withPhotos: number[] = [];
    let multipartBytes = 0;
    let lastId = "";
    for (let round = 1; round <= ROUNDS; round++) {
      const plain = await post(server.origin, requestJson(tokens.pop()!, round, "plain"), {
        "content-type": "application/json",
      });
      reference.push(plain.ms);
      const form = new FormData();
      form.append("request", requestJson(tokens.pop()!, round, "photos"));
      sent.forEach((photo, i) =>
        form.append(
          "photos",
          new Blob([new Uint8Array(photo)], { type: "image/jpeg" }),
          `IMG_00${i + 1}.jpg`,
        ),
      );
      // The body as it goes on the wire, measured once (every round sends the same photos).
      if (round === 1) multipartBytes = (await new Response(form).arrayBuffer()).byteLength;
      const photos = await post(server.origin, form);
      withPhotos.push(photos.ms);
      lastId = photos.id;
    }
    const { leads } = (await (
      await fetch(`${server.origin}/api/admin/leads?format=json`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      })
    ).json()) as { leads: { id: string; photos?: { size: number }[] }[] };
    const stored = leads.find((lead) => lead.id === lastId)?.photos ?? [];
    const storedBytes = stored.reduce((sum, photo) => sum + photo.size, 0);
    const sum = (list: Buffer[]) => list.reduce((total, b) => total + b.length, 0);
    const ref = median(reference);
    const timed = median(withPhotos);
    const table = [
      `${new Date().toISOString().slice(0, 10)}, \`npm run bench:photos\` (production server on loopback, embedded PGlite store, ${ROUNDS} rounds, medians; the reference is the same request without photos in the same run)`,
      "",
      "| what | bytes (KiB) | answer (ms) | answer / reference |",
      "| --- | ---: | ---: | ---: |",
      `| five 12-megapixel originals, as a phone keeps them | ${kib(sum(originals))} | | |`,
      `| request without photos (reference) | | ${ref.toFixed(0)} | 1.00 |`,
      `| request with five photos, downscaled as the form does | ${kib(multipartBytes)} | ${timed.toFixed(0)} | ${(timed / ref).toFixed(1)} |`,
      `| the five photos as stored (metadata stripped) | ${kib(storedBytes)} (${stored.length} photos) | | |`,
    ].join("\n");
    console.log(table);
    if (process.argv.includes("--write")) writeDocs(table);
  } finally {
    await server.stop();
    await sink.close();
  }
}

function writeDocs(text: string): void {
  const file = "docs/benchmarks.md";
  const start = "<!-- photos:start -->";
  const end = "<!-- photos:end -->";
  const docs = fs.readFileSync(file, "utf8");
  const block = `${start}\n${text}\n${end}`;
  fs.writeFileSync(
    file,
    docs.includes(start)
      ? docs.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
      : `${docs.trimEnd()}\n\n## A quote request with five photos (issue 17)\n\n${block}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
