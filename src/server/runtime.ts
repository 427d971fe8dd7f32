import "server-only";
import { AltchaRobotCheck } from "./robot-check/altcha";
import type { ChallengeDeps } from "./robot-check/handle-challenge";
import {
  DatabaseReplayStore,
  MemoryReplayStore,
  type ReplayStore,
} from "./robot-check/replay-store";
import { NoRobotCheck, RecaptchaRobotCheck, TurnstileRobotCheck } from "./robot-check/siteverify";
import type { RobotCheck } from "./robot-check/types";
import { databaseTarget, openDatabase, type DatabaseHandle } from "./db/client";
import { adminToken, getConfig, type ServerConfig } from "./env";
import { BoundedMemoryLimiter, createRateLimiter, type RateLimiter } from "./http/rate-limit";
import {
  ADMIN_FAILURE_WINDOW_SECONDS,
  ADMIN_FAILURES_ALLOWED,
  type AdminDeps,
} from "./admin/handle-admin";
import { composeAlerts } from "./alerts/compose";
import type { LeadRequestDeps } from "./leads/handle-request";
import { LeadStore } from "./leads/store";
import { EstimateStore } from "./estimates/store";
import { composeLeadMails } from "./mail/compose";
import { OutboxDispatcher } from "./outbox/dispatcher";
import { createOutboxSenders, estimatePdfFor } from "./senders";
import { scheduleRetentionPurge } from "./retention/schedule";

/**
 * Everything the server process shares: configuration, the store (opened on first use,
 * retried after a failure), the robot check, the rate limiter and the outbox dispatcher.
 * Kept on globalThis because Next.js compiles instrumentation and each route handler as
 * separate bundles: module-level state would give one PGlite per bundle, and PGlite allows
 * only one opener per data directory.
 */
export class ServerRuntime {
  readonly robotCheck: RobotCheck;
  /** Set when CAPTCHA_PROVIDER is altcha: it also issues the challenges. */
  readonly altcha: AltchaRobotCheck | undefined;
  readonly rateLimiter: RateLimiter;
  private readonly memoryLimiter: RateLimiter;
  private readonly adminFailures = new BoundedMemoryLimiter(
    ADMIN_FAILURES_ALLOWED,
    ADMIN_FAILURE_WINDOW_SECONDS,
  );
  /** Challenges are counted apart from submissions: a visitor fetches one per attempt. */
  private readonly challengeLimiter: RateLimiter;
  private sharedLimiter: RateLimiter | undefined;
  private handle: Promise<DatabaseHandle> | undefined;
  private storeInstance: { handle: DatabaseHandle; store: LeadStore } | undefined;
  private dispatcherInstance: OutboxDispatcher | undefined;
  private readonly outboxSenders: ReturnType<typeof createOutboxSenders>;
  private timer: NodeJS.Timeout | undefined;
  private stopRetentionPurge: (() => void) | undefined;
  private lastBackgroundError = "";

  constructor(readonly config: ServerConfig) {
    // Create the admin token file now (unless ADMIN_TOKEN is set), so the CLI finds it.
    adminToken(config);
    this.memoryLimiter = createRateLimiter(config.rateLimit);
    this.challengeLimiter = createRateLimiter(config.challengeRateLimit);
    this.rateLimiter = { consume: (key) => this.limiter().then((limiter) => limiter.consume(key)) };
    this.outboxSenders = createOutboxSenders(config);

    const captcha = config.captcha;
    switch (captcha.provider) {
      case "altcha": {
        this.altcha = new AltchaRobotCheck({
          hmacKey: captcha.hmacKey,
          cost: captcha.cost,
          keyPrefix: captcha.keyPrefix,
          replayStore: this.replayStore(),
        });
        this.robotCheck = this.altcha;
        break;
      }
      case "recaptcha":
        this.robotCheck = new RecaptchaRobotCheck(captcha);
        break;
      case "turnstile":
        this.robotCheck = new TurnstileRobotCheck(captcha);
        break;
      default:
        this.robotCheck = new NoRobotCheck();
    }
  }

  /** The database, opened (and migrated) once; after a failure the next call tries again. */
  database(): Promise<DatabaseHandle> {
    this.handle ??= openDatabase(databaseTarget(this.config, "server")).catch((error: unknown) => {
      this.handle = undefined;
      throw error;
    });
    return this.handle;
  }

  async store(): Promise<LeadStore> {
    const handle = await this.database();
    if (this.storeInstance?.handle !== handle) {
      const store = new LeadStore(handle.db);
      // PGlite: this process holds the directory alone, so mail still "sending" was claimed by
      // a process that stopped; it goes out now rather than after the claim lease.
      if (!this.config.databaseUrl) {
        const released = await store.outbox.releaseOrphanedClaims();
        if (released > 0)
          console.info(`[outbox] ${released} mail claimed before a restart is due again`);
      }
      this.storeInstance = { handle, store };
    }
    return this.storeInstance.store;
  }

