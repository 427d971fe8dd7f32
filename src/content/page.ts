import { z } from "zod";
import { meta, text } from "./fields";
import { sectionSchema, type Section } from "./sections";

/** What a page is, which decides its expected structure and its place in navigation. */
export type PageKind = "main" | "service" | "equipment" | "project" | "article";

/** What drives a machine; fuel-burning ones exhaust into the room, so never work indoors. */
export const POWER_SOURCES = ["electric", "battery", "hydraulic", "petrol", "diesel"] as const;
export const FUEL_BURNING: readonly PowerSource[] = ["petrol", "diesel"];
export type PowerSource = (typeof POWER_SOURCES)[number];

export const powerSchema = z
  .object({
    source: z.enum(POWER_SOURCES),
    /** Whether we use the machine inside buildings. */
    indoors: z.boolean(),
    /** What the power source means on site, in a sentence or two. */
    note: text,
  })
  .refine((power) => !(power.indoors && FUEL_BURNING.includes(power.source)), {
    message: "a petrol or diesel machine exhausts into the room: it cannot be used indoors",
    path: ["indoors"],
  });

/** A page file in YAML (content/pages, content/services, content/equipment). */
export const pageFileSchema = z.object({
  meta,
  /** Short name for cards and listings; defaults to the first section's title. */
  label: z.string().optional(),
  /** Equipment category ("Wall sawing", "Core drill", ...), used to group the overview. */
  category: z.string().optional(),
  /** Equipment pages only (required there). */
  power: powerSchema.optional(),
  /**
   * Equipment pages: the deepest cut the machine makes, as its page states it (a wall saw's is
   * under half its largest blade). Copy that names the machine may not claim more.
   */
  cutDepth: z.object({ inches: z.number().positive(), basis: text }).optional(),
  sections: z.array(sectionSchema).min(1),
});

/** Front matter of a blog article (content/blog/<category>/<slug>.md). */
export const articleFrontMatter = z.object({
  /** The article's question, its heading; often too long for a search result. */
  title: text,
  /** The short title search results show (at most 60 characters with the site name). */
  seoTitle: text.optional(),
  /** The meta description and the listing card's excerpt (the spec's source left it empty: ours may not). */
  description: text,
  keywords: z.array(z.string()).default([]),
  /** Publication date (YYYY-MM-DD). */
  date: z.coerce.date(),
  /** Last substantial revision, when there was one. */
  updated: z.coerce.date().optional(),
});

/** What listings, related links and feeds show of an article besides its title and description. */
export interface ArticleInfo {
  /** YYYY-MM-DD. */
  published: string;
  updated?: string;
  words: number;
  readingMinutes: number;
}

/** Front matter of a project write-up (content/projects/<category>/<project>.md). */
export const projectFrontMatter = z.object({
  title: text,
  /** The short title search results show, when the heading is too long for one. */
  seoTitle: text.optional(),
  description: text,
  keywords: z.array(z.string()).default([]),
  /** Service page slugs this project illustrates ("services/coring"). */
  services: z.array(z.string()).default([]),
  /** The machines the job used: equipment slugs ("dst10-cawallsaw"). */
  equipment: z.array(z.string()).min(1, "name the machines the job used"),
  /** Where the work was done; a fuel-burning machine cannot be named on an indoor job. */
  setting: z.enum(["indoors", "outdoors"]),
  /** True until the owner replaces the write-up with one of his own jobs. */
  sample: z.boolean().default(false),
  before: z.array(text).default([]),
  after: z.array(text).default([]),
});

export interface Page {
  /** Path without leading slash; the home page is "home" and lives at "/". */
  slug: string;
  kind: PageKind;
  /** Listing name: for articles and projects their title; for the rest the first section's title. */
  label: string;
  /** Grouping: the blog or project category, or the equipment category. */
  category?: string;
  /** The content file the page came from, relative to the project root. */
  file: string;
  meta: z.output<typeof meta>;
  sections: Section[];
  /** Articles only. */
  article?: ArticleInfo;
  /** Equipment only. */
  power?: z.output<typeof powerSchema>;
  /** Equipment only: the deepest cut, when the page states one. */
  cutDepth?: { inches: number; basis: string };
  /** Projects only. */
  project?: ProjectInfo;
}

export interface ProjectInfo {
  /** Equipment slugs without the "equipment/" prefix. */
  equipment: string[];
  /** The service pages the project illustrates ("services/coring"). */
  services: string[];
  setting: "indoors" | "outdoors";
  sample: boolean;
  /** True when the pictures are the shipped illustrations, not the owner's photos. */
  illustrated: boolean;
}
