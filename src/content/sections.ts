import { z } from "zod";
import { button, card, image, link, optionalText, sample, text } from "./fields";
import { ANCHORS } from "./paths";
import { faqItem, heading, reviewCard, section } from "./section-fields";
import { serviceAreaSectionContent } from "./service-area";

/**
 * One schema per section type (spec section 3, "Section"): { id, type, content }.
 * Variants are fields (hero.variant), never copies of a type.
 */

export const heroSection = section(
  "hero",
  z.object({
    ...heading,
    /** home: full-height with image; page: a compact banner; service: image beside text. */
    variant: z.enum(["home", "page", "service"]).default("page"),
    text: optionalText,
    image: image.optional(),
    backgroundPosition: z.string().optional(),
    button,
    secondaryButton: button,
    /** Show the short quote form (name, e-mail, phone, message) beside the text, in place of the image. */
    form: z.boolean().default(false),
  }),
);

export const bestForSection = section(
  "best-for",
  z.object({
    ...heading,
    cards: z.array(card.extend({ title: text, description: text })).length(3),
  }),
);

export const serviceDetailSection = section(
  "service-detail",
  z.object({
    ...heading,
    text: text,
    serviceAreasTitle: z.string().default("Service areas"),
    serviceAreas: text,
    featuresTitle: z.string().default("Key features"),
    features: z.array(text).min(1),
    image: image.optional(),
  }),
);

export const serviceCardsSection = section(
  "service-cards",
  z.object({
    ...heading,
    cards: z.array(card.extend({ title: text, description: text })).min(1),
  }),
);

export const featureCardsSection = section(
  "feature-cards",
  z.object({ ...heading, cards: z.array(card.extend({ title: text, description: text })).min(1) }),
);

export const whoWeAreSection = section(
  "who-we-are",
  z.object({
    ...heading,
    text: text,
    text2: optionalText,
    image: image.optional(),
    bullets: z.array(text).default([]),
    button,
  }),
);

// The calculator and the contact form carry the anchors every link of the site points at.
export const calculatorSection = section(
  "calculator",
  z.object({ ...heading, text: optionalText, image: image.optional(), button }),
).extend({ id: z.literal(ANCHORS.calculator) });

export const contactInfo = z.object({
  title: text,
  phoneLabel: text,
  phone: text,
  emailLabel: text,
  email: text,
  areaLabel: text,
  area: text,
  /** Heading of the trust points, which come from content/site.yaml. */
  whyTitle: text,
});

export const contactUsSection = section(
  "contact-us",
  z.object({ ...heading, text: optionalText, info: contactInfo }),
).extend({ id: z.literal(ANCHORS.contactForm) });

export const gallerySection = section(
  "gallery",
  z.object({
    ...heading,
    cards: z.array(card.extend({ image: image, link: link.optional() })).min(1),
  }),
);

export const reviewsSection = section(
  "reviews",
  z.object({ ...heading, cards: z.array(reviewCard).min(1) }),
);

export const faqSection = section("faq", z.object({ ...heading, cards: z.array(faqItem).min(1) }));

export const stepsSection = section(
  "steps",
  z.object({
    ...heading,
    text: optionalText,
    cards: z
      .array(
        card.extend({ number: z.union([z.number(), z.string()]), title: text, description: text }),
      )
      .min(1),
  }),
);

export const teamSection = section(
  "team",
  z.object({
    ...heading,
    text: optionalText,
    cards: z.array(card.extend({ title: text, subtitle: text, description: text, sample })).min(1),
  }),
);

/** The zones, the map and the area check; the zones come from content/service-area.yaml. */
export const serviceAreaSection = section("service-area", serviceAreaSectionContent);

export const searchSection = section("search", z.object({ ...heading }));

/** A rich text block: Markdown body under a title (about page, policies, intros). */
export const textSection = section(
  "text",
  z.object({ ...heading, text: text, image: image.optional(), button }),
);

export const blogArticleSection = section("blog-open-2", z.object({ title: text, text: text }));

