import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { createOfficeAuth, signInLinkUrl, type OfficeAuth } from "@/server/auth/office-auth";
import { officeUsers } from "@/server/db/office-schema";
import { testDatabases } from "../../../support/database";

const ORIGIN = "http://127.0.0.1:3399";
const OWNER = "owner@straightcut.example";

/** better-auth with its Drizzle adapter and the magic-link plugin, on PGlite (and PostgreSQL in CI). */
describe.each(testDatabases())("office sign-in on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let auth: OfficeAuth;
  const sent: { email: string; token: string; origin: string }[] = [];

  beforeAll(async () => {
    handle = await database.open();
    auth = createOfficeAuth({
      db: handle.db,
      secret: "a-test-secret-of-at-least-thirty-two-characters",
      baseURL: "https://straightcut.example",
      isAllowed: (email) => email === OWNER,
      sendLink: async (email, token, origin) => {
        sent.push({ email, token, origin });
      },
      secureCookies: false,
    });
  }, 60_000);
  afterAll(() => handle.dispose());
  afterEach(async () => {
    vi.useRealTimers();
    sent.length = 0;
    await handle.db.execute(sql`truncate table office_users, office_verifications cascade`);
  });

  async function askForLink(email: string): Promise<void> {
    await auth.api.signInMagicLink({
      body: { email, callbackURL: "/office", metadata: { origin: ORIGIN } },
      headers: new Headers(),
    });
  }

  function openLink(token: string): Promise<Response> {
    return auth.handler(new Request(signInLinkUrl(ORIGIN, token)));
  }

  it("sends a link to an allowed address; the link signs in once", async () => {
    await askForLink("Owner@StraightCut.example");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ email: OWNER, origin: ORIGIN });

    const first = await openLink(sent[0]!.token);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toMatch(/\/office$/);
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/office\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await auth.api.getSession({
      headers: new Headers({ cookie: cookie.split(";")[0]! }),
    });
    expect(session?.user.email).toBe(OWNER);

    const again = await openLink(sent[0]!.token);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toMatch(/\/office\/sign-in\?error=INVALID_TOKEN/);
    expect(again.headers.get("set-cookie") ?? "").not.toMatch(/session_token=[^;]/);
  });

  it("sends nothing to an address that is not allowed, and creates no user", async () => {
    await askForLink("stranger@example.test");
    expect(sent).toHaveLength(0);
    expect(await handle.db.select().from(officeUsers)).toEqual([]);
  });

  it("refuses a link older than 15 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
    await askForLink(OWNER);
    vi.setSystemTime(new Date("2026-06-01T12:15:01Z"));
    const late = await openLink(sent[0]!.token);
    expect(late.headers.get("location")).toMatch(/error=INVALID_TOKEN/);
  });

  it("signs out: the session no longer works", async () => {
    await askForLink(OWNER);
    const opened = await openLink(sent[0]!.token);
    const cookie = (opened.headers.get("set-cookie") ?? "").split(";")[0]!;
    const headers = new Headers({ cookie });
    expect(await auth.api.getSession({ headers })).not.toBeNull();
    await auth.api.signOut({ headers });
    expect(await auth.api.getSession({ headers })).toBeNull();
  });
});
