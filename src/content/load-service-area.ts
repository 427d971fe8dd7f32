import fs from "node:fs";
import path from "node:path";
import { parseWith, readYaml } from "./files";
import type { Page } from "./page";
import { serviceAreaFileSchema, type ServiceAreaModel } from "./service-area";
import type { Site } from "./site";

export const SERVICE_AREA_FILE = "service-area.yaml";

/**
 * content/service-area.yaml with site.yaml's centre (name and point) and radii added. Problems are
 * recorded with the file and field, like every other content file; a sector reaching past the
 * standard radius is one (the radius is site.yaml's, so the zones cannot disagree with it).
 */
export function loadServiceArea(
  root: string,
  site: Site,
  tokens: Record<string, string>,
  problems: string[],
): ServiceAreaModel | undefined {
  const file = `content/${SERVICE_AREA_FILE}`;
  if (!fs.existsSync(path.join(root, SERVICE_AREA_FILE))) {
    problems.push(`${file}: (file): missing; the service-area sections draw their zones from it`);
    return undefined;
  }
  const data = parseWith(
    serviceAreaFileSchema,
    readYaml(root, SERVICE_AREA_FILE, problems),
    file,
    tokens,
    problems,
  );
  if (!data) return undefined;
  const { radiusKm, extendedRadiusKm, centre, latitude, longitude } = site.serviceArea;
  let valid = true;
  data.zones.forEach((zone, z) => {
    if (!("sectors" in zone.area)) return;
    zone.area.sectors.forEach((sector, s) => {
      if (sector.maxKm <= radiusKm) return;
      valid = false;
      problems.push(
        `${file}: zones.${z}.area.sectors.${s}.maxKm: ${sector.maxKm} is beyond the standard radius (${radiusKm} km in site.yaml)`,
      );
    });
  });
  return valid
    ? {
        ...data,
        centreName: centre,
        centre: { lat: latitude, lon: longitude },
        radiusKm,
        extendedRadiusKm,
      }
    : undefined;
}

/**
 * Gives every `service-area` section the zones and the settings, so a section is whole on its
 * own (and the zones' towns are part of its page's text for search). Reads the file only when
 * a page has such a section; a page file may not write them itself.
 */
export function attachServiceArea(
  root: string,
  site: Site,
  tokens: Record<string, string>,
  pages: Page[],
  problems: string[],
): void {
  const hasSection = (page: Page) => page.sections.some((s) => s.type === "service-area");
  if (!pages.some(hasSection)) return;
  const model = loadServiceArea(root, site, tokens, problems);
  for (const page of pages.filter(hasSection)) {
    page.sections = page.sections.map((section, index) => {
      if (section.type !== "service-area") return section;
      if (section.content.area || section.content.zones.length > 0) {
        problems.push(
          `${page.file}: sections.${index}.content: the zones are written once, in content/${SERVICE_AREA_FILE}`,
        );
      }
      if (!model) return section;
      const { zones, ...area } = model;
      return { ...section, content: { ...section.content, zones, area } };
    });
  }
}
