/**
 * One reading of the facts the content guide settles, in the calculator and in the copy:
 * the GPR line and the coring "single" and "open" rates (issue 14).
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "@/content/load";
import { steps } from "@/features/calculator/steps";

const content = loadContent();
const text = (slug: string) =>
  JSON.stringify(content.pages.find((page) => page.slug === slug)?.sections).replace(/\\n/g, " ");

describe("the GPR line", () => {
  it("the calculator explains what yes and no mean, the same way for cutting and trenching", () => {
    for (const step of [steps.cut_gpr, steps.trench_gpr]) {
      expect(step.help).toMatch(/Yes: we scan/);
      expect(step.help).toMatch(/No: you already have a current scan/);
      expect(step.help).toMatch(/never cut a suspended slab or a structural wall blind/);
    }
    expect(steps.cut_gpr.help).toBe(steps.trench_gpr.help);
  });

  it("no page claims that every slab is scanned by us as a matter of course", () => {
    const claims = content.pages.flatMap((page) =>
      [
        ...JSON.stringify(page.sections).matchAll(
          /every (slab|wall|slab and wall)[^."]{0,40}\bis scanned|we scan every (slab|wall)/gi,
        ),
      ].map((match) => `${page.slug}: ${match[0]}`),
    );
    expect(claims).toEqual([]);
  });
});

describe("single and open cores", () => {
  it("the calculator says what they mean where the visitor picks the diameter", () => {
    expect(steps.cor_diameter.help).toMatch(/single is one isolated hole/);
    expect(steps.cor_diameter.help).toMatch(/open is the lower rate per hole/);
    const labels = steps.cor_diameter.kind === "choice" ? steps.cor_diameter.options : [];
    expect(labels.map((option) => option.label)).toContain("6-inch open");
  });

  it("the coring page explains them with the calculator's rates", () => {
    const coring = text("services/coring");
    expect(coring).toMatch(/\*\*Single\*\* is one isolated hole/);
    expect(coring).toMatch(/\*\*Open\*\*\s+is the rate per hole when several holes/);
    expect(coring).toContain("($90, $100 and $125)");
    expect(coring).toContain("($80, $85 and $100)");
  });
});
