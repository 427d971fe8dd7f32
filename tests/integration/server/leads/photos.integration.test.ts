import exifr from "exifr";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PHOTO_LIMITS, photoMessages, type PhotoError } from "@/shared/lead/photos";
import type { DatabaseHandle } from "@/server/db/client";
import { handleLeadRequest, type LeadRequestDeps } from "@/server/leads/handle-request";
import { LeadStore } from "@/server/leads/store";
import { mailSenders } from "@/server/mail/mail-sender";
import { OutboxDispatcher } from "@/server/outbox/dispatcher";
import { createSmtpTransport, type MailTransport } from "@/server/mail/transport";
import { rejectingRobotCheck } from "../../../support/bad-requests";
import { testDatabases, truncateAll } from "../../../support/database";
import {
  LEADS_TO,
  pipelineDeps,
  postRequest,
  requestBody,
  testSite,
} from "../../../support/pipeline";
import {
  fixture,
  jpegLike,
  photoRequest,
  sha256,
  storedCounts,
  type PhotoPart,
} from "../../../support/photos";
import { startSmtpServer, type TestSmtpServer } from "../../../support/smtp";

/** POST /api/email with photos, through the real handler, store and an SMTP server on loopback. */
describe.each(testDatabases())("photos with a quote request on $name", (database) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };
  let store: LeadStore;
  let smtp: TestSmtpServer;
  const transports: MailTransport[] = [];

  const send = (request: Request, overrides: Partial<LeadRequestDeps> = {}) =>
    handleLeadRequest(request, pipelineDeps(store, overrides));

  async function sendMail() {
    const transport = createSmtpTransport(smtp.url);
    transports.push(transport);
    const dispatcher = new OutboxDispatcher({
      store: store.outbox,
      senders: mailSenders(transport, "quotes@sender.test", testSite().url),
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    return dispatcher.runOnce();
  }

  async function expectRefused(response: Response, status: number, expected: PhotoError) {
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(expected);
    expect(await storedCounts(handle)).toEqual({ leads: 0, photos: 0, outbox: 0 });
  }

  beforeAll(async () => {
    handle = await database.open();
    store = new LeadStore(handle.db);
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

  it("stores two photos with the lead, upright, capped, without GPS, and mails them to the owner", async () => {
    const phone = fixture("phone-gps.jpg", "IMG_0042.JPG");
    const webp = fixture("small.webp", "slab edge.webp", "image/webp");
    // The fixture really carries what a phone writes.
    expect(await exifr.gps(Buffer.from(phone.bytes))).toMatchObject({
      latitude: 43.65342777777778,
    });

    const response = await send(photoRequest(requestBody(), [phone, webp]));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(await storedCounts(handle)).toEqual({ leads: 1, photos: 2, outbox: 2 });

    const [first, second] = await store.photos.forLead(id);
    expect(first).toMatchObject({
      position: 1,
      fileName: "IMG_0042.jpg",
      contentType: "image/jpeg",
      width: 1536,
      height: PHOTO_LIMITS.maxLongSide,
      sourceSha256: sha256(phone.bytes),
    });
    expect(second).toMatchObject({
      position: 2,
      fileName: "slab-edge.jpg",
      width: 640,
      height: 480,
      sourceSha256: sha256(webp.bytes),
    });
    for (const photo of [first!, second!]) {
      expect(photo.size).toBe(photo.data.byteLength);
      expect(await exifr.parse(photo.data, true)).toBeUndefined();
      expect(await exifr.gps(photo.data)).toBeUndefined();
      const meta = await sharp(photo.data).metadata();
      expect(meta).toMatchObject({ format: "jpeg", width: photo.width, height: photo.height });
      expect(meta.exif ?? meta.icc ?? meta.xmp ?? meta.iptc).toBeUndefined();
    }
    // The red block stored in the top-left corner is top-right once turned upright.
    const { data, info } = await sharp(first!.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [red, green, blue] = pixel(info.width - 40, 40);
    expect(red).toBeGreaterThan(200);
    expect(Math.max(green!, blue!)).toBeLessThan(60);
    expect(pixel(40, 40)[0]).toBeLessThan(200);

    expect(await sendMail()).toMatchObject({ sent: 2, failed: 0 });
    const received = await smtp.waitFor(2);
    const owner = received.find((mail) => mail.rcptTo.includes(LEADS_TO))!;
    const customer = received.find((mail) => mail.rcptTo.includes("dana@example.test"))!;
    expect(owner.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ["IMG_0042.jpg", "image/jpeg"],
      ["slab-edge.jpg", "image/jpeg"],
    ]);
    expect(owner.attachments[0]!.content.equals(first!.data)).toBe(true);
    expect(owner.attachments[1]!.content.equals(second!.data)).toBe(true);
    expect(owner.text).toMatch(/Photos: 2 photos, attached: IMG_0042\.jpg \(\d+ KB, 1536 x 2048\)/);
    expect(owner.html).toContain("2 photos, attached");
    expect(customer.attachments).toEqual([]);
    expect(customer.text).not.toContain("IMG_0042");
    // The outbox row holds the text, never the photos.
    const rows = await store.outbox.forLead(id);
    expect(Math.max(...rows.map((row) => row.text.length + (row.html ?? "").length))).toBeLessThan(
      20_000,
    );
  });

  it("takes HEIC as phones write it (HEVC inside), and PNG with transparency", async () => {
    const response = await send(
      photoRequest(requestBody(), [
        fixture("phone.heic", "IMG_0043.HEIC", "image/heic"),
        fixture("transparent.png", "plan.png", "image/png"),
      ]),
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const photos = await store.photos.forLead(id);
    expect(photos.map(({ fileName, width, height }) => ({ fileName, width, height }))).toEqual([
      { fileName: "IMG_0043.jpg", width: 1280, height: 960 },
      { fileName: "plan.jpg", width: 320, height: 240 },
    ]);
    for (const photo of photos) expect((await sharp(photo.data).metadata()).format).toBe("jpeg");
  }, 30_000);

  it("answers a request without photos as before, and says so in the owner's mail", async () => {
    const response = await send(photoRequest(requestBody(), []));
    expect(response.status).toBe(200);
    expect(await storedCounts(handle)).toEqual({ leads: 1, photos: 0, outbox: 2 });
    await sendMail();
    const owner = (await smtp.waitFor(2)).find((mail) => mail.rcptTo.includes(LEADS_TO))!;
    expect(owner.text).toContain("Photos: None");
    expect(owner.attachments).toEqual([]);
  });

  it("refuses a file whose bytes are not an image, whatever its name and type say (415)", async () => {
    const response = await send(
      photoRequest(requestBody(), [fixture("phone-gps.jpg"), fixture("not-a-photo.jpg")]),
    );
    await expectRefused(response, 415, {
      error: photoMessages.notAnImage("not-a-photo.jpg"),
      field: "photos",
      photo: 2,
      fileName: "not-a-photo.jpg",
    });
  });

  it("refuses a sixth photo (413)", async () => {
    const six = Array.from({ length: 6 }, (_, i) => fixture("small.webp", `p${i + 1}.webp`));
    await expectRefused(await send(photoRequest(requestBody(), six)), 413, {
      error: photoMessages.tooMany(),
      field: "photos",
      photo: 6,
      fileName: "p6.webp",
    });
  });

  it("refuses a photo over 5 MB while reading it (413)", async () => {
    const big = jpegLike("huge.jpg", PHOTO_LIMITS.maxFileBytes + 1);
    await expectRefused(
      await send(photoRequest(requestBody(), [fixture("small.webp"), big])),
      413,
      {
        error: photoMessages.tooLarge("huge.jpg"),
        field: "photos",
        photo: 2,
        fileName: "huge.jpg",
      },
    );
  });

  it("refuses photos over 20 MB in all (413), also when the length says so up front", async () => {
    const parts: PhotoPart[] = Array.from({ length: 5 }, (_, i) =>
      jpegLike(`big${i + 1}.jpg`, PHOTO_LIMITS.maxFileBytes - 1000),
    );
    await expectRefused(await send(photoRequest(requestBody(), parts)), 413, {
      error: photoMessages.totalTooLarge(),
      field: "photos",
      photo: 5,
      fileName: "big5.jpg",
    });
    const declared = photoRequest(requestBody(), [fixture("small.webp")], {
      headers: { "content-length": String(PHOTO_LIMITS.maxTotalBytes + 200_000) },
    });
    await expectRefused(await send(declared), 413, {
      error: photoMessages.totalTooLarge(),
      field: "photos",
    });
  });

  it("refuses an image that cannot be decoded (400), keeping nothing of the others", async () => {
    const response = await send(
      photoRequest(requestBody(), [fixture("small.webp"), fixture("truncated.jpg", "cut.jpg")]),
    );
    await expectRefused(response, 400, {
      error: photoMessages.unreadable("cut.jpg"),
      field: "photos",
      photo: 2,
      fileName: "cut.jpg",
    });
  });

  it("returns the same lead for a retry with the same photos, 409 for other photos", async () => {
    const body = requestBody();
    const photos = [fixture("small.webp"), fixture("transparent.png")];
    const first = (await (await send(photoRequest(body, photos))).json()) as { id: string };
    const retry = await send(photoRequest(body, photos));
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { id: string }).id).toBe(first.id);

    for (const other of [[photos[1]!, photos[0]!], [photos[0]!], []]) {
      const response = await send(photoRequest(body, other));
      expect(response.status).toBe(409);
    }
    expect(await storedCounts(handle)).toEqual({ leads: 1, photos: 2, outbox: 2 });
  });

  it("runs the other checks as before: cross-site, robot check, honeypot, bad form data", async () => {
    const photos = [fixture("small.webp")];
    const crossSite = photoRequest(requestBody(), photos, {
      headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
    });
    expect((await send(crossSite)).status).toBe(403);
    const robot = await send(photoRequest(requestBody(), photos), {
      robotCheck: rejectingRobotCheck,
    });
    expect(robot.status).toBe(400);
    const honeypot = await send(
      photoRequest(requestBody({ website: "https://spam.example" }), photos),
    );
    expect(await honeypot.json()).toEqual({ ok: true });
    const wrongField = await send(photoRequest(requestBody(), photos, { fileField: "files" }));
    expect(wrongField.status).toBe(400);
    expect(((await wrongField.json()) as { error: string }).error).toMatch(/Unexpected file field/);
    const noBoundary = await send(
      postRequest(null, { headers: { "content-type": "multipart/form-data" }, raw: "x" }),
    );
    expect(((await noBoundary.json()) as { error: string }).error).toMatch(/no boundary/);
    const cutShort = await send(
      postRequest(null, {
        headers: { "content-type": "multipart/form-data; boundary=b" },
        raw: '--b\r\ncontent-disposition: form-data; name="request"\r\n\r\n{"pay',
      }),
    );
    expect(cutShort.status).toBe(400);
    expect(((await cutShort.json()) as { error: string }).error).toMatch(/could not be read/);
    const invalid = await send(photoRequest(requestBody({ email: "nope" }), photos));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { field: string }).field).toBe("payload.email");
    expect(await storedCounts(handle)).toEqual({ leads: 0, photos: 0, outbox: 0 });
  });
});
