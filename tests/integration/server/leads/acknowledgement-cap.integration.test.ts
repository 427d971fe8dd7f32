import { describe, expect, it } from "vitest";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { ACKNOWLEDGEMENTS_PER_ADDRESS } from "@/server/outbox/store";
import { testDatabases, useLeadStore } from "../../../support/database";
import { pipelineDeps, postRequest, requestBody } from "../../../support/pipeline";

describe.each(testDatabases())("the acknowledgement cap per address, on $name", (database) => {
  const suite = useLeadStore(database);

  async function acknowledgements(ids: string[]): Promise<string[]> {
    const rows = await Promise.all(ids.map((id) => suite.store.outbox.forLead(id)));
    return rows
      .flat()
      .filter((row) => row.kind === "customer")
      .map((row) => row.to);
  }

  it("counts upper- and lower-case spellings of one address together", async () => {
    const variants = [
      "target@example.test",
      "Target@example.test",
      "TARGET@example.test",
      "target@EXAMPLE.test",
      "tArGeT@ExAmPlE.TeSt",
      "TARGET@EXAMPLE.TEST",
      "Target@Example.Test",
    ];
    const ids = [];
    for (const email of variants) {
      const response = await handleLeadRequest(
        postRequest(requestBody({ email })),
        pipelineDeps(suite.store),
      );
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const sent = await acknowledgements(ids);
    expect(sent).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS);
    expect(new Set(sent)).toEqual(new Set(["target@example.test"]));
    // Every lead still reached the owner.
    const owner = (await Promise.all(ids.map((id) => suite.store.outbox.forLead(id))))
      .flat()
      .filter((row) => row.kind === "owner");
    expect(owner).toHaveLength(variants.length);
  });

  it("counts the Unicode and the ASCII (IDNA) spelling of a domain together", async () => {
    const variants = [
      "kunde@bücher.example",
      "Kunde@BÜCHER.example",
      "kunde@xn--bcher-kva.example",
      "KUNDE@XN--BCHER-KVA.EXAMPLE",
      "kunde@Bücher.Example",
    ];
    const ids = [];
    for (const email of variants) {
      const saved = await suite.store.insertLeadWithOutbox(
        {
          name: "Kim",
          email,
          phone: "416 555 0104",
          service: null,
          message: "Core holes",
          form: "contact",
          page: null,
          referrer: null,
          utm: null,
          calculator: null,
          idempotencyKey: crypto.randomUUID(),
        },
        [{ kind: "customer", to: email, subject: "Thanks", text: "t", html: "<p>t</p>" }],
      );
      ids.push(saved.id);
    }
    const sent = await acknowledgements(ids);
    expect(sent).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS);
    expect(new Set(sent)).toEqual(new Set(["kunde@xn--bcher-kva.example"]));
  });
});
