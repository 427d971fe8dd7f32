import { describe, expect, it } from "vitest";
import { estimates } from "@/server/db/schema";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { requestsOf } from "@/server/leads/lead-requests";
import { SAFETY_PAPERS_LABEL } from "@/shared/lead/constants";
import { testDatabases, useLeadStore } from "../../../support/database";
import { pipelineDeps, postRequest, requestBody } from "../../../support/pipeline";

/** Issue 29: a request that asks for the papers, or carries a PDF estimate's number. */
describe.each(testDatabases())("what a request asks for besides a quote, on $name", (database) => {
  const suite = useLeadStore(database);

  async function send(overrides: Parameters<typeof requestBody>[0]) {
    const response = await handleLeadRequest(
      postRequest(requestBody(overrides)),
      pipelineDeps(suite.store),
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const owner = (await suite.store.outbox.forLead(id)).find((row) => row.kind === "owner")!;
    return { id, owner, requests: (await requestsOf(suite.handle.db, [id])).get(id) };
  }

  it("flags the WSIB clearance and insurance certificate in the owner's mail and the record", async () => {
    const { id, owner, requests } = await send({ safetyPapers: true });
    expect(requests).toEqual({ safetyPapers: true });
    const [record] = await suite.store.withRequests(await suite.store.listLeads());
    expect(record).toMatchObject({ id, requests: { safetyPapers: true } });
    expect(owner.subject).toContain("WSIB and insurance papers requested");
    expect(owner.text).toContain(SAFETY_PAPERS_LABEL);
    expect(owner.html).toContain(SAFETY_PAPERS_LABEL);
  });

  it("stores nothing extra and flags nothing for a plain request", async () => {
    const { owner, requests } = await send({});
    expect(requests).toBeUndefined();
    const [record] = await suite.store.withRequests(await suite.store.listLeads());
    expect(record?.requests).toEqual({ safetyPapers: false });
    expect(owner.subject).not.toContain("papers");
    expect(owner.text).not.toContain(SAFETY_PAPERS_LABEL);
  });

  it("links the PDF estimate the request carries when we issued it", async () => {
    const [issued] = await suite.handle.db
      .insert(estimates)
      .values({
        answers: { service: "coring", cor_diameter: "d4", cor_holes: 3 },
        totalCents: 39000,
      })
      .returning();
    const number = `EST-${issued!.createdAt.getUTCFullYear()}-${String(issued!.id).padStart(5, "0")}`;
    const { owner, requests } = await send({ estimateNumber: number });
    expect(requests).toEqual({ safetyPapers: false, estimateNumber: number });
    const [record] = await suite.store.withRequests(await suite.store.exportLeads());
    expect(record?.requests).toEqual({ safetyPapers: false, estimateNumber: number });
    expect(owner.text).toContain(`${number}: https://straightcut.example/api/estimates/${number}`);
    expect(owner.html).toContain(`href="https://straightcut.example/api/estimates/${number}"`);
  });

  it("drops an estimate number we never issued", async () => {
    const { owner, requests } = await send({ estimateNumber: "EST-2026-99999" });
    expect(requests).toBeUndefined();
    expect(owner.text).not.toContain("EST-2026-99999");
  });

  it("refuses a malformed estimate number with 400 naming the field", async () => {
    const response = await handleLeadRequest(
      postRequest(requestBody({ estimateNumber: "EST-<b>" })),
      pipelineDeps(suite.store),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Invalid estimate number",
      field: "payload.estimateNumber",
    });
  });
});
