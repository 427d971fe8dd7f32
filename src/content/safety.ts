import { z } from "zod";

/**
 * The papers a site manager asks for before letting a subcontractor on site (content/site.yaml
 * `safety`): the WSIB clearance, the liability insurance and the safety programme. Each is a
 * claim the owner must be able to back, so each stays `confirmed: false` until he has checked it
 * against the certificate; `npm run check:launch` lists the unconfirmed ones.
 */

/** A certificate the visitor can download: a PDF under public/documents/ (the link check finds a missing file). */
const certificate = z.object({
  url: z
    .string()
    .regex(
      /^\/documents\/[a-z0-9-]+\.pdf$/,
      "a PDF under /documents/, such as /documents/wsib-clearance.pdf",
    ),
});

export const safetySchema = z.object({
  wsib: z.object({
    /** The business's WSIB account number, which a client types into WSIB's clearance lookup. */
    accountNumber: z.string().regex(/^\d{5,9}$/, "the WSIB account number: 5 to 9 digits"),
    certificate: certificate.optional(),
    confirmed: z.boolean(),
  }),
  insurance: z.object({
    insurer: z.string().min(1),
    /** The commercial general liability limit, as the certificate states it. */
    limit: z.string().min(1),
    /** The policy's expiry date (YYYY-MM-DD). */
    expires: z.iso.date(),
    certificate: certificate.optional(),
    confirmed: z.boolean(),
  }),
  /** The safety programme in plain words: one item per practice. */
  programme: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1), confirmed: z.boolean() }))
    .min(1),
});

export type Safety = z.output<typeof safetySchema>;

/** Every safety claim still unconfirmed, named by its field in site.yaml and in words. */
export function unconfirmedSafety(safety: Safety): { field: string; what: string }[] {
  const out: { field: string; what: string }[] = [];
  if (!safety.wsib.confirmed)
    out.push({
      field: "safety.wsib",
      what: `WSIB account ${safety.wsib.accountNumber} and its clearance`,
    });
  if (!safety.insurance.confirmed)
    out.push({
      field: "safety.insurance",
      what: `liability insurance with ${safety.insurance.insurer}, ${safety.insurance.limit}, expiring ${safety.insurance.expires}`,
    });
  safety.programme.forEach((item, index) => {
    if (!item.confirmed)
      out.push({ field: `safety.programme[${index}]`, what: `safety practice "${item.title}"` });
  });
  return out;
}
