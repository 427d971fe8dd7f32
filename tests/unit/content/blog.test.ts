/**
 * The blog against issues 12 and 13: every article the spec lists exists and meets the writing
 * standard, and every price an article states is one the calculator's engine produces.
 */
import { describe, expect, it } from "vitest";
import { articlesOf, blogCategoriesOf, relatedArticlesOf } from "@/content/blog";
import { countWords, loadContent } from "@/content/load";
import type { Page } from "@/content/page";
import { contactHref } from "@/content/paths";
import { pricesTheEngineGives } from "../../support/prices";

const content = loadContent();
const bySlug = new Map(content.pages.map((page) => [page.slug, page]));
const companySlug = content.site.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "-");

const GENERAL = [
  "is-concrete-cutting-loud",
  "do-you-use-gasoline-or-electric-equipment",
  "do-i-need-a-permit-for-concrete-cutting-work",
  "is-the-quote-free",
  "when-can-you-start-the-job",
  "do-you-have-liability-insurance",
  "can-i-send-a-photo-of-the-job-site-to-this-number",
  "do-you-require-a-deposit",
  "how-many-days-will-concrete-cutting-take",
  "can-i-pay-in-cash-will-it-be-cheaper",
  "how-much-water-is-used-during-cutting",
  "do-you-work-in-our-area-e-g-oshawa",
  "can-you-work-on-weekends-or-after-hours",
  "will-cutting-create-a-lot-of-dust-indoors",
  "do-you-remove-and-dispose-of-concrete-after-cutting",
  "is-it-safe-to-stay-in-the-building-during-cutting",
  // The two articles about the company, named from content/site.yaml.
  `who-is-${companySlug}`,
  `why-${companySlug}`,
];
const ASK_A_PRO = [
  "how-do-you-ensure-accuracy-when-cutting-around-plumbing-or-rebar",
  "what-s-the-most-difficult-material-you-ve-had-to-cut-through",
  "how-do-you-price-a-cutting-job-what-factors-matter",
  "how-do-you-minimize-noise-and-vibration-in-occupied-buildings",
  "what-permits-or-inspections-are-commonly-overlooked",
  "what-s-the-difference-between-residential-and-industrial-concrete-cutting",
  "how-do-you-prevent-damage-to-surrounding-structures",
  "what-safety-gear-is-required-for-your-crew",
  "can-i-stay-in-the-home-while-cutting-work-is-being-done",
  "what-s-the-best-way-to-prepare-for-a-cutting-crew-s-arrival",
  "how-do-you-handle-cutting-in-cold-or-freezing-weather",
  "what-if-you-hit-a-pipe-or-wire-during-the-job",
  "how-does-cutting-concrete-inside-differ-from-outside-jobs",
  "can-cutting-affect-the-structural-integrity-of-my-building",
  "how-do-you-ensure-straight-level-cuts-every-time",
  "why-do-you-use-water-during-cutting-and-how-is-it-managed",
  "what-s-your-process-for-emergency-or-same-day-jobs",
  "do-you-offer-demolition-services-too",
  "what-s-your-most-unusual-or-creative-cutting-job",
  "when-should-i-choose-cutting-vs-demolition",
];
const CUTTING_METHODS =
  "wire-cutting wall-sawing floor-sawing trenching core-drilling gpr-scanning hand-sawing ring-sawing chainsaw-cutting hydraulic-bursting dry-cutting-vs-wet-cutting slab-sawing-techniques deep-foundation-cutting expansion-joint-cutting controlled-demolition-techniques cutting-around-rebar-best-practices how-precision-sawing-works diamond-blade-types-applications robotic-cutting-in-confined-spaces choosing-the-right-cutting-method-for-your-project".split(
    " ",
  );
const CUTTING_CHALLENGES =
  "what-problems-does-diamond-cutting-solve wall-or-part-of-a-wall-obstructs-remodeling-or-renovation thick-foundation-needs-opening-for-utilities removing-old-equipment-foundations-level-with-the-floor entry-gate-too-narrow-short-in-a-concrete-wall poorly-poured-foundation-remove-part-without-damaging-the-rest overpoured-foundation-walls-need-to-trim-while-keeping-structure laying-new-pipes-under-floors-during-renovation crane-base-foundation-needs-removal-without-a-jackhammer thick-wall-needs-removal-indoors concrete-bridge-or-pier-needs-staged-demolition heavy-industrial-equipment-needs-removal-without-flame-sparks road-section-with-uneven-surface-must-be-trimmed-for-curb-installation replace-concrete-section-of-airport-runway install-new-elevator-with-wider-doors-widen-openings-on-all-floors open-floor-slab-for-escalator-staircase-or-elevator-shaft deteriorating-elevator-shaft-must-be-demolished-without-affecting-parking renovation-requires-opening-for-new-windows-doors-utilities trench-or-pit-needed-inside-factory-floor-for-machinery removing-load-bearing-walls-safely-during-major-renovation removing-pile-wall-around-subway-or-tunnel-site vault-or-secure-storage-room-needs-to-be-removed concrete-swimming-pool-in-backyard-blocks-landscaping old-concrete-on-building-rooftop-must-be-removed underground-or-multi-level-parking-section-must-be-cut floor-slabs-need-opening-for-water-or-hvac-risers".split(
    " ",
  );

