/**
 * One reading of the fleet and the physics across every page (issue 25, content guide "Facts"
 * and "Equipment"): floor-sawing depth, no hydraulic machines, what wire does to steel, the
 * scan, and what "area" means in a cutting price.
 */
import { describe, expect, it } from "vitest";
import { AREA_HELP, steps } from "@/features/calculator/steps";
import { loadContent } from "@/content/load";
import type { Page } from "@/content/page";

const content = loadContent();
/** A page's copy as one string, with markup line breaks made spaces. */
const copy = (page: Page) =>
  [page.meta.description, JSON.stringify(page.sections)].join(" ").replace(/\\n|\s+/g, " ");
const matches = (pattern: RegExp, pages = content.pages) =>
  pages.flatMap((page) =>
    [...copy(page).matchAll(pattern)].map((match) => `${page.slug}: ${match[0]}`),
  );

describe("the fleet's reach", () => {
  it("no page cuts a slab deeper than 24 inches by floor saw (the guide's reading)", () => {
    expect(
      matches(/[^."]{0,80}\b(2[5-9]|3\d) ?(inches|inch|in\b)[^."]{0,60}/gi).filter(
        (hit) => /floor|slab|walk-behind/i.test(hit) && !/wall saw|wire|WSE1621|730/i.test(hit),
      ),
    ).toEqual([]);
  });

  it("the floor-sawing page states the walk-behinds' 24 inches and what goes deeper", () => {
    const page = content.pages.find((candidate) => candidate.slug === "services/floor-sawing")!;
    expect(copy(page)).toMatch(/up to 24 inches deep with our walk-behind saws/);
    expect(copy(page)).toMatch(/deeper slabs are cut by a wall saw on a track or by wire/i);
  });

  it("no page claims a hydraulic machine: the fleet has none", () => {
    const fleet = content.pages.filter((page) => page.power);
    expect(fleet.filter((machine) => machine.power!.source === "hydraulic")).toEqual([]);
    // Articles about methods we do not offer may name them; they say so.
    const claims = matches(/[^."]{0,60}\bhydraulic\b[^."]{0,60}/gi).filter(
      (hit) =>
        !/bursting|splitter|demolition robot|tracked carriers|chainsaws are made|presses/i.test(
          hit,
        ),
    );
    expect(claims).toEqual([]);
  });

  it("no page says diamond wire cuts steel as easily as concrete", () => {
    expect(matches(/[^."]{0,80}\bas easily as\b[^."]{0,40}/gi)).toEqual([]);
  });
});

describe("the scan, one reading", () => {
  it("no page promises our GPR scan on every wall, slab or hole", () => {
    expect(
      matches(/GPR (scan )?(on|before) every (wall|slab|hole|cut)|scanning before every cut/gi),
    ).toEqual([]);
  });

  it("the coring page says how a coring job's scan is covered", () => {
    const coring = content.pages.find((page) => page.slug === "services/coring")!;
    expect(copy(coring)).toMatch(/coring price has no scan line/);
    expect(copy(coring)).toMatch(/separate line in the written quote/);
  });
});

describe("area, one definition", () => {
  it("the calculator's area step says what area is, with the doorway example", () => {
    expect(steps.cut_area.help).toBe(AREA_HELP);
    expect(AREA_HELP).toMatch(/face of the opening or section that comes out/);
    expect(AREA_HELP).toMatch(/3 by 7 ft doorway is 21 sq ft/);
  });

  it("no page defines area as the cut face", () => {
    expect(
      matches(/[^."]{0,40}\b(square foot of cut face|area of cut face)\b[^."]{0,40}/gi),
    ).toEqual([]);
  });
});
