/** Trust points are typed once, in site.yaml, and every page that lists them takes them from there. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent, type Content } from "@/content/load";
import { withTrustPoints } from "@/content/trust-points";

function listed(content: Content) {
  const page = (slug: string) => content.pages.find((candidate) => candidate.slug === slug)!;
  const home = page("home").sections.find((section) => section.type === "who-we-are");
  const about = page("about").sections.find((section) => section.id === "values");
  return {
    home: home?.type === "who-we-are" ? home.content.bullets : [],
    about: about?.type === "feature-cards" ? about.content.cards.map((card) => card.title) : [],
    aboutDetail: about?.type === "feature-cards" ? about.content.cards[3]?.description : "",
  };
}

describe("trust points", () => {
  it("home and about list exactly the points of site.yaml, with their tokens filled", () => {
    const content = loadContent();
    const texts = content.site.trustPoints.map((point) => point.text);
    const { home, about, aboutDetail } = listed(content);
    expect(home).toEqual(texts);
    expect(about).toEqual(texts);
    expect(aboutDetail).toContain(content.site.hours.emergency);
    expect(aboutDetail).not.toContain("{");
  });

  it("rewording one in site.yaml changes both pages", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "trust-points-"));
    try {
      fs.cpSync("content", path.join(root, "content"), { recursive: true });
      fs.symlinkSync(path.resolve("public"), path.join(root, "public"));
      const site = path.join(root, "content", "site.yaml");
      fs.writeFileSync(
        site,
        fs.readFileSync(site, "utf8").replace("text: Modern equipment", "text: A well-kept fleet"),
      );
      const { home, about } = listed(loadContent(path.join(root, "content")));
      expect(home).toContain("A well-kept fleet");
      expect(about).toContain("A well-kept fleet");
      expect([...home, ...about]).not.toContain("Modern equipment");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("an unknown form is left for the schema to refuse", () => {
    const site = { trustPoints: [{ text: "A", confirmed: false, icon: "award", detail: "B" }] };
    const raw = {
      sections: [{ id: "x", type: "feature-cards", content: { trustPoints: "list" } }],
    };
    expect(withTrustPoints(raw, site)).toEqual({
      sections: [{ id: "x", type: "feature-cards", content: { bullets: "list", cards: "list" } }],
    });
  });
});
