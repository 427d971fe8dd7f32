import { z } from "zod";

/** Field schemas shared by every section type (spec section 3, "Content fields" and "Card"). */

const nonEmpty = z.string().trim().min(1, "must not be empty");

/** An internal path ("/contact", "/services/coring#faq"), an anchor, or a tel:/mailto:/sms:/https: link. */
export const link = z
  .string()
  .trim()
  .regex(
    /^(\/|#|tel:|mailto:|sms:|https:\/\/)/,
    "must start with /, #, tel:, mailto:, sms: or https://",
  );

/** An image is a path under /public or { src, alt }; a bare string gets an empty (decorative) alt. */
export const image = z
  .union([nonEmpty, z.object({ src: nonEmpty, alt: z.string().default("") })])
  .transform((value) => (typeof value === "string" ? { src: value, alt: "" } : value));
export type Image = z.output<typeof image>;

/** Button: { text, link }; one variant in the spec writes { title, link }. */
export const button = z
  .union([
    z.object({ text: nonEmpty, link: link }),
    z
      .object({ title: nonEmpty, link: link })
      .transform(({ title, link }) => ({ text: title, link })),
  ])
  .optional();
export type Button = NonNullable<z.output<typeof button>>;

/** Menu link: label and url both required (spec section 5). */
export const menuLink = z.object({ label: nonEmpty, url: link });
export type MenuLink = z.output<typeof menuLink>;

/** The card of the spec: every field optional, each section type says which it needs. */
export const card = z.object({
  image: image.optional(),
  icon: z.string().optional(),
  number: z.union([z.number(), z.string()]).optional(),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  description: z.string().optional(),
  bullet1: z.string().optional(),
  bullet2: z.string().optional(),
  bullet3: z.string().optional(),
  link: link.optional(),
  question: z.string().optional(),
  answer: z.string().optional(),
  button: button,
});
export type Card = z.output<typeof card>;

export const text = nonEmpty;

/** True on the shipped examples until the owner replaces them (the go-live check lists them). */
export const sample = z.boolean().default(false);
export const optionalText = z.string().trim().min(1).optional();

export const meta = z.object({
  title: nonEmpty,
  description: z.string().default(""),
  keywords: z.array(z.string()).default([]),
});
export type Meta = z.output<typeof meta>;
