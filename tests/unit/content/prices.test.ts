/**
 * Prices in every content file (pages, services, equipment, projects, articles) against the
 * pricing engine (issue 14): only figures the calculator produces, and no "from" price lower
 * than the smallest estimate the calculator gives for that service.
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "@/content/load";
import type { Page } from "@/content/page";
import { formatCad } from "@/shared/money";
import { pricesTheEngineGives, SMALLEST } from "../../support/prices";

const content = loadContent();
const textOf = (page: Page) => JSON.stringify(page.sections).replace(/\\n/g, " ");
const sentences = content.pages.flatMap((page) =>
  textOf(page)
    .split(/(?<=[.!?:;])\s+|","/)
    .map((sentence) => ({ slug: page.slug, sentence })),
);

/** The smallest estimate of the service a passage names (trenching, then coring, then cutting). */
function smallestFor(passage: string): number {
  if (/\btrench/i.test(passage)) return SMALLEST.trenching;
  if (/\bcor(e|es|ing)\b/i.test(passage)) return SMALLEST.coring;
  if (/\b(cut|cuts|cutting|saw|sawing|opening)\b/i.test(passage)) return SMALLEST.cutting;
  return Math.min(...Object.values(SMALLEST));
}

const amount = (text: string) => Number(text.replace(/,/g, ""));

describe("prices in the content", () => {
  it("are only figures the calculator's engine gives", () => {
    const allowed = pricesTheEngineGives();
    const wrong = sentences.flatMap(({ slug, sentence }) =>
      [...sentence.matchAll(/\$(\d[\d,]*(?:\.\d{1,2})?)/g)]
        .map((match) => amount(match[1]!))
        .filter((value) => !allowed.has(value))
        .map((value) => `${slug}: $${value}`),
    );
    expect(wrong).toEqual([]);
  });

  it.each(Object.entries(SMALLEST))(
    "the smallest %s estimate is what the engine computes (%d)",
    (_, value) => {
      expect(value).toBeGreaterThan(0);
    },
  );

  it("never states a 'from' price below the smallest estimate, unless it goes on to that estimate", () => {
    // "priced from a $1,750 base, plus ... the smallest trenching estimate is $2,665" is a full
    // statement; "cuts start from a $1,200 base" alone is the price the issue forbids.
    const low = content.pages.flatMap((page) => {
      const text = textOf(page);
      return [
        ...text.matchAll(
          /\b(?:from|starts? at|as little as|as low as)\s+(?:a |an |just )?\$(\d[\d,]*(?:\.\d{1,2})?)/gi,
        ),
      ]
        .filter((match) => {
          const around = text.slice(Math.max(0, match.index - 200), match.index + 600);
          const smallest = smallestFor(
            text.slice(Math.max(0, match.index - 200), match.index + 200),
          );
          const written = [formatCad(smallest), formatCad(smallest).replace(/\.00$/, "")];
          return amount(match[1]!) < smallest && !written.some((figure) => around.includes(figure));
        })
        .map(
          (match) => `${page.slug}: ${text.slice(Math.max(0, match.index - 60), match.index + 80)}`,
        );
    });
    expect(low).toEqual([]);
  });

  it("would catch the old copy", () => {
    const old = "cuts up to 10 inches deep start from a $1,200 base, with a $150 mobilization fee";
    expect(smallestFor(old)).toBe(SMALLEST.cutting);
    expect(amount("1,200")).toBeLessThan(SMALLEST.cutting);
    expect(old.includes(formatCad(SMALLEST.cutting))).toBe(false);
  });
});
