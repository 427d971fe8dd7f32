import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { magicLink } from "better-auth/plugins";
import type { Database } from "../db/client";
import {
  officeAccounts,
  officeSessions,
  officeUsers,
  officeVerifications,
} from "../db/office-schema";

/** A sign-in link works for this long (issue 23: 15 minutes), and once. */
export const SIGN_IN_LINK_SECONDS = 15 * 60;
/** Where better-auth answers (only the link's GET and the session read are routed to it). */
export const OFFICE_AUTH_BASE_PATH = "/api/office/auth";

export interface OfficeAuthOptions {
  db: Database;
  secret: string;
  /** The public origin; the links themselves are built from the origin the owner used. */
  baseURL: string;
  /** Lower-case addresses allowed to sign in: configuration, not registration. */
  isAllowed: (email: string) => boolean;
  /** Queues the sign-in mail (through the outbox); `token` is the link's one-time secret. */
  sendLink: (email: string, token: string, origin: string) => Promise<void>;
  /** Secure cookies (https only): on in production. */
  secureCookies: boolean;
}

/**
 * better-auth with its Drizzle adapter on our Database (PGlite or PostgreSQL) and the magic-link
 * plugin. Tokens are stored hashed and consumed atomically on first use; a user row is created
 * only for an allowed address (the hook refuses any other), so there is no sign-up.
 */
export function createOfficeAuth(options: OfficeAuthOptions) {
  return betterAuth({
    appName: "Office",
    baseURL: options.baseURL,
    basePath: OFFICE_AUTH_BASE_PATH,
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user: officeUsers,
        session: officeSessions,
        account: officeAccounts,
        verification: officeVerifications,
      },
    }),
    emailAndPassword: { enabled: false },
    session: { expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Our own routes rate-limit sign-in per address and per e-mail (rate-limiter-flexible).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: options.secureCookies,
      cookiePrefix: "office",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) =>
            options.isAllowed(user.email.toLowerCase()) ? { data: user } : false,
        },
      },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token, metadata }) => {
          // Same answer for every address, so the form does not tell who may sign in.
          if (!options.isAllowed(email.toLowerCase())) return;
          const origin = typeof metadata?.origin === "string" ? metadata.origin : options.baseURL;
          await options.sendLink(email.toLowerCase(), token, origin);
        },
      }),
    ],
  });
}

export type OfficeAuth = ReturnType<typeof createOfficeAuth>;

/** The link in the mail: better-auth's verify endpoint, then the inbox. */
export function signInLinkUrl(origin: string, token: string): string {
  const url = new URL(`${OFFICE_AUTH_BASE_PATH}/magic-link/verify`, origin);
  url.searchParams.set("token", token);
  url.searchParams.set("callbackURL", "/office");
  url.searchParams.set("errorCallbackURL", "/office/sign-in");
  return url.toString();
}
