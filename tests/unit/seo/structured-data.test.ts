import { describe, expect, it } from "vitest";
import { breadcrumbsOf } from "@/content/breadcrumbs";
import { loadContent } from "@/content/load";
import { SMALLEST_ESTIMATE } from "@/features/calculator/smallest-estimates";
import { businessJsonLd, servedTowns } from "@/seo/business";
import { daysOf, to24Hour } from "@/seo/opening-hours";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  plainText,
  serviceJsonLd,
} from "@/seo/page-structured-data";

const { site, pages } = loadContent();
const page = (slug: string) => pages.find((candidate) => candidate.slug === slug)!;
const towns = servedTowns(pages);

describe("structured data", () => {
  it("reads the office hours of site.yaml", () => {
    expect(to24Hour("7:00 AM")).toBe("07:00");
    expect(to24Hour("8:00 PM")).toBe("20:00");
    expect(to24Hour("12:30 PM")).toBe("12:30");
    expect(to24Hour("12:00 AM")).toBe("00:00");
    expect(daysOf("Monday to Friday")).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
    ]);
    expect(daysOf("Monday, Wednesday and Friday")).toEqual(["Monday", "Wednesday", "Friday"]);
    expect(() => to24Hour("seven")).toThrow("content/site.yaml");
    expect(() => daysOf("Weekdays")).toThrow("content/site.yaml");
  });

  it("describes the business from site.yaml, with the towns and the radius it serves", () => {
    const business = businessJsonLd(site, towns) as unknown as Record<string, unknown>;
    expect(business).toMatchObject({
      "@type": "HomeAndConstructionBusiness",
      name: site.name,
      telephone: site.phone,
      email: site.email,
      openingHoursSpecification: { opens: "07:00", closes: "20:00" },
    });
    const area = business.areaServed as Record<string, unknown>[];
    expect(area.filter((place) => place["@type"] === "City").length).toBe(towns.length);
    expect(towns.length).toBeGreaterThan(10);
    expect(area.at(-1)).toMatchObject({
      "@type": "GeoCircle",
      geoRadius: String(site.serviceArea.radiusKm * 1000),
      geoMidpoint: { latitude: site.serviceArea.latitude, longitude: site.serviceArea.longitude },
    });
  });

  it("prices a service from the calculator where the calculator prices it, and only there", () => {
    const offer = (slug: string) =>
      (
        serviceJsonLd(page(slug), site, towns) as unknown as {
          offers?: { priceSpecification: { minPrice: number } };
        }
      ).offers?.priceSpecification.minPrice;
    expect(offer("services/coring")).toBe(SMALLEST_ESTIMATE.coring);
    expect(offer("services/wall-sawing")).toBe(SMALLEST_ESTIMATE.cutting);
    expect(offer("services/floor-sawing")).toBe(SMALLEST_ESTIMATE.cutting);
    expect(offer("services/trenching")).toBe(SMALLEST_ESTIMATE.trenching);
    expect(offer("services/wire-cutting")).toBeUndefined();
    expect(offer("services/concrete-scanning")).toBeUndefined();
  });

  it("lists breadcrumbs in order with absolute URLs", () => {
    const crumbs = breadcrumbsOf(pages, site, page("project-history/cutting/project1"));
    expect(crumbs.map((crumb) => crumb.path)).toEqual([
      "/",
      "/project-history",
      "/project-history/cutting",
      "/project-history/cutting/project1",
    ]);
    const list = breadcrumbJsonLd(site, crumbs) as unknown as {
      itemListElement: { position: number; item: string }[];
    };
    expect(list.itemListElement.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(list.itemListElement[0]!.item).toMatch(/^https:\/\/[^/]+\/$/);
    expect(breadcrumbsOf(pages, site, page("home"))).toEqual([]);
  });

  it("makes an article a BlogPosting by the organization, and an FAQ block an FAQPage", () => {
    const article = pages.find((candidate) => candidate.kind === "article")!;
    expect(blogPostingJsonLd(article, site)).toMatchObject({
      "@type": "BlogPosting",
      datePublished: article.article!.published,
      author: { "@type": "Organization", name: site.name },
    });
    const faq = faqJsonLd(page("services/coring")) as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity).toHaveLength(6);
    expect(faq.mainEntity[0]!.acceptedAnswer.text).not.toMatch(/\]\(|\*\*/);
    expect(faqJsonLd(page("equipment/dd250ca"))).toBeUndefined();
    expect(plainText("See the [calculator](/#x) **now**.")).toBe("See the calculator now.");
  });
});