  /** The PDF estimates (issue 29), on the same database. */
  async estimateStore(): Promise<EstimateStore> {
    return new EstimateStore((await this.database()).db);
  }

  async dispatcher(): Promise<OutboxDispatcher> {
    const store = await this.store();
    this.dispatcherInstance ??= new OutboxDispatcher({
      store: store.outbox,
      senders: this.outboxSenders.senders,
      estimatePdf: estimatePdfFor(this.config),
    });
    return this.dispatcherInstance;
  }

  /** Memory for one process; PostgreSQL's table when DATABASE_URL is set and reachable. */
  private async limiter(): Promise<RateLimiter> {
    if (!this.config.databaseUrl) return this.memoryLimiter;
    if (this.sharedLimiter) return this.sharedLimiter;
    try {
      const handle = await this.database();
      this.sharedLimiter = createRateLimiter({ ...this.config.rateLimit, pool: handle.pool });
      return this.sharedLimiter;
    } catch {
      return this.memoryLimiter;
    }
  }

  /**
   * ALTCHA replays: in the database for every store (PGlite too), so a used solution stays used
   * across a restart; in memory only while the database cannot be opened.
   */
  private replayStore(): ReplayStore {
    const memory = new MemoryReplayStore();
    let shared: DatabaseReplayStore | undefined;
    return {
      claim: async (id, expiresAt) => {
        try {
          shared ??= new DatabaseReplayStore((await this.database()).db);
        } catch {
          return memory.claim(id, expiresAt);
        }
        return shared.claim(id, expiresAt);
      },
    };
  }

  challengeDeps(): ChallengeDeps {
    return {
      altcha: this.altcha,
      limiter: this.challengeLimiter,
      trustProxy: this.config.trustProxy,
    };
  }

  /** Asks the dispatcher for a pass soon (after messages are committed), without waiting. */
  nudgeOutbox(): void {
    this.dispatcher()
      .then((dispatcher) => dispatcher.nudge())
      .catch(() => undefined);
  }

  leadRequestDeps(): LeadRequestDeps {
    const mailContext = {
      site: this.config.site,
      leadsTo: this.config.leadsTo,
      siteOrigin: this.config.siteOrigin,
    };
    const { sms, webhook, siteOrigin } = this.config;
    const alertContext = { sms, webhook, siteOrigin };
    return {
      contactApiKey: this.config.contactApiKey,
      siteOrigin: this.config.siteOrigin,
      trustProxy: this.config.trustProxy,
      phone: this.config.site.phone,
      rateLimiter: this.rateLimiter,
      robotCheck: this.robotCheck,
      store: () => this.store(),
      composeMessages: async (lead, photos) => [
        ...(await composeLeadMails(lead, mailContext, photos)),
        ...composeAlerts(lead, alertContext),
      ],
      afterCommit: () => this.nudgeOutbox(),
    };
  }

  adminDeps(): AdminDeps {
    return {
      token: () => adminToken(this.config),
      failedAttempts: this.adminFailures,
      trustProxy: this.config.trustProxy,
      store: () => this.store(),
      dispatcher: () => this.dispatcher(),
    };
  }

  /**
   * Opens the store and sends due mail now and every OUTBOX_INTERVAL seconds. Started once per
   * process from instrumentation; a store that cannot be opened yet is retried on each tick.
   */
  startBackgroundWork(): void {
    if (this.timer) return;
    const tick = async () => {
      try {
        const dispatcher = await this.dispatcher();
        await dispatcher.runOnce();
        this.lastBackgroundError = "";
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== this.lastBackgroundError) console.error(`[outbox] ${message}`);
        this.lastBackgroundError = message;
      }
    };
    void tick();
    this.timer = setInterval(() => void tick(), this.config.outboxIntervalSeconds * 1000);
    this.timer.unref();
    this.stopRetentionPurge = scheduleRetentionPurge(
      async () => (await this.database()).db,
      this.config.leadRetention,
    );
    const { senders } = this.outboxSenders;
    const alerts = [senders.sms, senders.webhook].map((sender) => sender?.description);
    console.info(
      `[leads] store: ${this.config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${this.config.dataDir}`}; ` +
        `mail: ${senders.owner?.description}; ` +
        `alerts: ${alerts.filter(Boolean).join(" and ") || "none"}; robot check: ${this.robotCheck.provider}`,
    );
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.stopRetentionPurge?.();
    await this.dispatcherInstance?.stop();
    this.outboxSenders.close();
    const handle = await this.handle?.catch(() => undefined);
    await handle?.close();
    this.handle = undefined;
  }
}

const GLOBAL_KEY = Symbol.for("straightcut.server-runtime");
type RuntimeGlobal = typeof globalThis & { [GLOBAL_KEY]?: ServerRuntime };

/** The process's runtime, created on first use. Throws a ConfigError when the environment is invalid. */
export function getServerRuntime(): ServerRuntime {
  const holder = globalThis as RuntimeGlobal;
  holder[GLOBAL_KEY] ??= new ServerRuntime(getConfig());
  return holder[GLOBAL_KEY];
}
