import type { Page } from "@/content/page";
import type { SectionOf, SectionType } from "@/content/sections";
import type { Site } from "@/content/site";

/** The one props base every section component takes. */
export interface SectionProps<T extends SectionType> {
  section: SectionOf<T>;
  page: Page;
  site: Site;
  /** The level of the section's heading, decided once by RenderSections: the first is the page's h1. */
  heading: HeadingLevel;
}

export type HeadingLevel = "h1" | "h2";

/** The first section's heading is the page's only h1; every other section's is an h2. */
export function headingLevelAt(position: number): HeadingLevel {
  return position === 0 ? "h1" : "h2";
}
