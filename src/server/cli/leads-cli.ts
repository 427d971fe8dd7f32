import "server-only";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseSince } from "../admin/handle-admin";
import { databaseTarget, openDatabase, pgliteLockFile } from "../db/client";
import { liveHolder } from "../db/lock";
import { ADMIN_TOKEN_FILE, parseConfig, type ServerConfig } from "../env";
import { leadsToCsv } from "../leads/csv";
import { LeadStore, type OutboxCounts } from "../leads/store";
import { OutboxDispatcher } from "../mail/dispatcher";
import { createFileTransport, createSmtpTransport } from "../mail/transport";
import { readSecret } from "../secrets";

/**
 * The .env files `next start` reads, in its order (the first that sets a variable wins, and the
 * environment wins over all of them), so the CLI sees the server's DATA_DIR, ADMIN_TOKEN, ...
 */
export function loadEnvFiles(dir: string): string[] {
  const loaded: string[] = [];
  for (const name of [".env.production.local", ".env.local", ".env.production", ".env"]) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    process.loadEnvFile(file);
    loaded.push(name);
  }
  return loaded;
}

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
  calculator: { estimate: number; summary: { label: string; value: string }[] } | null;
}

interface OutboxEntry {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
}

interface OutboxReport {
  transport: string;
  counts: OutboxCounts;
  unsent: OutboxEntry[];
}

interface FlushReport extends OutboxReport {
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
  close(): Promise<void>;
}

function asJson<T>(value: unknown): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export class RemoteBackend implements LeadsBackend {
  readonly description: string;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {
    this.description = `the server at ${baseUrl}`;
  }

  private async call(pathAndQuery: string, method: "GET" | "POST" = "GET"): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(new URL(pathAndQuery, this.baseUrl), {
        method,
        headers: { authorization: `Bearer ${this.token}` },
        signal: AbortSignal.timeout(120_000),
      });
    } catch (error) {
      throw new Error(
        `Could not reach ${this.baseUrl}: ${error instanceof Error ? error.message : error}`,
      );
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: string };
      throw new Error(
        `${this.baseUrl} answered ${response.status}: ${body.error ?? response.statusText}`,
      );
    }
    return response;
  }

  private query(params: Record<string, string | undefined>): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) search.set(key, value);
    return search.toString();
  }

  async list(limit: number, since?: Date): Promise<LeadJson[]> {
    const q = this.query({ format: "json", limit: String(limit), since: since?.toISOString() });
    const body = (await (await this.call(`/api/admin/leads?${q}`)).json()) as { leads: LeadJson[] };
    return body.leads;
  }

  async exportLeads(format: "csv" | "json", since?: Date): Promise<string> {
    const q = this.query({ format, since: since?.toISOString() });
    const response = await this.call(`/api/admin/leads?${q}`);
    if (format === "csv") return response.text();
    const body = (await response.json()) as { leads: LeadJson[] };
    return `${JSON.stringify(body.leads, null, 2)}\n`;
  }

  async outbox(): Promise<OutboxReport> {
    return (await (await this.call("/api/admin/outbox")).json()) as OutboxReport;
  }

  async flush(): Promise<FlushReport> {
    return (await (await this.call("/api/admin/outbox/flush", "POST")).json()) as FlushReport;
  }

  async close(): Promise<void> {}
}

export class LocalBackend implements LeadsBackend {
  readonly description: string;

  private constructor(
    private readonly store: LeadStore,
    private readonly config: ServerConfig,
    private readonly closeStore: () => Promise<void>,
  ) {
    this.description = config.databaseUrl
      ? "PostgreSQL (DATABASE_URL)"
      : `the store in ${config.dataDir}`;
  }

  static async open(config: ServerConfig): Promise<LocalBackend> {
    const handle = await openDatabase(databaseTarget(config, "cli"));
    return new LocalBackend(new LeadStore(handle.db), config, () => handle.close());
  }

