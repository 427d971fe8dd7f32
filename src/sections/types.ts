import type { Page } from "@/content/page";
import type { SectionOf, SectionType } from "@/content/sections";
import type { Site } from "@/content/site";

/** The one props base every section component takes. */
export interface SectionProps<T extends SectionType> {
  section: SectionOf<T>;
  page: Page;
  site: Site;
  /** Position in the page: the first section carries the page's only h1. */
  index: number;
}
