import "server-only";
import type { LeadStatus } from "../leads/lead-status";
import type { PhotoSummary } from "../leads/photo-store";
import type { OutboxCounts } from "../outbox/store";

/** What `npm run leads` reads and writes, from a running server or from the store itself. */

/** A lead as JSON (dates as ISO strings): what the admin endpoint answers. */
export interface LeadJson {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  service: string | null;
  message: string;
  form: string;
  page: string | null;
  referrer: string | null;
  utm: Record<string, string> | null;
  calculator: {
    answers: Record<string, string | number>;
    summary: { label: string; value: string }[];
    estimate: number;
  } | null;
  /** The address the request came from (as the rate limit saw it); null when not recorded. */
  clientAddress: string | null;
  /** The office's status of the lead: "new" when nobody has changed it. */
  status: LeadStatus;
  photos?: PhotoSummary[];
}

/** A photo's bytes as the CLI writes them to a folder. */
export interface PhotoFile {
  fileName: string;
  data: Buffer;
}

export interface OutboxEntry {
  id: number;
  kind: string;
  /** An e-mail address, a phone number, or a webhook's origin (its secret path left out). */
  to: string;
  /** Mail only. */
  subject: string | null;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
}

export interface OutboxReport {
  /** Where mail goes. */
  transport: string;
  /** Where the owner's instant alerts go; null when not configured. */
  alerts: { sms: string | null; webhook: string | null };
  counts: OutboxCounts;
  unsent: OutboxEntry[];
}

export interface FlushReport extends OutboxReport {
  requeued: number;
  sent: number;
  failed: number;
}

/** Where the CLI gets its answers: the running server's admin endpoint, or the store itself. */
export interface LeadsBackend {
  readonly description: string;
  list(limit: number, since?: Date): Promise<LeadJson[]>;
  exportLeads(format: "csv" | "json", since?: Date): Promise<string>;
  outbox(): Promise<OutboxReport>;
  flush(): Promise<FlushReport>;
  /** A lead's photos in order; undefined when there is no such lead. */
  photos(leadId: string): Promise<PhotoFile[] | undefined>;
  /** Deletes a lead and its photos; false when there is no such lead. */
  deleteLead(leadId: string): Promise<boolean>;
  close(): Promise<void>;
}
