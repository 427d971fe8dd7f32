import { z } from "zod";
import { menuLink } from "./fields";
import { safetySchema } from "./safety";

/** Company identity: the only place a name, phone, e-mail or hours are typed (content/site.yaml). */
export const siteSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  url: z.string().url(),
  phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, "write it as (NNN) NNN-NNNN"),
  email: z.string().email(),
  hours: z.object({
    days: z.string().min(1),
    open: z.string().min(1),
    close: z.string().min(1),
    emergency: z.string().min(1),
  }),
  serviceArea: z.object({
    centre: z.string().min(1),
    radiusKm: z.number().int().positive(),
    extendedRadiusKm: z.number().int().positive(),
    /** The centre the radii are measured from (downtown Toronto: City Hall). */
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  reply: z.string().min(1),
  /** The mailing address (privacy page, the sender identity of automatic mail). */
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    province: z.string().regex(/^[A-Z]{2}$/, "the two-letter code, such as ON"),
    postalCode: z.string().regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/, "write it as A1A 1A1"),
    /** True while it is the shipped fictional address (the go-live check lists it). */
    sample: z.boolean().default(false),
  }),
  /** Claims the owner must be able to back; false until he confirms each one. */
  trustPoints: z
    .array(
      z.object({
        text: z.string().min(1),
        confirmed: z.boolean(),
        /** A lucide icon name for the card form. */
        icon: z.string().min(1),
        /** One or two sentences that back the claim, for the card form. */
        detail: z.string().min(1),
      }),
    )
    .min(1),
  navigation: z.object({
    main: z.array(menuLink).min(1),
    footer: z.array(z.object({ title: z.string().min(1), links: z.array(menuLink).min(1) })).min(1),
  }),
  cta: z.object({ title: z.string().min(1), text: z.string().min(1), button: z.string().min(1) }),
  /** WSIB clearance, liability insurance and safety programme (safety.ts). */
  safety: safetySchema,
});

export type Site = z.output<typeof siteSchema>;

/** The opening hours as one line: "7:00 AM to 8:00 PM, Monday to Friday". */
export function openingHours(site: Pick<Site, "hours">): string {
  return `${site.hours.open} to ${site.hours.close}, ${site.hours.days}`;
}

/** The mailing address on one line: "100 Sample Street, Unit 5, Toronto, ON M5V 0A0". */
export function mailingAddress(site: Pick<Site, "address">): string {
  const { street, city, province, postalCode } = site.address;
  return `${street}, ${city}, ${province} ${postalCode}`;
}

/** The tokens content files may write; each becomes a value from site.yaml. */
export function siteTokens(site: Site): Record<string, string> {
  return {
    company: site.name,
    companyShort: site.shortName,
    phone: site.phone,
    email: site.email,
    hours: openingHours(site),
    emergency: site.hours.emergency,
    radius: `${site.serviceArea.radiusKm} km`,
    extendedRadius: `${site.serviceArea.extendedRadiusKm} km`,
    centre: site.serviceArea.centre,
    reply: site.reply,
    address: mailingAddress(site),
  };
}
