import "server-only";
import type { FlushReport, LeadJson, LeadsBackend, OutboxReport, PhotoFile } from "./backend-types";
import { OfficeStore } from "../office/office-store";
import path from "node:path";
import { databaseTarget, openDatabase, pgliteLockFile } from "../db/client";
import { liveHolder } from "../db/lock";
import { ADMIN_TOKEN_FILE, parseConfig, type ServerConfig } from "../env";
import { leadsToCsv } from "../leads/csv";
import type { PhotoSummary } from "../leads/photo-store";
import { LeadStore } from "../leads/store";
import { OutboxDispatcher } from "../outbox/dispatcher";
import { outboxReport } from "../outbox/report";
import { createOutboxSenders, estimatePdfFor } from "../senders";
import { readSecret } from "../secrets";

export { loadEnvFiles } from "./env-files";

export type {
  FlushReport,
  LeadJson,
  LeadsBackend,
  OutboxEntry,
  OutboxReport,
  PhotoFile,
} from "./backend-types";

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

  private async call(
    pathAndQuery: string,
    method: "GET" | "POST" | "DELETE" = "GET",
    options: { missingOk?: boolean } = {},
  ): Promise<Response> {
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
    if (!response.ok && !(options.missingOk && response.status === 404)) {
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

  async photos(leadId: string): Promise<PhotoFile[] | undefined> {
    const base = `/api/admin/leads/${encodeURIComponent(leadId)}/photos`;
    const listing = await this.call(base, "GET", { missingOk: true });
    if (listing.status === 404) return undefined;
    const { photos } = (await listing.json()) as { photos: PhotoSummary[] };
    const files: PhotoFile[] = [];
    for (const photo of photos) {
      const response = await this.call(`${base}/${photo.position}`);
      files.push({ fileName: photo.fileName, data: Buffer.from(await response.arrayBuffer()) });
    }
    return files;
  }

  async deleteLead(leadId: string): Promise<boolean> {
    const path = `/api/admin/leads/${encodeURIComponent(leadId)}`;
    const response = await this.call(path, "DELETE", { missingOk: true });
    return response.status !== 404;
  }

  async close(): Promise<void> {}
}

export class LocalBackend implements LeadsBackend {
  readonly description: string;

  private constructor(
    private readonly store: LeadStore,
    private readonly config: ServerConfig,
    private readonly closeStore: () => Promise<void>,
    private readonly office: OfficeStore,
  ) {
    this.description = config.databaseUrl
      ? "PostgreSQL (DATABASE_URL)"
      : `the store in ${config.dataDir}`;
  }

  static async open(config: ServerConfig): Promise<LocalBackend> {
    const handle = await openDatabase(databaseTarget(config, "cli"));
    return new LocalBackend(
      new LeadStore(handle.db),
      config,
      () => handle.close(),
      new OfficeStore(handle.db),
    );
  }

  async list(limit: number, since?: Date): Promise<LeadJson[]> {
    return asJson(await this.store.records(await this.store.listLeads({ limit, since })));
  }

  async exportLeads(format: "csv" | "json", since?: Date): Promise<string> {
    const leads = await this.store.records(await this.store.exportLeads(since));
    return format === "csv" ? leadsToCsv(leads) : `${JSON.stringify(leads, null, 2)}\n`;
  }

  /** A dispatcher with the configured senders, closed after use. */
  private async withDispatcher<T>(run: (dispatcher: OutboxDispatcher) => Promise<T>): Promise<T> {
    const outbox = createOutboxSenders(this.config);
    try {
      return await run(
        new OutboxDispatcher({
          store: this.store.outbox,
          senders: outbox.senders,
          estimatePdf: estimatePdfFor(this.config),
        }),
      );
    } finally {
      outbox.close();
    }
  }

  async outbox(): Promise<OutboxReport> {
    return this.withDispatcher(async (dispatcher) =>
      asJson(await outboxReport(this.store.outbox, dispatcher)),
    );
  }

  async flush(): Promise<FlushReport> {
    return this.withDispatcher(async (dispatcher) => {
      const requeued = await this.store.outbox.flush();
      const result = await dispatcher.runOnce();
      return asJson({
        requeued,
        ...result,
        ...(await outboxReport(this.store.outbox, dispatcher)),
      });
    });
  }

  async photos(leadId: string): Promise<PhotoFile[] | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(leadId) || !(await this.store.getLead(leadId))) return undefined;
    return this.store.photos.forLead(leadId);
  }

  async deleteLead(leadId: string): Promise<boolean> {
    return /^[0-9a-f-]{36}$/i.test(leadId) && this.office.deleteLead(leadId);
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
