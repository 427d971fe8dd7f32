import { projectsUsing } from "./equipment";
import type { Page } from "./page";
import type { Section } from "./sections";

/**
 * Headings over sample projects say what they are ("Examples of coring work") until the owner
 * replaces the samples (content guide, "Sample content"); the go-live check names each one.
 */

/** A listing or gallery heading and the sample projects it introduces. */
export interface SampleListing {
  page: Page;
  section: Section;
  heading: string;
  samples: Page[];
}

const SAYS_SAMPLE = /\b(examples?|samples?)\b/i;
/** What a heading over samples cannot claim. */
const CLAIMS_OWN = /\b(we have|we've|recent|real)\b/i;

export const EQUIPMENT_PROJECTS_TITLE = "Projects with this machine";
export const EQUIPMENT_SAMPLES_TITLE = "Example jobs with this machine";

/** The projects a section lists or links, in its order. */
function projectsIn(pages: Page[], page: Page, section: Section): Page[] {
  const projects = pages.filter((candidate) => candidate.project);
  switch (section.type) {
    case "project-list":
      return projects.filter(
        (project) => !section.content.category || project.category === section.content.category,
      );
    case "project-gallery":
    case "gallery":
      return section.content.cards.flatMap((card) =>
        projects.filter((project) => card.link === `/${project.slug}`),
      );
    case "equipment-projects":
      return projectsUsing(pages, page);
    default:
      return [];
  }
}

export function sampleListings(pages: Page[]): SampleListing[] {
  return pages.flatMap((page) =>
    page.sections.flatMap((section) => {
      const samples = projectsIn(pages, page, section).filter((project) => project.project!.sample);
      if (samples.length === 0) return [];
      const { title, subtitle } = section.content as { title?: string; subtitle?: string };
      const heading = [title, subtitle].filter(Boolean).join(": ");
      return [{ page, section, heading, samples }];
    }),
  );
}

/** An equipment page's generated heading says "example" while any job under it is a sample. */
export function titleEquipmentProjects(pages: Page[]): void {
  for (const page of pages) {
    for (const section of page.sections) {
      if (section.type !== "equipment-projects") continue;
      const samples = projectsUsing(pages, page).some((project) => project.project!.sample);
      section.content.title = samples ? EQUIPMENT_SAMPLES_TITLE : EQUIPMENT_PROJECTS_TITLE;
    }
  }
}

/** Each heading over sample projects says they are examples and claims none as our own. */
export function checkSampleHeadings(pages: Page[]): string[] {
  return sampleListings(pages).flatMap(({ page, section, heading }) => {
    const title = (section.content as { title?: string }).title ?? "";
    if (SAYS_SAMPLE.test(title) && !CLAIMS_OWN.test(heading)) return [];
    return [
      `${page.file}: sections[id=${section.id}]: "${heading}" introduces sample projects: its title says they are examples ("Examples of ...") and claims no "real", "recent" or "we have" jobs`,
    ];
  });
}
