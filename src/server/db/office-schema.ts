import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { leads } from "./schema";

/**
 * The owner's office (issue 23): who may sign in (better-auth's four tables, under office_*
 * names) and what he does with each lead (status, notes, history, reminders). Kept apart from
 * the lead pipeline's tables; drizzle.config.ts gives drizzle-kit both files.
 */

/** An office user: one row per address that has signed in (there is no registration). */
export const officeUsers = pgTable("office_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const officeSessions = pgTable(
  "office_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => officeUsers.id, { onDelete: "cascade" }),
  },
  (table) => [index("office_sessions_user_idx").on(table.userId)],
);

export const officeAccounts = pgTable("office_accounts", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => officeUsers.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time sign-in links (better-auth stores them here until used or expired). */
export const officeVerifications = pgTable(
  "office_verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("office_verifications_identifier_idx").on(table.identifier)],
);

export const LEAD_STATUSES = [
  "new",
  "contacted",
  "visit",
  "quoted",
  "won",
  "lost",
  "spam",
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
const statusList = sql.raw(LEAD_STATUSES.map((s) => `'${s}'`).join(", "));

/**
 * Where a lead stands now; no row means New. Amounts in cents. Written with a lead_events row
 * in one transaction, so the history always explains the current state.
 */
export const leadStatus = pgTable(
  "lead_status",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    status: text("status").$type<LeadStatus>().notNull(),
    visitDate: date("visit_date"),
    quotedCents: integer("quoted_cents"),
    wonCents: integer("won_cents"),
    lostReason: text("lost_reason"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
  },
  (table) => [
    index("lead_status_status_idx").on(table.status, table.updatedAt),
    check("lead_status_status_check", sql`${table.status} in (${statusList})`),
  ],
);

/** The office history of a lead: each status change and each note, with who and when. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"status" | "note">().notNull(),
    /** The new status (kind status). */
    status: text("status").$type<LeadStatus>(),
    /** Visit date, amount or reason of a status change; the text of a note. */
    detail: text("detail"),
    by: text("by").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_events_lead_idx").on(table.leadId, table.at),
    check("lead_events_kind_check", sql`${table.kind} in ('status', 'note')`),
  ],
);

/**
 * The one reminder of a lead left New past the reply promise: the primary key makes a second
 * server's insert a no-op, so the reminder goes out once however many servers run.
 */
export const leadReminders = pgTable("lead_reminders", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type LeadStatusRow = typeof leadStatus.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;
