import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RobotCheck } from "@/server/robot-check/types";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/server/db/client";
import { estimates } from "@/server/db/schema";
import {
  handleEstimatePdf,
  handleEstimateRequest,
  type EstimateDeps,
} from "@/server/estimates/handle-estimate";
import { EstimateStore } from "@/server/estimates/store";
import { createRateLimiter } from "@/server/http/rate-limit";
import { NOT_A_ROBOT } from "@/shared/robot-check";
import { testDatabases, truncateAll } from "../../../support/database";
import { estimateDeps, FINISHED_CUT } from "../../../support/estimates";
import { postRequest } from "../../../support/pipeline";

describe.each(testDatabases())("POST /api/estimates on $name", (database) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let store: EstimateStore;
  /** Renders a stand-in: what is rendered is checked by the sheet it receives. */
  const rendered: string[] = [];

  const deps = (overrides: Partial<EstimateDeps> = {}): EstimateDeps =>
    estimateDeps(store, {
      render: async (sheet) => {
        rendered.push(`${sheet.number} ${sheet.total} ${sheet.lines.length}`);
        return Buffer.from(`%PDF ${sheet.number}`);
      },
      ...overrides,
    });

  beforeAll(async () => {
    handle = await database.open();
    store = new EstimateStore(handle.db);
  }, 60_000);
  afterAll(async () => {
    await handle?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    rendered.length = 0;
  });

  it("numbers a finished flow from the database sequence and answers its PDF", async () => {
    const year = new Date().getUTCFullYear();
    for (const expected of [`EST-${year}-00001`, `EST-${year}-00002`]) {
      const response = await handleEstimateRequest(
        postRequest({ answers: FINISHED_CUT, recaptchaToken: "" }),
        deps(),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("x-estimate-number")).toBe(expected);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${expected}.pdf"`,
      );
      expect(await response.text()).toBe(`%PDF ${expected}`);
    }
    expect(rendered).toEqual([`EST-${year}-00001 $6,080.00 4`, `EST-${year}-00002 $6,080.00 4`]);
    const stored = await store.get(1);
    expect(stored).toMatchObject({ answers: FINISHED_CUT, totalCents: 608000 });
    expect(stored?.print?.total).toBe("$6,080.00");
    expect(stored?.print?.lines).toHaveLength(4);
  });

  it("gives the same PDF again by number, 404 for one never issued, 400 for a malformed one", async () => {
    await handleEstimateRequest(postRequest({ answers: FINISHED_CUT }), deps());
    const number = `EST-${new Date().getUTCFullYear()}-00001`;
    expect((await handleEstimatePdf(number, deps())).status).toBe(200);
    expect((await handleEstimatePdf("EST-2020-00001", deps())).status).toBe(404);
    expect((await handleEstimatePdf("EST-2026-00999", deps())).status).toBe(404);
    expect((await handleEstimatePdf("nope", deps())).status).toBe(400);
  });

  it("prints an estimate as issued, and one issued before its lines were stored from its answers", async () => {
    const [legacy] = await handle.db
      .insert(estimates)
      .values({ answers: FINISHED_CUT, totalCents: 608000 })
      .returning();
    const number = `EST-${legacy!.createdAt.getUTCFullYear()}-00001`;
    expect((await handleEstimatePdf(number, deps())).status).toBe(200);
    expect(rendered).toEqual([`${number} $6,080.00 4`]);
    // A stored print is what prints, whatever the prices are today.
    const print = { answers: [], lines: [{ label: "Cutting", amount: "$1.00" }], total: "$1.00" };
    await handle.db.update(estimates).set({ print }).where(eq(estimates.id, legacy!.id));
    expect((await handleEstimatePdf(number, deps())).status).toBe(200);
    expect(rendered[1]).toBe(`${number} $1.00 1`);
  });

  it.each([
    [
      "an unfinished flow",
      { service: "cutting", cut_depth: "le10" },
      "Finish the calculator's questions first",
    ],
    [
      "a trench we do not offer",
      { service: "trenching", trench_depth: "no" },
      "Finish the calculator's questions first",
    ],
    [
      "an area out of bounds",
      { ...FINISHED_CUT, cut_area: 0 },
      "Finish the calculator's questions first",
    ],
    ["answers that are not a record", ["cutting"], "Invalid calculator answers"],
  ])("refuses %s with 400 and stores nothing", async (_, answers, error) => {
    const response = await handleEstimateRequest(postRequest({ answers }), deps());
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(error);
    expect(await store.get(1)).toBeUndefined();
  });

  it("refuses a failed robot check with the form's message and stores nothing", async () => {
    const robotCheck: RobotCheck = {
      provider: "altcha",
      verify: async () => ({ ok: false, reason: "bad solution" }),
    } as RobotCheck;
    const response = await handleEstimateRequest(
      postRequest({ answers: FINISHED_CUT, recaptchaToken: "x" }),
      deps({ robotCheck }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: NOT_A_ROBOT });
    expect(await store.get(1)).toBeUndefined();
  });

  it("refuses a cross-site request (403), a non-JSON body (415) and past the rate limit (429)", async () => {
    const crossSite = postRequest(
      { answers: FINISHED_CUT },
      { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } },
    );
    expect((await handleEstimateRequest(crossSite, deps())).status).toBe(403);
    const text = postRequest(undefined, { headers: { "content-type": "text/plain" }, raw: "x" });
    expect((await handleEstimateRequest(text, deps())).status).toBe(415);
    const limiter = createRateLimiter({ points: 1, durationSeconds: 60 });
    expect(
      (
        await handleEstimateRequest(
          postRequest({ answers: FINISHED_CUT }),
          deps({ rateLimiter: limiter }),
        )
      ).status,
    ).toBe(200);
    const limited = await handleEstimateRequest(
      postRequest({ answers: FINISHED_CUT }),
      deps({ rateLimiter: limiter }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
