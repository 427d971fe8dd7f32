import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { CalculatorAttachment, ContactFormKind } from "@/shared/lead/schema";

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
    /** One per submission attempt: a retried POST finds the lead it already created. */
    idempotencyKey: uuid("idempotency_key").notNull().unique(),
  },
  (table) => [
    index("leads_created_at_idx").on(table.createdAt),
    check("leads_form_check", sql`${table.form} in ('contact', 'hero', 'equipment')`),
  ],
);

export const OUTBOX_KINDS = ["owner", "customer"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Mail to send for a lead, written in the lead's transaction and sent by the dispatcher. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").$type<OutboxKind>().notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
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
    check("outbox_kind_check", sql`${table.kind} in ('owner', 'customer')`),
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

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