/** A blog listing: its articles come from the content index (category = blog folder, or all). */
export const blogListingSection = section(
  "blog-open-3",
  z.object({
    ...heading,
    text: optionalText,
    /** One category's articles; without it, every category, grouped. */
    category: z.string().optional(),
    /** The blog root: the order of its category groups (others follow by name). */
    categories: z.array(z.string()).optional(),
  }),
);

export const equipmentHeroSection = section(
  "equipment-hero",
  z.object({ ...heading, category: text, text: optionalText, image: image }),
);

export const characteristicsSection = section(
  "characteristics",
  z.object({
    ...heading,
    text: text,
    cards: z.array(card.extend({ title: text, description: text })).length(3),
  }),
);

/** About this tool: text and up to two images ("-" in the source means none). */
export const aboutToolSection = section(
  "about-tool",
  z.object({ ...heading, text: text, image1: image.optional(), image2: image.optional() }),
);

/** The projects that used a machine, resolved from the projects' equipment lists. */
export const equipmentProjectsSection = section("equipment-projects", z.object({ ...heading }));

/** Equipment overview: models grouped by category, resolved from the content index. */
export const equipmentListSection = section(
  "equipment-list",
  // No subtitle: the count of machines and groups is counted from the pages, never typed.
  z.strictObject({ title: text, text: optionalText }),
);

export const projectGallerySection = section(
  "project-gallery",
  z.object({
    ...heading,
    cards: z.array(card.extend({ image: image, link: link, title: text })).min(1),
  }),
);

/** A project-history listing: its projects come from the content index (category, or every category). */
export const projectListSection = section(
  "project-list",
  z.object({
    ...heading,
    text: optionalText,
    /** One category's articles; without it, every category, grouped. */
    category: z.string().optional(),
    /** The blog root: the order of its category groups (others follow by name). */
    categories: z.array(z.string()).optional(),
  }),
);

export const projectDetailSection = section(
  "project-detail",
  z.object({
    title: text,
    text: text,
    before: z.array(text).default([]),
    after: z.array(text).default([]),
  }),
);

/** A call-to-action band: phone link plus "Get in touch". */
export const ctaSection = section("cta", z.object({ ...heading, text: optionalText, button }));

/** The papers a site manager asks for: the words here, the facts from site.yaml `safety`. */
export const safetyPapersSection = section(
  "safety-papers",
  z.object({
    ...heading,
    wsib: z.object({ title: text, text: text }),
    insurance: z.object({ title: text, text: text }),
    programme: z.object({ title: text, text: optionalText }),
  }),
);

/** The spec writes the blog types in two spellings; both are read, one is kept. */
const typeAliases: Record<string, string> = {
  S3_blogopen_2: "blog-open-2",
  S3_blogopen_3: "blog-open-3",
};

export const sectionSchema = z.preprocess(
  (raw) => {
    if (
      raw &&
      typeof raw === "object" &&
      "type" in raw &&
      typeof raw.type === "string" &&
      raw.type in typeAliases
    ) {
      return { ...raw, type: typeAliases[raw.type] };
    }
    return raw;
  },
  z.discriminatedUnion("type", [
    heroSection,
    bestForSection,
    serviceDetailSection,
    serviceCardsSection,
    featureCardsSection,
    whoWeAreSection,
    calculatorSection,
    contactUsSection,
    gallerySection,
    reviewsSection,
    faqSection,
    stepsSection,
    teamSection,
    serviceAreaSection,
    searchSection,
    textSection,
    blogArticleSection,
    blogListingSection,
    equipmentHeroSection,
    characteristicsSection,
    aboutToolSection,
    equipmentProjectsSection,
    equipmentListSection,
    projectGallerySection,
    projectListSection,
    projectDetailSection,
    ctaSection,
    safetyPapersSection,
  ]),
);

export type Section = z.output<typeof sectionSchema>;
export type SectionType = Section["type"];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type ContactInfo = z.output<typeof contactInfo>;
