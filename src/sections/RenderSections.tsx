import type { ComponentType } from "react";
import type { Page } from "@/content/page";
import type { Section, SectionType } from "@/content/sections";
import type { Site } from "@/content/site";
import { headingLevelAt, type SectionProps } from "./types";

export type SectionRegistry = Partial<{ [T in SectionType]: ComponentType<SectionProps<T>> }>;

/**
 * Renders a page's sections in order through a registry. Each route passes the registry of the
 * page kinds it serves, so a route's bundle holds only the interactive leaves those pages use.
 */
export function RenderSections({
  page,
  site,
  registry,
}: {
  page: Page;
  site: Site;
  registry: SectionRegistry;
}) {
  return page.sections.map((section: Section, index) => {
    const Component = registry[section.type] as
      ComponentType<SectionProps<SectionType>> | undefined;
    if (!Component) {
      throw new Error(
        `${page.file}: a "${section.type}" section cannot be rendered on the route of ${page.slug}`,
      );
    }
    return (
      <Component
        key={section.id}
        section={section}
        page={page}
        site={site}
        heading={headingLevelAt(index)}
      />
    );
  });
}
