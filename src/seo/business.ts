import type { GeoCircle, HomeAndConstructionBusiness, Place, WithContext } from "schema-dts";
import type { Page } from "@/content/page";
import type { Site } from "@/content/site";
import { openingHoursSpecification } from "./opening-hours";
import { absoluteUrl, siteUrl } from "./site-url";

/** The business's node id: other nodes (services, articles) point at it instead of repeating it. */
export function businessId(site: Pick<Site, "url">): string {
  return `${siteUrl(site)}/#business`;
}

/** The municipalities of the service area (content/service-area.yaml), each a City it serves. */
export function servedTowns(pages: readonly Page[]): string[] {
  const area = pages.find((page) => page.slug === "service-area");
  const towns = (area?.sections ?? []).flatMap((section) =>
    section.type === "service-area"
      ? section.content.zones.flatMap((zone) => zone.municipalities ?? zone.towns)
      : [],
  );
  return [...new Set(towns)];
}

/** Where the business works: the municipalities by name and the radius around the centre. */
export function areaServed(site: Site, towns: readonly string[]): (Place | GeoCircle)[] {
  const { radiusKm, latitude, longitude } = site.serviceArea;
  return [
    ...towns.map((name): Place => ({ "@type": "City", name })),
    {
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude, longitude },
      geoRadius: `${radiusKm * 1000}`,
    },
  ];
}

/** The company as schema.org sees it, from content/site.yaml (identity) and the service area. */
export function businessJsonLd(
  site: Site,
  towns: readonly string[],
): WithContext<HomeAndConstructionBusiness> {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(site),
    name: site.name,
    telephone: site.phone,
    email: site.email,
    url: absoluteUrl(site, "/"),
    logo: absoluteUrl(site, "/icon.svg"),
    image: absoluteUrl(site, "/icon.svg"),
    openingHoursSpecification: openingHoursSpecification(site),
    areaServed: areaServed(site, towns),
    priceRange: "$$",
  };
}
