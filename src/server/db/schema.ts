import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { CalculatorAttachment, ContactFormKind } from "@/shared/lead/schema";
import type { EstimatePrint } from "@/shared/estimate/sheet";

/**
 * The lead store: the source of truth for the tables. Migrations in drizzle/ are generated
 * from this file with `npm run db:generate` and applied when the server starts.
 * (No `server-only` import here: drizzle-kit loads this file in plain Node.)
 */

/** One quote request, as the visitor sent it, with where it came from. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service"),
    message: text("message").notNull(),
    form: text("form").$type<ContactFormKind>().notNull(),
    page: text("page"),
    referrer: text("referrer"),
    utm: jsonb("utm").$type<Record<string, string>>(),
    calculator: jsonb("calculator").$type<CalculatorAttachment>(),
    /**
     * The client's address as the rate limiter parsed it (the proxy's X-Forwarded-For entry
     * under TRUST_PROXY, else the connection's): personal data kept for abuse questions and
     * deleted with the lead. Null for leads stored before it was recorded, or when unknown.
     */
    clientAddress: text("client_address"),
    /** One per submission attempt: a retried POST finds the lead it already created. */
    idempotencyKey: uuid("idempotency_key").notNull().unique(),
  },
  (table) => [
    index("leads_created_at_idx").on(table.createdAt),
    check("leads_form_check", sql`${table.form} in ('contact', 'hero', 'equipment')`),
  ],
);

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A job-site photo sent with a lead, already re-encoded without metadata, stored in the lead's
 * transaction so every server and every backup of the database sees it.
 */
export const leadPhotos = pgTable(
  "lead_photos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** 1-based order in which the visitor attached them. */
    position: integer("position").notNull(),
    /** A safe name for the file, derived from the visitor's name for it. */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 (hex) of what the visitor sent: a retried request must carry the same photos. */
    sourceSha256: text("source_sha256").notNull(),
    data: bytea("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("lead_photos_lead_position_idx").on(table.leadId, table.position),
    check("lead_photos_position_check", sql`${table.position} between 1 and 5`),
  ],
);

/**
 * Two mails (the owner's, the visitor's acknowledgement) and two instant alerts to the owner;
 * "office" is a mail of the owner's office (a sign-in link, a reminder), which may have no lead;
 * "estimate" is the calculator's PDF estimate mailed to the visitor (issue 29), with no lead.
 */
export const OUTBOX_KINDS = ["owner", "customer", "sms", "webhook", "office", "estimate"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * What to deliver for a lead, written in the lead's transaction and sent by the dispatcher.
 * Mail rows use every column; an SMS has the number in `to` and the message in `text`; a
 * webhook has the URL in `to` and the JSON body in `text` (signed when it is sent).
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Null only for an office mail that is about no lead (a sign-in link) and an estimate mail. */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    /** An estimate mail's estimate: its PDF is rendered again from that row when the mail goes. */
    estimateId: integer("estimate_id").references((): AnyPgColumn => estimates.id, {
      onDelete: "cascade",
    }),
    kind: text("kind").$type<OutboxKind>().notNull(),
    to: text("to").notNull(),
    subject: text("subject"),
    text: text("text").notNull(),
    html: text("html"),
    replyTo: text("reply_to"),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_lead_idx").on(table.leadId),
    check(
      "outbox_kind_check",
      sql`${table.kind} in ('owner', 'customer', 'sms', 'webhook', 'office', 'estimate')`,
    ),
    check(
      "outbox_lead_check",
      sql`${table.leadId} is not null or ${table.kind} in ('office', 'estimate')`,
    ),
    check(
      "outbox_estimate_check",
      sql`${table.estimateId} is not null or ${table.kind} <> 'estimate'`,
    ),
    index("outbox_estimate_idx").on(table.estimateId),
    check("outbox_status_check", sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/** ALTCHA solutions already accepted, kept until their challenge expires (PostgreSQL only). */
export const captchaReplays = pgTable(
  "captcha_replays",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("captcha_replays_expires_idx").on(table.expiresAt)],
);

/** The layout rate-limiter-flexible's RateLimiterPostgres expects (PostgreSQL only). */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

// ---- Issue 29: what a request asks for besides a quote, and the calculator's numbered estimates.

/**
 * A PDF estimate the calculator issued: its number is EST-<year>-<id, five digits>, the id from
 * this table's identity sequence; the answers are kept so the PDF can be issued again.
 */
export const estimates = pgTable("estimates", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  answers: jsonb("answers").$type<Record<string, string | number>>().notNull(),
  /** The total as the PDF states it, in whole cents of CAD. */
  totalCents: integer("total_cents").notNull(),
  /**
   * What the PDF prints from the calculator's engine (answers, price lines, total), as issued:
   * the server prints it again (download, mail) without the engine. Null for rows issued before.
   */
  print: jsonb("print").$type<EstimatePrint>(),
});

/**
 * What a quote request asks for besides the quote: one row per lead that asked for something
 * (the WSIB clearance and insurance certificate), written in the lead's transaction.
 */
export const leadRequests = pgTable("lead_requests", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  safetyPapers: boolean("safety_papers").notNull().default(false),
  /** The estimate the visitor had downloaded or e-mailed himself, when the request carries its number. */
  estimateId: integer("estimate_id").references(() => estimates.id, { onDelete: "set null" }),
});

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
export type LeadPhoto = typeof leadPhotos.$inferSelect;
export type NewLeadPhoto = typeof leadPhotos.$inferInsert;
export type LeadRequest = typeof leadRequests.$inferSelect;
export type EstimateRow = typeof estimates.$inferSelect;
