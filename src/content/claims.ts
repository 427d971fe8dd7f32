import { FUEL_BURNING, type Page } from "./page";

/**
 * What copy says about a machine follows from the machine's own page (content guide,
 * "Equipment page"): its cut depth, whether it may be described working indoors, and the
 * services its projects illustrate. Each check returns "file: field: problem" lines.
 */

const EQUIPMENT = "equipment/";
const machinesOf = (pages: Page[]) => pages.filter((page) => page.kind === "equipment");
const slugOf = (machine: Page) => machine.slug.slice(EQUIPMENT.length);

/** The strings of a value, except paths, links and alt texts. */
function prose(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return ["src", "link", "alt", "image"].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => prose(item));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => prose(item, name));
  }
  return [];
}

/** A page's copy in sentences (a list item or a line counts as one), outside its contact form. */
export function sentencesOf(page: Page): string[] {
  const fields = page.sections
    .filter((section) => section.type !== "contact-us")
    .flatMap((section) => prose(section.content));
  // A project's description is copy too (listings and search results show it).
  if (page.kind === "project") fields.push(page.meta.description);
  return fields
    .flatMap((field) => field.split(/\n+|(?<=[.!?])\s+(?=[A-Z[*])/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The name a machine goes by in copy: its label without the class ("DST 10-CA wall saw" -> "DST 10-CA"). */
export function machineName(machine: Page): string {
  return machine.label.replace(
    /\s+(wall saw|wire saw|floor saw|core drill|GPR scanner|power cutter|hand cutter)$/i,
    "",
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Does the sentence name the machine, by its name or by a link to its page? */
export function mentions(sentence: string, machine: Page): boolean {
  const name = new RegExp(`(^|[^A-Za-z0-9])${escape(machineName(machine))}([^A-Za-z0-9-]|$)`);
  return sentence.includes(`](/${machine.slug})`) || name.test(sentence);
}

/**
 * "24 inches", "24-inch", "23-5/8 in" -> inches, for each size in the sentence that is not a
 * blade's diameter ("blades from 23-5/8 to 47-1/4 inches").
 */
export function inchFigures(sentence: string): number[] {
  const figures: number[] = [];
  const size = /(\d+(?:\.\d+)?)(?:[- ](\d+)\/(\d+))?(?:-| )?(?:inches|inch|in\b)/g;
  for (const match of sentence.matchAll(size)) {
    if (/blade/i.test(sentence.slice(Math.max(0, match.index - 40), match.index))) continue;
    const whole = Number(match[1]);
    const fraction = match[2] ? Number(match[2]) / Number(match[3]) : 0;
    figures.push(whole + fraction);
  }
  return figures;
}

/** A depth or thickness claim: the sentence speaks of cutting deep or through something thick. */
const DEPTH_WORDS = /\b(deep|depth|thick|thickness|from one side)\b/i;

/**
 * A sentence that names a machine and claims a depth beyond the deepest cut its own page
 * states (`cutDepth`) is wrong, unless another machine in the same sentence reaches it.
 */
export function checkMachineCapacities(pages: Page[]): string[] {
  const rated = machinesOf(pages).filter((machine) => machine.cutDepth);
  const problems: string[] = [];
  for (const page of pages) {
    for (const sentence of sentencesOf(page)) {
      if (!DEPTH_WORDS.test(sentence)) continue;
      const named = rated.filter((machine) => machine === page || mentions(sentence, machine));
      if (named.length === 0) continue;
      const deepest = Math.max(...named.map((machine) => machine.cutDepth!.inches));
      for (const inches of inchFigures(sentence)) {
        if (inches <= deepest) continue;
        const names = named.map(machineName).join(", ");
        problems.push(
          `${page.file}: text: "${sentence.slice(0, 90)}" gives ${names} ${inches} in, but its page rates it to ${deepest} in`,
        );
      }
    }
  }
  return problems;
}

/**
 * How copy describes a fuel-burning machine without naming it: the class every machine of which
 * burns fuel ("walk-behind saw"), and the fuels themselves.
 */
function fuelDescriptions(pages: Page[]): RegExp {
  const machines = machinesOf(pages);
  const classes = [...new Set(machines.map((machine) => machine.category ?? ""))].filter(
    (category) =>
      category &&
      machines
        .filter((machine) => machine.category === category)
        .every((machine) => machine.power && FUEL_BURNING.includes(machine.power.source)),
  );
  const words = classes.map((category) => escape(category.toLowerCase().split(" ")[0]!));
  return new RegExp(
    `\\b(${[...words, ...FUEL_BURNING, "gasoline", "gas-powered"].join("|")})\\b`,
    "i",
  );
}

/**
 * An indoor project's text describes no fuel-burning machine (by name or by its class), and
 * every machine its text names is in its `equipment:` list.
 */
export function checkProjectText(pages: Page[]): string[] {
  const machines = machinesOf(pages);
  const fuel = fuelDescriptions(pages);
  const problems: string[] = [];
  for (const project of pages.filter((page) => page.project)) {
    const info = project.project!;
    const text = sentencesOf(project).filter((sentence) => sentence !== project.label);
    for (const machine of machines) {
      if (!text.some((sentence) => mentions(sentence, machine))) continue;
      if (!info.equipment.includes(slugOf(machine))) {
        problems.push(
          `${project.file}: text: names the ${machine.label}, which is not in its equipment list`,
        );
      }
    }
    if (info.setting !== "indoors") continue;
    for (const sentence of text) {
      const described = fuel.exec(sentence);
      if (described) {
        problems.push(
          `${project.file}: text: an indoor job describes a fuel-burning machine ("${described[0]}"): "${sentence.slice(0, 90)}"`,
        );
      }
    }
  }
  return problems;
}

/**
 * Each machine a project used is on the page of a service the project illustrates, and each
 * project a service page shows in its gallery illustrates that service.
 */
export function checkProjectServices(pages: Page[]): string[] {
  const problems: string[] = [];
  const linksOn = (page: Page) => JSON.stringify(page.sections);
  for (const project of pages.filter((page) => page.project)) {
    const services = pages.filter((page) => project.project!.services.includes(page.slug));
    // A project that names no service claims no link to one.
    if (services.length === 0) continue;
    for (const slug of project.project!.equipment) {
      if (services.some((service) => linksOn(service).includes(`](/${EQUIPMENT}${slug})`)))
        continue;
      problems.push(
        `${project.file}: equipment: "${slug}" is on none of its service pages (${project.project!.services.join(", ")})`,
      );
    }
  }
  for (const service of pages.filter((page) => page.kind === "service")) {
    for (const section of service.sections) {
      if (section.type !== "project-gallery") continue;
      for (const card of section.content.cards) {
        const project = pages.find((page) => `/${page.slug}` === card.link);
        if (project?.project && !project.project.services.includes(service.slug)) {
          problems.push(
            `${service.file}: ${section.id}: "${card.title}" is not a ${service.label.toLowerCase()} project (its services: ${project.project.services.join(", ")})`,
          );
        }
      }
    }
  }
  return problems;
}

export function checkClaims(pages: Page[]): string[] {
  return [
    ...checkMachineCapacities(pages),
    ...checkProjectText(pages),
    ...checkProjectServices(pages),
  ];
}
