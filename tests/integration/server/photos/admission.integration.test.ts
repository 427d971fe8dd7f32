import { describe, expect, it } from "vitest";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { PhotoAdmission } from "@/server/photos/admission";
import { testDatabases, useLeadStore } from "../../../support/database";
import { pipelineDeps, postRequest, requestBody } from "../../../support/pipeline";
import { fixture, photoRequest, storedCounts } from "../../../support/photos";

const FIVE_PHOTOS = Array.from({ length: 5 }, (_, i) => fixture("small.webp", `site-${i}.webp`));

describe.each(testDatabases())("requests with photos take turns, on $name", (database) => {
  const suite = useLeadStore(database);

  function sendAll(admission: PhotoAdmission, count: number) {
    let most = 0;
    return Promise.all(
      Array.from({ length: count }, () => {
        const request = photoRequest(requestBody(), FIVE_PHOTOS);
        return admission.handle(request, async () => {
          most = Math.max(most, admission.active);
          return handleLeadRequest(request, pipelineDeps(suite.store, rateLimitOff));
        });
      }),
    ).then((responses) => ({ responses, most }));
  }

  it("ten five-photo requests at once: all stored, never more than two handled at a time", async () => {
    const { responses, most } = await sendAll(new PhotoAdmission(2, 16), 10);
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(most).toBe(2);
    expect(await storedCounts(suite.handle)).toMatchObject({ leads: 10, photos: 50 });
  }, 60_000);

  it("past the waiting room: 503 with Retry-After, nothing stored for those", async () => {
    const { responses } = await sendAll(new PhotoAdmission(1, 2), 6);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    const refused = responses.filter((response) => response.status === 503);
    expect(refused).toHaveLength(3);
    for (const response of refused) {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await response.json()) as { error: string }).error).toMatch(/try again/);
    }
    expect(await storedCounts(suite.handle)).toMatchObject({ leads: 3, photos: 15 });
  }, 60_000);

  it("lets requests without photos through at once", async () => {
    const admission = new PhotoAdmission(1, 0);
    const response = await admission.handle(postRequest(requestBody()), () =>
      handleLeadRequest(postRequest(requestBody()), pipelineDeps(suite.store)),
    );
    expect(response.status).toBe(200);
  });
});

/** The same test address sends every request: the per-address limit is not what is tested. */
const rateLimitOff = { rateLimiter: { consume: async () => undefined } };
