/**
 * Fake leads for the office's benchmark and for trying the inbox with a real history: `count`
 * leads over the last two years (more of them recent, as a growing business sees), spread over
 * the services, forms, landing pages, referrers and campaigns, with photo rows, calculator
 * estimates, the papers flag, and a status history to match each lead's age (old leads are
 * settled, fresh ones mostly New) with notes. Deterministic (a seeded generator), inserted in
 * one transaction per batch. Every name, number and address is fictional (555-01xx, .test).
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../src/server/db/client";
import { leadPhotos, leadRequests, leads, type NewLead } from "../src/server/db/schema";
import { leadEvents, leadStatus, type LeadStatus } from "../src/server/db/office-schema";
import { CONTACT_FORMS, SERVICE_OPTIONS } from "../src/shared/lead/constants";

const DAY = 86_400_000;
const SPAN_DAYS = 730;
const BATCH = 500;
const SERVICES = [...SERVICE_OPTIONS.map((option) => option.value), null];
const PAGES = [
  "contact",
  "services/coring",
  "services/core-drilling",
  "services/wall-sawing",
  "equipment",
  null,
];
const REFERRERS = [
  "https://www.search.example/?q=concrete+cutting+toronto",
  "https://maps.example.test/place/straightcut",
  "https://www.directory.example/contractors",
  null,
  null,
  null,
];
const CAMPAIGNS = ["spring-basements", "condo-cores", "gc-outreach", null, null, null, null];
const JOBS = [
  "Two 6 inch cores through a 10 inch slab for a dryer vent",
  "Cut a door opening in a poured basement wall",
  "Trench in the garage floor for a drain line",
  "Saw cut joints in a new warehouse slab",
  "Remove a section of sidewalk by the driveway",
  "Wire saw a thick footing on a condo site",
  "Enlarge a basement window for egress",
  "Scan and core a post-tensioned parking deck",
];
const NOTES = [
  "Left a voicemail, will try again tomorrow.",
  "Site visit done, access through the back lane.",
  "Sent the quote by e-mail.",
  "Customer asked for the WSIB clearance.",
  "Needs the job done before the pour next week.",
];
/** Settled statuses and their weights, for leads old enough to have been worked. */
const SETTLED: [LeadStatus, number][] = [
  ["new", 4],
  ["contacted", 22],
  ["visit", 6],
  ["quoted", 16],
  ["won", 24],
  ["lost", 18],
  ["spam", 10],
];

type Random = () => number;

function generator(seed = 42): Random {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function weighted<T>(next: Random, table: [T, number][]): T {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = next() * total;
  for (const [value, weight] of table) if ((roll -= weight) < 0) return value;
  return table[0]![0];
}

function fakeLead(i: number, next: Random, now: number): NewLead {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  // Squaring the roll puts more leads in recent months than two years back.
  const age = Math.floor(next() ** 2 * SPAN_DAYS * DAY);
  const campaign = pick(CAMPAIGNS);
  const service = pick(SERVICES);
  const withEstimate = next() < 0.2;
  return {
    createdAt: new Date(now - age),
    name: `Seeded Client ${i}`,
    email: `client${i}@example.test`,
    phone: `(416) 555-01${String(i % 100).padStart(2, "0")}`,
    service,
    message: `${pick(JOBS)}. Job ${i}.`,
    form: pick(CONTACT_FORMS),
    page: pick(PAGES),
    referrer: pick(REFERRERS),
    utm: campaign ? { utm_source: "newsletter", utm_campaign: campaign } : null,
    calculator: withEstimate
      ? { answers: { service: "coring" }, summary: [], estimate: 300 + Math.floor(next() * 6000) }
      : null,
    idempotencyKey: randomUUID(),
  };
}

/** The status history of one lead: the steps it went through, a note or two, and where it is now. */
function history(leadId: string, createdAt: Date, next: Random, now: number) {
  const ageDays = (now - createdAt.getTime()) / DAY;
  const status = ageDays < 2 && next() < 0.7 ? "new" : weighted(next, SETTLED);
  if (status === "new") return { events: [], status: null };
  const by = "owner@example.test";
  const steps: LeadStatus[] =
    status === "won" || status === "quoted"
      ? ["contacted", "quoted", ...(status === "won" ? (["won"] as const) : [])]
      : [status];
  const cents = 50_000 + Math.floor(next() * 900_000);
  let at = createdAt.getTime();
  const events: (typeof leadEvents.$inferInsert)[] = [];
  for (const step of steps) {
    at = Math.min(now, at + Math.floor((0.1 + next() * 3) * DAY));
    const amount = step === "quoted" || step === "won" ? `${cents}` : null;
    events.push({ leadId, kind: "status", status: step, detail: amount, by, at: new Date(at) });
    if (next() < 0.3)
      events.push({
        leadId,
        kind: "note",
        detail: NOTES[Math.floor(next() * NOTES.length)],
        by,
        at: new Date(at),
      });
  }
  return {
    events,
    status: {
      leadId,
      status,
      quotedCents: status === "quoted" || status === "won" ? cents : null,
      wonCents: status === "won" ? cents : null,
      lostReason: status === "lost" ? "Price" : null,
      updatedAt: new Date(at),
      updatedBy: by,
    },
  };
}

export async function seedOfficeLeads(
  db: Database,
  count: number,
  now = Date.now(),
): Promise<void> {
  const next = generator();
  for (let done = 0; done < count; done += BATCH) {
    const batch: NewLead[] = [];
    for (let i = done; i < Math.min(count, done + BATCH); i += 1)
      batch.push(fakeLead(i, next, now));
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(leads)
        .values(batch)
        .returning({ id: leads.id, createdAt: leads.createdAt });
      const statuses: (typeof leadStatus.$inferInsert)[] = [];
      const events: (typeof leadEvents.$inferInsert)[] = [];
      const photos: (typeof leadPhotos.$inferInsert)[] = [];
      const requests: (typeof leadRequests.$inferInsert)[] = [];
      for (const { id, createdAt } of inserted) {
        const worked = history(id, createdAt, next, now);
        if (worked.status) statuses.push(worked.status);
        events.push(...worked.events);
        if (next() < 0.04) requests.push({ leadId: id, safetyPapers: true });
        // About one request in six brings photos (1 to 3); the bytes stand in for the image.
        if (next() < 0.16) {
          const n = 1 + Math.floor(next() * 3);
          for (let position = 1; position <= n; position += 1)
            photos.push({
              leadId: id,
              position,
              fileName: `site-${position}.jpg`,
              contentType: "image/jpeg",
              width: 1600,
              height: 1200,
              size: 4,
              sourceSha256: "0".repeat(64),
              data: Buffer.from("seed"),
              createdAt,
            });
        }
      }
      if (statuses.length > 0) await tx.insert(leadStatus).values(statuses);
      if (events.length > 0) await tx.insert(leadEvents).values(events);
      if (photos.length > 0) await tx.insert(leadPhotos).values(photos);
      if (requests.length > 0) await tx.insert(leadRequests).values(requests);
    });
  }
}