  async list(limit: number, since?: Date): Promise<LeadJson[]> {
    return asJson(await this.store.listLeads({ limit, since }));
  }

  async exportLeads(format: "csv" | "json", since?: Date): Promise<string> {
    const leads = await this.store.exportLeads(since);
    return format === "csv" ? leadsToCsv(leads) : `${JSON.stringify(leads, null, 2)}\n`;
  }

  private transport() {
    return this.config.smtpUrl
      ? createSmtpTransport(this.config.smtpUrl)
      : createFileTransport(path.join(this.config.dataDir, "outbox-files"));
  }

  async outbox(): Promise<OutboxReport> {
    const transport = this.transport();
    transport.close();
    return asJson({
      transport: transport.description,
      counts: await this.store.outboxCounts(),
      unsent: await this.store.listOutbox(),
    });
  }

  async flush(): Promise<FlushReport> {
    const transport = this.transport();
    try {
      const dispatcher = new OutboxDispatcher({
        store: this.store,
        transport,
        from: this.config.mailFrom,
        siteUrl: this.config.site.url,
      });
      const requeued = await this.store.requeueUnsent();
      const result = await dispatcher.runOnce();
      return asJson({
        transport: transport.description,
        requeued,
        ...result,
        counts: await this.store.outboxCounts(),
        unsent: await this.store.listOutbox(),
      });
    } finally {
      transport.close();
    }
  }

  async close(): Promise<void> {
    await this.closeStore();
  }
}

function adminTokenFor(config: ServerConfig): string | undefined {
  return config.adminToken ?? readSecret(path.join(config.dataDir, ADMIN_TOKEN_FILE));
}

