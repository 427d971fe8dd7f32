import { z } from "zod";
import { card, link, optionalText, sample, text } from "./fields";

/** The parts every section schema is built from (sections.ts). */

export const heading = { title: text, subtitle: optionalText };

export const section = <T extends string, C extends z.ZodType>(type: T, content: C) =>
  z.object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "lowercase letters, digits and dashes"),
    type: z.literal(type),
    content,
  });

export const faqItem = card.extend({ question: text, answer: text });
/** A review: reviewer (first name and initial), city or role, the words; where it was posted. */
export const reviewCard = card.extend({
  title: text,
  subtitle: text,
  description: text,
  sample,
  /** Where the review was posted ("Google"), with a link to it when there is one. */
  source: z.object({ name: text, url: link.optional() }).optional(),
  /** When it was posted (YYYY-MM-DD). */
  date: z.iso.date().optional(),
});
