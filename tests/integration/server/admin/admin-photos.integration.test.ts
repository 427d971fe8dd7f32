import { storeLead } from "../../../support/store-lead";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  handleAdminLeadPhoto,
  handleAdminLeadPhotos,
  handleAdminLeads,
  type AdminDeps,
} from "@/server/admin/handle-admin";
import type { DatabaseHandle } from "@/server/db/client";
import { handleLeadRequest } from "@/server/leads/handle-request";
import type { PhotoToStore } from "@/server/leads/photo-store";
import { LeadStore } from "@/server/leads/store";
import { composeLeadMails } from "@/server/mail/compose";
import { mailSenders } from "@/server/mail/mail-sender";
import { OutboxDispatcher } from "@/server/outbox/dispatcher";
import { createSmtpTransport } from "@/server/mail/transport";
import { testAdminDeps } from "../../../support/admin";
import { testDatabases, truncateAll } from "../../../support/database";
import { LEADS_TO, pipelineDeps, requestBody, testSite } from "../../../support/pipeline";
import { fixture, photoRequest } from "../../../support/photos";
import { startSmtpServer } from "../../../support/smtp";

const TOKEN = "admin-token-for-tests-0123456789";

function get(url: string, authorization?: string): Request {
  return new Request(`http://localhost:3000${url}`, {
    headers: authorization ? { authorization } : {},
  });
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

describe.each(testDatabases())("the admin photo download on $name", (database) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let store: LeadStore;
  let outboxDir: string;
  let deps: AdminDeps;
  let leadId: string;

  const photo = (url: string, authorization?: string) => {
    const [, id = "", position = ""] = /leads\/([^/]+)\/photos\/([^/]+)$/.exec(url) ?? [];
    return handleAdminLeadPhoto(get(url, authorization), deps, { id, position });
  };

  beforeAll(async () => {
    handle = await database.open();
    store = new LeadStore(handle.db);
    outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-photos-"));
  }, 60_000);
  afterAll(async () => {
    await handle?.dispose();
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await truncateAll(handle);
    // A fresh failure counter each time: the 401 checks must not lock the next test out.
    deps = testAdminDeps(() => TOKEN, store, outboxDir);
    const photos = [fixture("small.webp", "north wall.webp"), fixture("transparent.png")];
    const response = await handleLeadRequest(
      photoRequest(requestBody(), photos),
      pipelineDeps(store),
    );
    leadId = ((await response.json()) as { id: string }).id;
  });

  it("needs the admin token, and asks a browser for it as a password", async () => {
    const url = `/api/admin/leads/${leadId}/photos/1`;
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, basic("owner", "wrong")]) {
      const refused = await photo(url, authorization);
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toBe('Basic realm="leads"');
    }
    const list = await handleAdminLeadPhotos(get(`/api/admin/leads/${leadId}/photos`), deps, {
      id: leadId,
    });
    expect(list.status).toBe(401);
  });

  it("serves a photo with the token as Bearer or as a Basic password", async () => {
    const [stored] = await store.photos.forLead(leadId);
    for (const authorization of [`Bearer ${TOKEN}`, basic("owner", TOKEN), basic("", TOKEN)]) {
      const response = await photo(`/api/admin/leads/${leadId}/photos/1`, authorization);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("content-disposition")).toBe('inline; filename="north-wall.jpg"');
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(Buffer.from(await response.arrayBuffer()).equals(stored!.data)).toBe(true);
    }
  });

  it("answers 404 for a photo or lead that is not there", async () => {
    for (const url of [
      `/api/admin/leads/${leadId}/photos/3`,
      `/api/admin/leads/${leadId}/photos/0`,
      `/api/admin/leads/${leadId}/photos/x`,
      `/api/admin/leads/${crypto.randomUUID()}/photos/1`,
      `/api/admin/leads/not-a-lead/photos/1`,
    ]) {
      expect((await photo(url, `Bearer ${TOKEN}`)).status, url).toBe(404);
    }
    const missing = await handleAdminLeadPhotos(
      get(`/api/admin/leads/x/photos`, `Bearer ${TOKEN}`),
      deps,
      { id: crypto.randomUUID() },
    );
    expect(missing.status).toBe(404);
  });

  it("lists the photos of a lead and of every lead in the export", async () => {
    const list = await handleAdminLeadPhotos(
      get(`/api/admin/leads/${leadId}/photos`, `Bearer ${TOKEN}`),
      deps,
      { id: leadId },
    );
    const expected = [
      { position: 1, fileName: "north-wall.jpg", contentType: "image/jpeg", width: 640 },
      { position: 2, fileName: "transparent.jpg", contentType: "image/jpeg", width: 320 },
    ];
    expect(((await list.json()) as { photos: unknown[] }).photos).toMatchObject(expected);
    const exported = await handleAdminLeads(get("/api/admin/leads", `Bearer ${TOKEN}`), deps);
    const { leads } = (await exported.json()) as { leads: { photos: { size: number }[] }[] };
    expect(leads[0]?.photos).toMatchObject(expected);
    expect(leads[0]?.photos[0]?.size).toBeGreaterThan(1000);
    const csv = await handleAdminLeads(get("/api/admin/leads?format=csv", `Bearer ${TOKEN}`), deps);
    const [header, row] = (await csv.text()).split("\r\n");
    expect(header).toMatch(/,photos,client_address$/);
    // The handler stored the address the request came from (the pipeline support's peer).
    expect(row).toMatch(/,"2","203\.0\.113\.7"$/);
  });

  it("links the photos instead of attaching them when they are too large for a mail", async () => {
    const smtp = await startSmtpServer();
    const transport = createSmtpTransport(smtp.url);
    try {
      // Three 3.5 MB photos (only the browser's downscale keeps real ones smaller).
      const big: PhotoToStore[] = [1, 2, 3].map((position) => {
        const data = crypto.randomBytes(3.5 * 1024 * 1024);
        return {
          position,
          fileName: `big-${position}.jpg`,
          contentType: "image/jpeg",
          width: 4000,
          height: 3000,
          size: data.byteLength,
          sourceSha256: crypto.createHash("sha256").update(data).digest("hex"),
          data,
        };
      });
      const context = { site: testSite(), leadsTo: LEADS_TO, siteOrigin: "https://site.example" };
      const { id } = await storeLead(
        store,
        {
          name: "Dana Example",
          email: "dana@example.test",
          phone: "(416) 555-0101",
          message: "The photos straight from the camera.",
          form: "contact",
          idempotencyKey: crypto.randomUUID(),
        },
        (lead, photos) => composeLeadMails(lead, context, photos),
        big,
      );
      const dispatcher = new OutboxDispatcher({
        store: store.outbox,
        senders: mailSenders(transport, "quotes@sender.test", testSite().url),
      });
      await dispatcher.runOnce();
      const owner = (await smtp.waitFor(4)).find(
        (mail) => mail.rcptTo.includes(LEADS_TO) && mail.text.includes(id),
      )!;
      expect(owner.attachments).toEqual([]);
      expect(owner.text).toContain("3 photos (10.5 MB, too large to attach)");
      const links = owner.text.match(/https:\/\/site\.example\/api\/admin\/leads\/\S+/g) ?? [];
      expect(links).toHaveLength(3);
      const third = await photo(new URL(links[2]!).pathname, `Bearer ${TOKEN}`);
      expect(Buffer.from(await third.arrayBuffer()).equals(big[2]!.data)).toBe(true);
    } finally {
      transport.close();
      await smtp.close();
    }
  }, 60_000);
});
