import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import YAML from "yaml";
import { ContentError, loadContent } from "@/content/load";

const real = (file: string) =>
  YAML.parse(fs.readFileSync(path.join(process.cwd(), "content", file), "utf8"));
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function contentWith(files: Record<string, unknown>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "service-area-"));
  dirs.push(root);
  for (const [file, value] of Object.entries({ "site.yaml": real("site.yaml"), ...files })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), YAML.stringify(value));
  }
  return root;
}

const areaPage = (content: Record<string, unknown> = {}) => ({
  meta: { title: "Where we work" },
  sections: [{ id: "zones", type: "service-area", content: { title: "Zones", ...content } }],
});

function problems(root: string): string[] {
  try {
    loadContent(root);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("the service-area loader", () => {
  it("gives each service-area section the zones and settings, with site.yaml's radii", () => {
    const root = contentWith({
      "pages/service-area.yaml": areaPage(),
      "service-area.yaml": real("service-area.yaml"),
    });
    const section = loadContent(root).pages[0]!.sections[0]!;
    expect(section.type).toBe("service-area");
    if (section.type !== "service-area") return;
    expect(section.content.zones.map((zone) => zone.id)).toEqual([
      "core",
      "eastern",
      "northern",
      "western",
      "ring",
    ]);
    expect(section.content.zones.at(-1)!.name).toBe("Up to the 100 km radius");
    expect(section.content.area).toMatchObject({ radiusKm: 100, extendedRadiusKm: 500 });
  });

  it("needs the file only when a page has the section", () => {
    expect(
      problems(
        contentWith({
          "pages/about.yaml": {
            meta: { title: "About" },
            sections: [{ id: "a", type: "text", content: { title: "A", text: "B" } }],
          },
        }),
      ),
    ).toEqual([]);
    expect(problems(contentWith({ "pages/service-area.yaml": areaPage() }))).toEqual([
      "content/service-area.yaml: (file): missing; the service-area sections draw their zones from it",
    ]);
  });

  it("refuses zones typed into a page, a sector past the radius and the rest-of-radius zone not last", () => {
    const file = real("service-area.yaml");
    const [core, eastern, ...rest] = file.zones;
    const broken = {
      ...file,
      zones: [
        core,
        { ...eastern, area: { sectors: [{ bearings: [30, 110], maxKm: 120 }] } },
        rest.at(-1),
        ...rest.slice(0, -1),
      ],
    };
    const found = problems(
      contentWith({
        "pages/service-area.yaml": areaPage({ zones: file.zones }),
        "service-area.yaml": broken,
      }),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        "content/service-area.yaml: zones.2.area: the zone that takes the rest of the radius must come last",
      ]),
    );
    const fixedOrder = problems(
      contentWith({
        "pages/service-area.yaml": areaPage({ zones: file.zones }),
        "service-area.yaml": { ...broken, zones: [core, broken.zones[1], ...rest] },
      }),
    );
    expect(fixedOrder).toEqual([
      "content/service-area.yaml: zones.1.area.sectors.0.maxKm: 120 is beyond the standard radius (100 km in site.yaml)",
      "content/pages/service-area.yaml: sections.0.content: the zones are written once, in content/service-area.yaml",
    ]);
  });
});