/** A server on this machine that answers the admin endpoint with our token. */
async function localServerAnswers(baseUrl: string, token: string): Promise<boolean> {
  try {
    const response = await fetch(new URL("/api/admin/outbox", baseUrl), {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * The server when it runs (it holds the PGlite lock, or answers on localhost:PORT), otherwise
 * the store itself. With DATABASE_URL the store is opened directly: PostgreSQL has many clients.
 */
export async function chooseBackend(
  options: { server?: string },
  env = process.env,
): Promise<LeadsBackend> {
  const config = parseConfig(env);
  if (options.server) {
    const token = adminTokenFor(config);
    if (!token) throw new Error("Set ADMIN_TOKEN to the deployed server's admin token.");
    return new RemoteBackend(options.server, token);
  }
  if (config.databaseUrl) return LocalBackend.open(config);

  const holder = liveHolder(pgliteLockFile(config.dataDir));
  if (holder?.role === "cli") {
    throw new Error(
      `Another leads command (process ${holder.pid}) is using ${config.dataDir}; wait for it to finish.`,
    );
  }
  const token = adminTokenFor(config);
  if (holder) {
    if (!token) {
      throw new Error(
        `The server (process ${holder.pid}) holds ${config.dataDir}, but no admin token was found: ` +
          `set ADMIN_TOKEN or check ${path.join(config.dataDir, ADMIN_TOKEN_FILE)}.`,
      );
    }
    return new RemoteBackend(`http://127.0.0.1:${holder.port ?? config.port}`, token);
  }
  const local = `http://127.0.0.1:${config.port}`;
  if (token && (await localServerAnswers(local, token))) return new RemoteBackend(local, token);
  return LocalBackend.open(config);
}

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(new Date(iso));
}

function formatLead(lead: LeadJson): string {
  const where = [lead.form, lead.page ?? "", lead.utm ? Object.values(lead.utm).join("/") : ""]
    .filter(Boolean)
    .join(" ");
  const estimate = lead.calculator ? ` estimate ${lead.calculator.estimate.toFixed(2)} CAD` : "";
  const message = lead.message.replace(/\s+/g, " ");
  return [
    `${formatDate(lead.createdAt)}  ${lead.name} <${lead.email}> ${lead.phone}  ${lead.service ?? "no service chosen"}`,
    `    from: ${where}${lead.referrer ? ` (referrer ${lead.referrer})` : ""}${estimate}`,
    `    ${message.length > 160 ? `${message.slice(0, 159)}…` : message}`,
    `    id ${lead.id}`,
  ].join("\n");
}

function formatOutbox(report: OutboxReport): string {
  const { counts } = report;
  const lines = [
    `Mail goes to: ${report.transport}`,
    `Outbox: ${counts.pending} pending, ${counts.sending} sending, ${counts.sent} sent, ${counts.failed} failed`,
  ];
  if (report.unsent.length > 0) lines.push("Not yet sent:");
  for (const row of report.unsent) {
    lines.push(
      `  #${row.id} ${row.kind} mail to ${row.to}: "${row.subject}" (${row.status}, ${row.attempts} attempts` +
        `${row.status === "pending" ? `, next ${formatDate(row.nextAttemptAt)}` : ""})` +
        `${row.lastError ? `\n      last error: ${row.lastError}` : ""}`,
    );
  }
  return lines.join("\n");
}

const USAGE = `Usage: npm run leads -- <command> [options]

  list [--limit N] [--since DATE]           the newest leads (default 20)
  export --format csv|json [--since DATE]   every lead (since DATE, e.g. 2026-03-01) to standard output
  outbox [--list]                           mail not yet sent; sends it now unless --list
  migrate                                   apply the database migrations and exit

  --server URL   ask a deployed server (needs ADMIN_TOKEN)`;

export async function runLeadsCli(argv: string[], env = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: "string" },
        since: { type: "string" },
        limit: { type: "string" },
        list: { type: "boolean" },
        server: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help || !command || command === "help") {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  const since = parseSince(values.since ?? null);
  if (since === "invalid") {
    console.error("--since must be a date such as 2026-03-01");
    return 2;
  }

  if (command === "migrate") {
    if (values.server) {
      console.log("A running server applies the migrations when it starts.");
      return 0;
    }
    const config = parseConfig(env);
    const holder = config.databaseUrl ? undefined : liveHolder(pgliteLockFile(config.dataDir));
    if (holder) {
      console.log(
        `The server (process ${holder.pid}) holds the store and applied the migrations when it started.`,
      );
      return 0;
    }
    const handle = await openDatabase(databaseTarget(config, "cli"));
    await handle.close();
    console.log(`Migrations applied (${config.databaseUrl ? "PostgreSQL" : config.dataDir}).`);
    return 0;
  }

  if (!["list", "export", "outbox"].includes(command)) {
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    return 2;
  }
  const format = values.format ?? (command === "export" ? undefined : "json");
  if (command === "export" && format !== "csv" && format !== "json") {
    console.error("export needs --format csv or --format json");
    return 2;
  }
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    console.error("--limit must be a whole number from 1 to 10000");
    return 2;
  }

  const backend = await chooseBackend({ server: values.server }, env);
  try {
    switch (command) {
      case "list": {
        const leads = await backend.list(limit, since);
        console.error(
          `${leads.length} lead${leads.length === 1 ? "" : "s"}, newest first (from ${backend.description})`,
        );
        for (const lead of leads) console.log(`${formatLead(lead)}\n`);
        break;
      }
      case "export":
        process.stdout.write(await backend.exportLeads(format === "csv" ? "csv" : "json", since));
        break;
      default: {
        if (values.list) {
          console.log(formatOutbox(await backend.outbox()));
          break;
        }
        console.log(formatOutbox(await backend.outbox()));
        const report = await backend.flush();
        console.log(
          `\nSent now: ${report.sent}, failed: ${report.failed} (${report.requeued} made due).\n` +
            formatOutbox(report),
        );
        if (report.failed > 0) return 1;
      }
    }
  } finally {
    await backend.close();
  }
  return 0;
}
