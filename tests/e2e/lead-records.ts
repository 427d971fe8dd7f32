/**
 * What the production server under test stored and sent: the leads through the admin endpoint
 * the `npm run leads` CLI also uses, and the mail the loopback SMTP server of global-setup.ts
 * received, read by a real mail parser.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import type { LeadJson } from "../../src/server/cli/backends";
import { parseMail, type ParsedMail } from "../support/mail";
import { DATA_DIR, MAILBOX_DIR } from "./mail-env";

export function adminToken(): string {
  return fs.readFileSync(path.join(DATA_DIR, "admin-token"), "utf8").trim();
}

/** The leads of one visitor, from the admin endpoint the `npm run leads` CLI also uses. */
export async function leadsOf(request: APIRequestContext, email: string): Promise<LeadJson[]> {
  const response = await request.get("/api/admin/leads?format=json", {
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(response.status()).toBe(200);
  const { leads } = (await response.json()) as { leads: LeadJson[] };
  return leads.filter((lead) => lead.email === email);
}

export interface Mail extends ParsedMail {
  rcptTo: string[];
}

export async function readMailbox(): Promise<Mail[]> {
  if (!fs.existsSync(MAILBOX_DIR)) return [];
  const files = fs
    .readdirSync(MAILBOX_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const stored = JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, file), "utf8")) as {
        rcptTo: string[];
        raw: string;
      };
      return { ...(await parseMail(stored.raw)), rcptTo: stored.rcptTo };
    }),
  );
}
