/**
 * Fake leads for the office's benchmark and for trying the inbox with a real history:
 * `count` leads over the last year with statuses, pages, referrers and campaigns, inserted in
 * batches. Every name, number and address is fictional (555-01xx, .test domains).
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../src/server/db/client";
import { leads, type NewLead } from "../src/server/db/schema";
import { leadStatus, LEAD_STATUSES } from "../src/server/db/office-schema";

const SERVICES = ["core-drilling", "wall-sawing", "floor-sawing", "wire-sawing", "trenching", null];
const PAGES = [
  "contact",
  "services/core-drilling",
  "services/wall-sawing",
  "equipment/core-drill",
  null,
];
const REFERRERS = [
  "https://www.search.example/?q=concrete",
  "https://maps.example.test/",
  null,
  null,
];
const CAMPAIGNS = ["spring", "basement", null, null, null];

export async function seedOfficeLeads(
  db: Database,
  count: number,
  now = Date.now(),
): Promise<void> {
  let random = 42;
  const next = () => {
    random = (random * 1_103_515_245 + 12_345) % 2_147_483_648;
    return random / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  for (let done = 0; done < count; done += 500) {
    const batch: NewLead[] = [];
    for (let i = done; i < Math.min(count, done + 500); i += 1) {
      const campaign = pick(CAMPAIGNS);
      batch.push({
        createdAt: new Date(now - Math.floor(next() * 365 * 86_400_000)),
        name: `Seeded Client ${i}`,
        email: `client${i}@example.test`,
        phone: `(416) 555-01${String(i % 100).padStart(2, "0")}`,
        service: pick(SERVICES),
        message: `Seeded request ${i}: cores through a ${8 + (i % 5)} inch slab.`,
        form: pick(["contact", "hero", "equipment"] as const),
        page: pick(PAGES),
        referrer: pick(REFERRERS),
        utm: campaign ? { utm_campaign: campaign } : null,
        idempotencyKey: randomUUID(),
      });
    }
    const inserted = await db.insert(leads).values(batch).returning({ id: leads.id });
    const statuses = inserted
      .map(({ id }) => ({ id, status: pick(LEAD_STATUSES) }))
      .filter((row) => row.status !== "new")
      .map(({ id, status }) => ({
        leadId: id,
        status,
        quotedCents: status === "quoted" || status === "won" ? 250_000 : null,
        wonCents: status === "won" ? 250_000 : null,
        updatedBy: "seed@example.test",
      }));
    if (statuses.length > 0) await db.insert(leadStatus).values(statuses);
  }
}
