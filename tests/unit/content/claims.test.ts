/**
 * What copy says about a machine follows from the machine's own page (issue 25): depth claims,
 * the indoor rule read from a project's text, and the services a project's machines belong to.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkClaims, inchFigures, machineName } from "@/content/claims";
import { ContentError, loadContent } from "@/content/load";

const content = loadContent();

describe("the figures and names the check reads", () => {
  it.each([
    ["walls up to 24 inches thick", [24]],
    ["a 10-inch slab and a 6 in topping", [10, 6]],
    ["a little under 23-5/8 inches deep", [23.625]],
    ["takes blades from 23-5/8 to 47-1/4 inches in diameter", []],
    ["Blades well beyond the DST 10-CA's 47-1/4 in limit", []],
    ["about 600 linear feet", []],
  ])("%j -> %j", (sentence, figures) => {
    expect(inchFigures(sentence)).toEqual(figures);
  });

  it("names a machine by its label without its class", () => {
    const names = content.pages
      .filter((page) => page.kind === "equipment")
      .map((page) => machineName(page));
    expect(names).toContain("DST 10-CA");
    expect(names).toContain("WS20");
    expect(names).toContain("GP8000 Lite");
  });
});

describe("the content as shipped", () => {
  it("makes no claim a machine's own page cannot back", () => {
    expect(checkClaims(content.pages)).toEqual([]);
  });

  it("states a cut depth on the page of each wall saw that copy gives a depth", () => {
    const rated = content.pages.filter((page) => page.cutDepth).map((page) => page.slug);
    expect(rated).toEqual(
      expect.arrayContaining(["equipment/dst10-cawallsaw", "equipment/dst20-ca2ndwallsaw"]),
    );
    // A wall saw cuts less than half its largest blade (content guide, "Equipment page").
    const dst10 = content.pages.find((page) => page.slug === "equipment/dst10-cawallsaw")!;
    expect(dst10.cutDepth!.inches).toBeLessThan(47.25 / 2 + 0.001);
  });
});

describe("the content check refuses", () => {
  let root = "";
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "claims-content-"));
    fs.cpSync("content", path.join(root, "content"), { recursive: true });
    // Images are checked elsewhere; the loader only needs the folder beside the content.
    fs.symlinkSync(path.resolve("public"), path.join(root, "public"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const edit = (file: string, change: (text: string) => string) => {
    const target = path.join(root, "content", file);
    const before = fs.readFileSync(target, "utf8");
    const after = change(before);
    expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
    fs.writeFileSync(target, after);
  };
  const problems = (): string => {
    try {
      loadContent(path.join(root, "content"));
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as Error).message;
    }
    return "";
  };

  it("a wall thickness beyond the named saw's depth", () => {
    edit("blog/cutting-methods/wall-sawing.md", (text) =>
      text.replace(
        /\n## /,
        "\nOur electric [DST 10-CA](/equipment/dst10-cawallsaw) cuts walls up to 24 inches thick from one side.\n\n## ",
      ),
    );
    expect(problems()).toMatch(
      /content\/blog\/cutting-methods\/wall-sawing\.md: text: ".*DST 10-CA.*" gives DST 10-CA 24 in, but its page rates it to 23\.625 in/,
    );
  });

  it("a walk-behind saw described in the text of an indoor job", () => {
    edit("projects/trenching/project1.md", (text) =>
      text.replace(
        "- The pieces went",
        "- The branches were cut with a walk-behind saw.\n- The pieces went",
      ),
    );
    expect(problems()).toContain(
      'content/projects/trenching/project1.md: text: an indoor job describes a fuel-burning machine ("walk-behind")',
    );
  });

  it("a machine named in a project's text but missing from its equipment list", () => {
    edit("projects/trenching/project1.md", (text) =>
      text.replace(
        "- The pieces went",
        "- The ends were finished with the CS10.\n- The pieces went",
      ),
    );
    expect(problems()).toContain(
      "content/projects/trenching/project1.md: text: names the CS10 hand cutter, which is not in its equipment list",
    );
  });

  it("a machine used on a job but absent from the page of the service the job illustrates", () => {
    edit("projects/trenching/project1.md", (text) =>
      text.replace("equipment:\n  - ws20\n", "equipment:\n  - ws20\n  - dst10-cawallsaw\n"),
    );
    expect(problems()).toContain(
      'content/projects/trenching/project1.md: equipment: "dst10-cawallsaw" is on none of its service pages (services/trenching)',
    );
  });

  it("a heading over sample projects that reads as our own jobs", () => {
    edit("pages/project-history/coring.yaml", (text) =>
      text.replace("title: Examples of coring work", "title: Coring jobs we have done"),
    );
    expect(problems()).toContain(
      'content/pages/project-history/coring.yaml: sections[id=coring-projects-list]: "Coring jobs we have done: From a handful of drain holes to dozens of cores in one night" introduces sample projects',
    );
  });

  it("no heading once the projects under it are the owner's own", () => {
    edit("pages/project-history/coring.yaml", (text) =>
      text.replace("title: Examples of coring work", "title: Coring jobs we have done"),
    );
    for (const project of ["project1", "project2"]) {
      edit(`projects/coring/${project}.md`, (text) =>
        text.replace("sample: true", "sample: false"),
      );
    }
    expect(problems()).toBe("");
  });

  it("a service page's gallery showing a project of another service", () => {
    edit("services/coring.yaml", (text) =>
      text.replace(
        "          link: /project-history/coring/project2\n",
        "          link: /project-history/coring/project2\n        - title: Slab opening for a new interior staircase\n          image:\n            src: /images/illustrations/projects/cutting-before.svg\n            alt: Illustration of a slab with an opening marked\n          link: /project-history/cutting/project7\n",
      ),
    );
    expect(problems()).toContain(
      'content/services/coring.yaml: projects: "Slab opening for a new interior staircase" is not a core drilling project',
    );
  });
});
