import type { Page } from "@/content/page";
import type { Section, SectionType } from "@/content/sections";
import type { Site } from "@/content/site";
import { sectionRegistry } from "./registry";
import { headingLevelAt, type SectionProps } from "./types";

/** Renders a page's sections in order through the registry. */
export function RenderSections({ page, site }: { page: Page; site: Site }) {
  return page.sections.map((section: Section, index) => {
    const Component = sectionRegistry[section.type] as React.ComponentType<
      SectionProps<SectionType>
    >;
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
