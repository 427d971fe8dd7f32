/**
 * The equipment pages are true to the machine, and the link between a machine and the projects
 * that used it comes from the projects' data (content guide, "Equipment page").
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkProjectEquipment, equipmentOf, projectsUsing } from "@/content/equipment";
import { ContentError, loadContent } from "@/content/load";
import type { Page } from "@/content/page";

const content = loadContent();
const equipment = content.pages.filter((page) => page.kind === "equipment");
const projects = content.pages.filter((page) => page.kind === "project");
const raw = (page: Page) => fs.readFileSync(page.file, "utf8");

/** The prose of a value: its strings, except paths, links and alt texts (machines of a class share an illustration). */
function prose(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["src", "link", "alt"].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => prose(item));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => prose(item, name));
  }
  return [];
}

/** Every run of eight words in one field of a page's prose, lower-cased, without markup. */
function shingles(page: Page, size = 8): Set<string> {
  const runs = new Set<string>();
  const fields = page.sections
    .filter((section) => section.type !== "contact-us" && section.type !== "equipment-projects")
    .flatMap((section) => prose(section.content));
  for (const field of fields) {
    const words = field
      .replace(/\]\([^)]*\)/g, " ")
      .replace(/[^a-z0-9' ]+/gi, " ")
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    for (let i = 0; i + size <= words.length; i++) runs.add(words.slice(i, i + size).join(" "));
  }
  return runs;
}

describe("equipment pages", () => {
  it.each(equipment.map((page) => [page.slug, page] as const))(
    "%s states its power source and what it means indoors",
    (_slug, page) => {
      expect(page.power).toBeDefined();
      expect(page.power!.note.length).toBeGreaterThan(30);
      if (["petrol", "diesel"].includes(page.power!.source))
        expect(page.power!.indoors).toBe(false);
    },
  );

  it.each(equipment.map((page) => [page.slug, page] as const))(
    "%s links no project by hand and offers a job, not a model",
    (_slug, page) => {
      const text = raw(page);
      expect(text).not.toMatch(/\/project-history\//);
      expect(text).not.toMatch(/\bBook the\b/i);
      expect(text).not.toMatch(/\*\*(Speed|Precision|Noise|Dust|Access):\*\*/);
    },
  );

  it("no two pages share a run of eight words outside the contact form", () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const page of equipment) {
      for (const run of shingles(page)) {
        const other = seen.get(run);
        if (other && other !== page.slug) shared.push(`${other} and ${page.slug}: "${run}"`);
        seen.set(run, page.slug);
      }
    }
    expect(shared).toEqual([]);
  });

  it("the illustrations say they are illustrations", () => {
    for (const page of equipment) {
      const hero = page.sections.find((section) => section.type === "equipment-hero");
      const alt = hero?.type === "equipment-hero" ? hero.content.image.alt : "";
      expect(alt, page.slug).toMatch(/^Illustration of /);
    }
  });
});

describe("projects name the machines they used", () => {
  it.each(projects.map((page) => [page.slug, page] as const))(
    "%s names at least one machine, and links in its text only machines it names",
    (_slug, page) => {
      const named = equipmentOf(content.pages, page).map((machine) => machine.slug);
      expect(named.length).toBeGreaterThan(0);
      const linked = [...raw(page).matchAll(/\]\(\/(equipment\/[a-z0-9-]+)\)/g)].map((m) => m[1]);
      for (const slug of linked) expect(named, `${page.slug} links ${slug}`).toContain(slug);
    },
  );

  it("each machine's page lists exactly the projects that name it", () => {
    for (const machine of equipment) {
      const slug = machine.slug.replace("equipment/", "");
      const expected = projects.filter((project) => project.project!.equipment.includes(slug));
      expect(projectsUsing(content.pages, machine).map((page) => page.slug)).toEqual(
        expected
          .map((page) => page.slug)
          .sort((a, b) => a.localeCompare(b, "en", { numeric: true })),
      );
    }
  });

  it("no fuel-burning machine is named on an indoor job", () => {
    expect(checkProjectEquipment(content.pages)).toEqual([]);
    for (const project of projects.filter((page) => page.project!.setting === "indoors")) {
      for (const machine of equipmentOf(content.pages, project)) {
        expect(machine.power!.indoors, `${project.slug} uses ${machine.slug}`).toBe(true);
      }
    }
  });

  it("the content check refuses a diesel machine on an indoor job and an unknown machine", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "equipment-content-"));
    try {
      fs.cpSync("content", path.join(root, "content"), { recursive: true });
      const diesel = content.pages.find((page) => page.power?.source === "diesel")!;
      const project = path.join(root, "content", "projects", "cutting", "project1.md");
      const text = fs.readFileSync(project, "utf8");
      fs.writeFileSync(
        project,
        text.replace(
          /equipment:\n(  - .*\n)+/,
          `equipment:\n  - ${diesel.slug.replace("equipment/", "")}\n  - no-such-saw\n`,
        ),
      );
      let error: unknown;
      try {
        loadContent(path.join(root, "content"));
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ContentError);
      const message = (error as Error).message;
      expect(message).toContain(
        `content/projects/cutting/project1.md: equipment: "${diesel.slug.replace("equipment/", "")}" runs on diesel`,
      );
      expect(message).toContain(
        'content/projects/cutting/project1.md: equipment: no equipment page "no-such-saw"',
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("counts and radii come from data", () => {
  it("no content file types the service radii or a count of machines", () => {
    const { radiusKm, extendedRadiusKm } = content.site.serviceArea;
    const radii = new RegExp(`\\b(${radiusKm}|${extendedRadiusKm}) ?(km|kilometres)\\b`, "gi");
    const typed: string[] = [];
    for (const file of fs.readdirSync("content", { recursive: true }).map(String)) {
      if (!/\.(ya?ml|md)$/.test(file)) continue;
      const text = fs.readFileSync(path.join("content", file), "utf8");
      for (const match of text.matchAll(radii)) typed.push(`${file}: ${match[0]}`);
      for (const match of text.matchAll(
        /\b(\d+|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty) (machines|models)\b/gi,
      )) {
        typed.push(`${file}: ${match[0]}`);
      }
    }
    expect(typed).toEqual([]);
  });
});