const SLUGS = [
  ...GENERAL.map((slug) => `blog/general/${slug}`),
  ...ASK_A_PRO.map((slug) => `blog/ask-a-pro/${slug}`),
  ...CUTTING_METHODS.map((slug) => `blog/cutting-methods/${slug}`),
  ...CUTTING_CHALLENGES.map((slug) => `blog/cutting-challenges/${slug}`),
];
const LISTINGS = {
  blog: "Blog",
  "blog/general": "Blog - General",
  "blog/ask-a-pro": "Blog - Ask a pro",
  "blog/cutting-methods": "Blog - Cutting Methods",
  "blog/cutting-challenges": "Blog - Cutting Challenges",
};

const articles = content.pages.filter((page) => page.kind === "article");
const textOf = (page: Page) => {
  const section = page.sections[0];
  return section?.type === "blog-open-2" ? section.content.text : "";
};
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

describe("the blog's pages", () => {
  it("has every article the spec lists, and no other", () => {
    expect(SLUGS.filter((slug) => !bySlug.has(slug))).toEqual([]);
    expect(articles.map((page) => page.slug).filter((slug) => !SLUGS.includes(slug))).toEqual([]);
  });

  it.each(Object.entries(LISTINGS))("lists %s under the heading %j", (slug, heading) => {
    const listing = bySlug.get(slug);
    expect(listing?.sections[0]).toMatchObject({
      type: "blog-open-3",
      content: { title: heading },
    });
  });

  it("groups the root by the four categories, in the spec's order", () => {
    const root = bySlug.get("blog")!.sections[0]!;
    const order = root.type === "blog-open-3" ? root.content.categories : [];
    expect(blogCategoriesOf(content.pages, order).map((group) => group.category)).toEqual([
      "general",
      "ask-a-pro",
      "cutting-methods",
      "cutting-challenges",
    ]);
  });
});

describe.each(SLUGS.filter((slug) => bySlug.has(slug)))("%s", (slug) => {
  const page = bySlug.get(slug)!;
  const text = textOf(page);

  it("meets the writing standard: 600 to 1,100 words, a heading, a list", () => {
    const words = countWords(text);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1100);
    expect(text).toMatch(/^## \S/m);
    expect(text).toMatch(/^(?:- |\d+\. )\S/m);
  });

  it("ends with a call to contact us that links to the contact form", () => {
    const last = paragraphs(text).at(-1) ?? "";
    expect(last).toContain(`](${contactHref()})`);
    expect(last).toMatch(/free|quote|assessment|consultation/i);
  });

  it("has a real description of 120 to 160 characters and a publication date", () => {
    expect(page.meta.description.length).toBeGreaterThanOrEqual(120);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
    expect(page.article?.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("links to the site beyond the contact form, and past the FAQ to a service, method or project", () => {
    const links = [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]);
    expect(links.filter((link) => link !== contactHref()).length).toBeGreaterThan(0);
    if (page.category !== "general") {
      expect(
        links.some((link) =>
          /^\/(services|blog\/cutting-methods|equipment|project-history)\//.test(link ?? ""),
        ),
      ).toBe(true);
    }
  });

  it("has three related articles from its own category", () => {
    const related = relatedArticlesOf(content.pages, page);
    expect(related).toHaveLength(3);
    expect(related.every((other) => other.category === page.category && other.slug !== slug)).toBe(
      true,
    );
  });
});

describe("article descriptions", () => {
  it("are unique", () => {
    const descriptions = articles.map((page) => page.meta.description);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
  });
});

describe("prices in articles", () => {
  it("are only figures the calculator's engine gives", () => {
    const allowed = pricesTheEngineGives();
    const stated = articles.flatMap((page) =>
      [...textOf(page).matchAll(/\$(\d[\d,]*(?:\.\d{1,2})?)/g)].map((match) => ({
        slug: page.slug,
        amount: Number(match[1]!.replace(/,/g, "").replace(/\.$/, "")),
      })),
    );
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter(({ amount }) => !allowed.has(amount))).toEqual([]);
  });

  it("state the smallest cutting and trenching estimates the engine computes", () => {
    const blog = articles.map(textOf).join("\n");
    expect(blog).toContain("$2,314.50");
    expect(blog).toContain("$2,665");
  });
});

describe("related articles", () => {
  const page = (slug: string, keywords: string[]): Page => ({
    slug: `blog/general/${slug}`,
    kind: "article",
    label: slug.replace(/-/g, " "),
    category: "general",
    file: "",
    meta: { title: slug, description: "", keywords },
    sections: [],
    article: { published: "2026-11-24", words: 700, readingMinutes: 3 },
  });
  const pages = [
    page("a-noise", ["noise bylaw", "quiet saws"]),
    page("b-dust", ["silica dust", "vacuums"]),
    page("c-noise-hours", ["noise bylaw", "after hours"]),
    page("d-water", ["slurry", "water"]),
    page("e-permit", ["permit"]),
  ];

  it("puts the articles sharing the most topic words first, then the nearest ones", () => {
    expect(relatedArticlesOf(pages, pages[0]!).map((p) => p.slug)).toEqual([
      "blog/general/c-noise-hours",
      "blog/general/b-dust",
      "blog/general/d-water",
    ]);
  });

  it("never lists the article itself or another category's", () => {
    const other = {
      ...page("f-other", ["noise bylaw"]),
      category: "ask-a-pro",
      slug: "blog/ask-a-pro/f-other",
    };
    const related = relatedArticlesOf([...pages, other], pages[0]!, 10);
    expect(related.map((p) => p.slug)).not.toContain(pages[0]!.slug);
    expect(related.map((p) => p.slug)).not.toContain(other.slug);
    expect(articlesOf([...pages, other], "general")).toHaveLength(5);
  });
});
