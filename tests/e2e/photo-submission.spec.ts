import fs from "node:fs";
import path from "node:path";
import exifr from "exifr";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { PHOTO_LIMITS, photoMessages } from "../../src/shared/lead/photos";
import { smsAbout, webhooksAbout } from "./alert-stand-ins";
import { adminToken, leadsOf, readMailbox } from "./lead-records";
import { fill, visitor } from "./visitor";

/**
 * Issue 17 end to end, in Chromium against the production server: a visitor whose picks include
 * a file that is not an image, one too many and one too large sees each refused by name, then
 * sends two photos (one a phone-sized JPEG carrying a GPS position). One lead is stored with
 * exactly those two photos, stored without any metadata; the owner's mail, received by the
 * loopback SMTP server, carries both; the Twilio stand-in and the webhook receiver each got one
 * alert about the lead.
 */

/** The committed photo fixtures (made by tests/support/make-photo-fixtures.ts). */
const fixture = (name: string) => fs.readFileSync(path.resolve("tests/fixtures/photos", name));
const THANKS = "Thank you for your submission! We will get back to you soon.";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("two photos go with a quote request: stored without GPS, attached to the owner's mail, one SMS and one webhook", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const phone = fixture("phone-gps.jpg");
  expect(await exifr.gps(phone), "the fixture carries a GPS position").toMatchObject({
    latitude: expect.any(Number),
    longitude: expect.any(Number),
  });

  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Quote request", exact: true });
  const picker = form.getByLabel("Add photos of the job site (optional)");
  const who = visitor();
  await fill(form, who, "Core Drilling");

  // Refused by name, before anything is sent: not an image, too large to send, a sixth photo.
  await picker.setInputFiles({
    name: "quote.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4 not a photo"),
  });
  await expect(picker).toHaveAccessibleDescription(
    new RegExp(escape(photoMessages.notAnImage("quote.pdf"))),
  );
  // A HEIC Chromium cannot decode travels as it is, so one over the limit is refused.
  await picker.setInputFiles({
    name: "IMG_0100.HEIC",
    mimeType: "image/heic",
    buffer: Buffer.alloc(PHOTO_LIMITS.maxFileBytes + 1024, 1),
  });
  await expect(picker).toHaveAccessibleDescription(
    new RegExp(escape(photoMessages.tooLarge("IMG_0100.HEIC"))),
  );
  await picker.setInputFiles([
    { name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: phone },
    { name: "slab.png", mimeType: "image/png", buffer: fixture("transparent.png") },
  ]);
  const removeButtons = form.getByRole("button", { name: /^Remove photo / });
  await expect(removeButtons).toHaveCount(2, { timeout: 30_000 });
  const extra = await sharp({
    create: { width: 800, height: 600, channels: 3, background: "#7d776c" },
  })
    .jpeg()
    .toBuffer();
  await picker.setInputFiles(
    ["a", "b", "c", "d"].map((n) => ({
      name: `extra-${n}.jpg`,
      mimeType: "image/jpeg",
      buffer: extra,
    })),
  );
  await expect(picker).toHaveAccessibleDescription(new RegExp(escape(photoMessages.tooMany())));
  // The first three extras are taken, the fourth (the sixth photo) is not.
  await expect(removeButtons).toHaveCount(5);
  await expect(form.getByRole("button", { name: "Remove photo extra-d.jpg" })).toHaveCount(0);
  await expect(form.getByText("Preparing…")).toHaveCount(0, { timeout: 30_000 });
  for (const n of ["a", "b", "c"]) {
    await form.getByRole("button", { name: `Remove photo extra-${n}.jpg` }).click();
  }
  await expect(removeButtons).toHaveCount(2);

  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText(THANKS)).toBeVisible({ timeout: 120_000 });

  // One lead, with exactly the two photos sent: the refused files left nothing behind.
  const leads = await leadsOf(request, who.email);
  expect(leads).toHaveLength(1);
  const lead = leads[0]!;
  expect(lead.photos?.map((photo) => [photo.fileName, photo.contentType])).toEqual([
    ["IMG_0001.jpg", "image/jpeg"],
    ["slab.jpg", "image/jpeg"],
  ]);
  for (const position of [1, 2]) {
    const stored = await request.get(`/api/admin/leads/${lead.id}/photos/${position}`, {
      headers: { authorization: `Bearer ${adminToken()}` },
    });
    expect(stored.status()).toBe(200);
    const bytes = await stored.body();
    const meta = await sharp(bytes).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(PHOTO_LIMITS.maxLongSide);
    expect(await exifr.gps(bytes)).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  }

  // The owner's mail carries both photos.
  await expect
    .poll(
      async () =>
        (await readMailbox()).find(
          (mail) => mail.subject.startsWith("New quote request") && mail.text.includes(who.email),
        )?.attachments.length ?? -1,
      { timeout: 30_000, message: "the owner's mail with its attachments" },
    )
    .toBe(2);
  const owner = (await readMailbox()).find(
    (mail) => mail.subject.startsWith("New quote request") && mail.text.includes(who.email),
  )!;
  expect(owner.attachments.map((file) => [file.filename, file.contentType])).toEqual([
    ["IMG_0001.jpg", "image/jpeg"],
    ["slab.jpg", "image/jpeg"],
  ]);
  expect(await exifr.gps(owner.attachments[0]!.content)).toBeUndefined();
  expect(owner.text).toContain("2 photos, attached");

  // The owner's phone and the webhook: exactly one alert each.
  await expect
    .poll(async () => [(await smsAbout(lead.id)).length, (await webhooksAbout(lead.id)).length], {
      timeout: 30_000,
      message: "one SMS and one webhook about the lead",
    })
    .toEqual([1, 1]);
});
