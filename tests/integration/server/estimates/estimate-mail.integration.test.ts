import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import type { DatabaseHandle } from "@/server/db/client";
import { estimates, outbox } from "@/server/db/schema";
import { estimatePdfAttachment } from "@/server/estimates/attachment";
import { handleEstimateMail } from "@/server/estimates/handle-estimate-mail";
import { EstimateStore } from "@/server/estimates/store";
import { handleLeadRequest } from "@/server/leads/handle-request";
import { LeadStore } from "@/server/leads/store";
import { mailSenders } from "@/server/mail/mail-sender";
import { createSmtpTransport, type MailTransport } from "@/server/mail/transport";
import { OutboxDispatcher } from "@/server/outbox/dispatcher";
import { ACKNOWLEDGEMENTS_PER_ADDRESS } from "@/server/outbox/store";
import type { RobotCheck } from "@/server/robot-check/types";
import { priceLines } from "@/features/calculator/price-lines";
import { formatCad } from "@/shared/money";
import { NOT_A_ROBOT } from "@/shared/robot-check";
import { testDatabases, truncateAll } from "../../../support/database";
import { estimateDeps, FINISHED_CUT, sheetContext } from "../../../support/estimates";
import {
  LEADS_TO,
  pipelineDeps,
  postRequest,
  requestBody,
  testSite,
} from "../../../support/pipeline";
import { startSmtpServer, type TestSmtpServer } from "../../../support/smtp";

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** POST /api/estimates/mail through the real handler, store, outbox, renderer and SMTP on loopback. */
describe.each(testDatabases())("E-mail it to me (issue 29) on $name", (database) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let store: EstimateStore;
  let smtp: TestSmtpServer;
  const transports: MailTransport[] = [];

  const mail = (body: unknown, overrides = {}) =>
    handleEstimateMail(postRequest(body), estimateDeps(store, overrides));

  async function sendMail() {
    const transport = createSmtpTransport(smtp.url);
    transports.push(transport);
    return new OutboxDispatcher({
      store: new LeadStore(handle.db).outbox,
      senders: mailSenders(transport, "quotes@sender.test", testSite().url),
      estimatePdf: estimatePdfAttachment(sheetContext()),
      log: quiet,
    }).runOnce();
  }

  async function stored() {
    const [issued] = await handle.db.select({ n: count() }).from(estimates);
    const rows = await handle.db.select().from(outbox);
    return { estimates: issued?.n ?? 0, outbox: rows };
  }

  beforeAll(async () => {
    handle = await database.open();
    store = new EstimateStore(handle.db);
    smtp = await startSmtpServer();
  }, 60_000);
  afterAll(async () => {
    await smtp?.close();
    await handle?.dispose();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    smtp.received.length = 0;
  });
  afterEach(() => {
    for (const transport of transports.splice(0)) transport.close();
  });

  it("queues a small row and sends one mail with the PDF, which holds the number, the total and every line", async () => {
    const response = await mail({ answers: FINISHED_CUT, email: " Visitor@Example.TEST " });
    expect(response.status).toBe(202);
    const { number } = (await response.json()) as { number: string };
    expect(number).toBe(`EST-${new Date().getUTCFullYear()}-00001`);

    // The row refers to the estimate; the PDF is rendered only when the mail goes.
    const { outbox: rows } = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "estimate",
      leadId: null,
      estimateId: 1,
      to: "visitor@example.test",
      replyTo: LEADS_TO,
    });

    expect(await sendMail()).toMatchObject({ sent: 1, failed: 0 });
    const [received] = await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
    expect(received!.rcptTo).toEqual(["visitor@example.test"]);
    expect(received!.subject).toBe(`Your estimate ${number} - ${testSite().name}`);
    const validUntil = /Valid until (\w+ \d{1,2}, \d{4})\./.exec(received!.text)?.[1];
    expect(validUntil).toBeDefined();
    for (const part of [received!.text, received!.html]) {
      expect(part).toContain(number);
      expect(part).toContain("$6,080.00");
      expect(part).toContain(validUntil);
      // The address typed is the recipient only: nothing the visitor typed is in the body.
      expect(part.toLowerCase()).not.toContain("visitor@");
      expect(part).toContain(testSite().phone);
      expect(part).toContain(`https://straightcut.example/contact?estimate=${number}#contact-form`);
    }

    expect(received!.attachments).toHaveLength(1);
    const [pdf] = received!.attachments;
    expect(pdf).toMatchObject({ filename: `${number}.pdf`, contentType: "application/pdf" });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.content)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(number);
    expect(flat).toContain("$6,080.00");
    const lines = priceLines(FINISHED_CUT);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      expect(flat).toContain(line.label);
      expect(flat).toContain(formatCad(line.amount));
    }
  }, 60_000);

  it("caps the mails to one address across case variants, counting its acknowledgements too", async () => {
    // Two acknowledgements of quote requests already went to the address today.
    const leads = new LeadStore(handle.db);
    for (const email of ["Target@Example.test", "target@example.TEST"]) {
      const response = await handleLeadRequest(
        postRequest(requestBody({ email })),
        pipelineDeps(leads),
      );
      expect(response.status).toBe(200);
    }
    const variants = ["TARGET@EXAMPLE.TEST", "tArGeT@example.test", "target@Example.Test"];
    const statuses = [];
    for (const email of variants) {
      const response = await mail({ answers: FINISHED_CUT, email });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(((await response.json()) as { field: string }).field).toBe("email");
      }
    }
    expect(statuses).toEqual([202, 429, 429]);
    const { estimates: issued, outbox: rows } = await stored();
    // A refused mail issues no estimate either.
    expect(issued).toBe(1);
    const toVisitor = rows.filter((row) => row.kind === "customer" || row.kind === "estimate");
    expect(toVisitor).toHaveLength(ACKNOWLEDGEMENTS_PER_ADDRESS);
    expect(new Set(toVisitor.map((row) => row.to))).toEqual(new Set(["target@example.test"]));
    // The cap counts estimate mails for the acknowledgement as well: the owner still gets the lead.
    const after = await handleLeadRequest(
      postRequest(requestBody({ email: "TARGET@example.test" })),
      pipelineDeps(leads),
    );
    expect(after.status).toBe(200);
    const kinds = (await stored()).outbox.map((row) => row.kind);
    expect(kinds.filter((kind) => kind === "customer")).toHaveLength(2);
    expect(kinds.filter((kind) => kind === "owner")).toHaveLength(3);
  });

  it.each([
    ["a wrong address", "visitor@", "Please enter a valid e-mail address"],
    ["no address", undefined, "Please enter a valid e-mail address"],
    ["two addresses", "a@example.test, b@example.test", "Please enter a valid e-mail address"],
  ])("refuses %s with 400 at the field, storing and queueing nothing", async (_, email, error) => {
    const response = await mail({ answers: FINISHED_CUT, email });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, field: "email" });
    expect(await stored()).toEqual({ estimates: 0, outbox: [] });
  });

  it("refuses a failed robot check with the form's message, storing and queueing nothing", async () => {
    const robotCheck = {
      provider: "altcha",
      verify: async () => ({ ok: false, reason: "bad solution" }),
    } as RobotCheck;
    const response = await mail(
      { answers: FINISHED_CUT, email: "visitor@example.test", recaptchaToken: "x" },
      { robotCheck },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: NOT_A_ROBOT });
    expect(await stored()).toEqual({ estimates: 0, outbox: [] });
  });

  it("refuses unfinished answers with 400 naming them, storing and queueing nothing", async () => {
    const response = await mail({
      answers: { service: "cutting" },
      email: "visitor@example.test",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { field: string }).field).toBe("answers");
    expect(await stored()).toEqual({ estimates: 0, outbox: [] });
  });
});
