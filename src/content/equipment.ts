import { FUEL_BURNING, type Page } from "./page";

const EQUIPMENT = "equipment/";

/** The equipment pages a project names, in the order it names them. */
export function equipmentOf(pages: Page[], project: Page): Page[] {
  return (project.project?.equipment ?? []).flatMap((slug) => {
    const page = pages.find((candidate) => candidate.slug === EQUIPMENT + slug);
    return page ? [page] : [];
  });
}

/** The projects that name a machine, in listing order. */
export function projectsUsing(pages: Page[], equipment: Page): Page[] {
  const slug = equipment.slug.slice(EQUIPMENT.length);
  return pages
    .filter((page) => page.project?.equipment.includes(slug))
    .sort((a, b) => a.slug.localeCompare(b.slug, "en", { numeric: true }));
}

/**
 * Every machine a project names exists, and none that burns fuel is named on an indoor job:
 * the link between a project and its equipment comes from this data, so it cannot drift.
 */
export function checkProjectEquipment(pages: Page[]): string[] {
  const problems: string[] = [];
  for (const project of pages) {
    if (!project.project) continue;
    for (const slug of project.project.equipment) {
      const machine = pages.find((page) => page.slug === EQUIPMENT + slug);
      if (!machine) {
        problems.push(`${project.file}: equipment: no equipment page "${slug}"`);
      } else if (
        project.project.setting === "indoors" &&
        machine.power &&
        (FUEL_BURNING.includes(machine.power.source) || !machine.power.indoors)
      ) {
        problems.push(
          `${project.file}: equipment: "${slug}" runs on ${machine.power.source} and is not used indoors, but this job was indoors`,
        );
      }
    }
  }
  return problems;
}
