import "server-only";
import type { DatabaseHandle } from "../db/client";
import { createRateLimiter, type RateLimiter } from "../http/rate-limit";
import { getServerRuntime, type ServerRuntime } from "../runtime";
import { readOrCreateSecret } from "../secrets";
import { createOfficeAuth, signInLinkUrl, type OfficeAuth } from "../auth/office-auth";
import { enqueueOfficeMail } from "./office-outbox";
import { OfficeStore } from "./office-store";
import { businessHours, promiseCutoff, replyPromiseMinutes, startOfMonth } from "./reply-promise";
import { raiseDueReminders } from "./reminders";
import { composeSignInMail } from "./sign-in-mail";

export const OFFICE_AUTH_SECRET_FILE = "office-auth-secret";
/** Sign-in links asked for per client address, and per e-mail address, per 15 minutes. */
export const SIGN_IN_ATTEMPTS = { perAddress: 10, perEmail: 5, windowSeconds: 15 * 60 };

/**
 * The office's share of the server process: its auth and store on the pipeline's database
 * (opened once by ServerRuntime), the sign-in rate limits and the reminder timer. On
 * globalThis for the same reason as ServerRuntime (one instance across Next.js bundles).
 */
export class OfficeRuntime {
  private parts: { handle: DatabaseHandle; auth: OfficeAuth; store: OfficeStore } | undefined;
  readonly perAddress: RateLimiter;
  readonly perEmail: RateLimiter;
  private timer: NodeJS.Timeout | undefined;

  constructor(readonly server: ServerRuntime) {
    const { windowSeconds } = SIGN_IN_ATTEMPTS;
    this.perAddress = createRateLimiter({
      points: SIGN_IN_ATTEMPTS.perAddress,
      durationSeconds: windowSeconds,
    });
    this.perEmail = createRateLimiter({
      points: SIGN_IN_ATTEMPTS.perEmail,
      durationSeconds: windowSeconds,
    });
  }

  get config() {
    return this.server.config;
  }

  private async open() {
    const handle = await this.server.database();
    if (this.parts?.handle === handle) return this.parts;
    const { config } = this;
    const auth = createOfficeAuth({
      db: handle.db,
      secret:
        config.office.authSecret ?? readOrCreateSecret(config.dataDir, OFFICE_AUTH_SECRET_FILE),
      baseURL: config.siteOrigin,
      isAllowed: (email) => config.office.users.includes(email),
      sendLink: async (email, token, origin) => {
        await enqueueOfficeMail(
          handle.db,
          await composeSignInMail(config.site, email, signInLinkUrl(origin, token)),
        );
        this.nudge();
      },
      secureCookies:
        process.env.NODE_ENV === "production" && config.siteOrigin.startsWith("https:"),
    });
    this.parts = { handle, auth, store: new OfficeStore(handle.db) };
    return this.parts;
  }

  async auth(): Promise<OfficeAuth> {
    return (await this.open()).auth;
  }

  async store(): Promise<OfficeStore> {
    return (await this.open()).store;
  }

  /** Sends queued mail now rather than at the next dispatcher pass. */
  nudge(): void {
    this.server
      .dispatcher()
      .then((dispatcher) => dispatcher.nudge())
      .catch(() => undefined);
  }

  /** Leads created before this have had their whole reply promise by `now`. */
  overdueBefore(now: Date): Date {
    const site = this.config.site;
    return promiseCutoff(now, replyPromiseMinutes(site), businessHours(site));
  }

  countWindows(now: Date) {
    return {
      overdueBefore: this.overdueBefore(now),
      followUpBefore: new Date(now.getTime() - this.config.office.followUpDays * 86_400_000),
      monthStart: startOfMonth(now),
    };
  }

  /** One reminder pass (the timer calls it; tests call it with their own clock). */
  async remindOnce(now: Date = new Date()): Promise<string[]> {
    const { handle } = await this.open();
    const { config } = this;
    const raised = await raiseDueReminders(
      handle.db,
      this.overdueBefore(now),
      {
        site: config.site,
        leadsTo: config.leadsTo,
        smsTo: config.sms?.to ?? [],
        siteOrigin: config.siteOrigin,
      },
      now,
    );
    if (raised.length > 0) this.nudge();
    return raised;
  }

  /** Checks for overdue leads every minute (started once per serving process). */
  startReminders(): void {
    if (this.timer) return;
    const tick = () =>
      void this.remindOnce().catch((error: unknown) =>
        console.error("[office] reminders:", error instanceof Error ? error.message : error),
      );
    this.timer = setInterval(tick, 60_000);
    this.timer.unref();
    tick();
  }
}

const GLOBAL_KEY = Symbol.for("straightcut.office-runtime");
type OfficeGlobal = typeof globalThis & { [GLOBAL_KEY]?: OfficeRuntime };

export function getOfficeRuntime(): OfficeRuntime {
  const holder = globalThis as OfficeGlobal;
  holder[GLOBAL_KEY] ??= new OfficeRuntime(getServerRuntime());
  return holder[GLOBAL_KEY];
}
