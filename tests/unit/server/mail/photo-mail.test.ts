import { describe, expect, it } from "vitest";
import { loadSite } from "@/content/load";
import type { Lead } from "@/server/db/schema";
import type { PhotoSummary } from "@/server/leads/photo-store";
import { composeLeadMails, composeOwnerMail } from "@/server/mail/compose";
import { MAIL_PHOTOS_MAX_BYTES, photosFitInMail } from "@/server/delivery/message";

const context = {
  site: loadSite(),
  leadsTo: "owner@example.test",
  siteOrigin: "https://straightcut.example",
};

const lead: Lead = {
  id: "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f",
  createdAt: new Date("2026-03-02T14:15:00Z"),
  name: "Dana Example",
  email: "dana@example.test",
  phone: "416-555-0100",
  service: "core-drilling",
  message: "See the photos",
  form: "contact",
  page: "contact",
  referrer: null,
  utm: null,
  calculator: null,
  clientAddress: null,
  idempotencyKey: "3b241101-e2bb-4255-8caf-4136c566a962",
};

function photos(sizes: number[]): PhotoSummary[] {
  return sizes.map((size, index) => ({
    position: index + 1,
    fileName: `site-${index + 1}.jpg`,
    contentType: "image/jpeg",
    width: 2048,
    height: 1536,
    size,
  }));
}

describe("the photos in the owner's mail", () => {
  it.each([
    [[], true],
    [[MAIL_PHOTOS_MAX_BYTES], true],
    [[MAIL_PHOTOS_MAX_BYTES - 1, 2], false],
    [[400_000, 700_000, 5_000_000], true],
  ])("sizes %j fit in a mail: %s", (sizes, fit) => {
    expect(photosFitInMail(photos(sizes))).toBe(fit);
  });

  it("says there were none", async () => {
    expect((await composeOwnerMail(lead, context)).text).toContain("Photos: None");
  });

  it("counts and names the attached photos", async () => {
    const mail = await composeOwnerMail(lead, context, photos([400_000, 2_500_000]));
    expect(mail.text).toContain(
      "Photos: 2 photos, attached: site-1.jpg (391 KB, 2048 x 1536), site-2.jpg (2.4 MB, 2048 x 1536)",
    );
    expect(mail.html).toContain("2 photos, attached: site-1.jpg");
  });

  it("links each photo's admin download when they are too large to attach", async () => {
    const mail = await composeOwnerMail(lead, context, photos([6_000_000, 6_000_000]));
    const url = (position: number) =>
      `https://straightcut.example/api/admin/leads/${lead.id}/photos/${position}`;
    expect(mail.text).toContain("2 photos (11.4 MB, too large to attach)");
    expect(mail.text).toContain(`${url(1)}\n${url(2)}`);
    expect(mail.html).toMatch(new RegExp(`<a href="${url(2)}"[^>]*>site-2.jpg</a>`));
  });

  it("never mentions them to the visitor", async () => {
    const [, customer] = await composeLeadMails(lead, context, photos([400_000]));
    expect(customer?.text).not.toMatch(/site-1|attached/);
  });
});
