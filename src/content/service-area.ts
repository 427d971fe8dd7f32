import { z } from "zod";
import { optionalText, text } from "./fields";

/**
 * The service area as data (content/service-area.yaml): the five zones (their copy, their towns
 * and their shape), the places and other names the GeoNames extract lacks, and what the map
 * draws. The centre and the radii are not here: they are site.yaml's `serviceArea`, which the
 * loader adds to the model.
 */

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
/** A vertex as [latitude, longitude], the order maps and GPS units give. */
const latLon = z.tuple([latitude, longitude]);
const bearing = z.number().min(0).max(360);

/**
 * A zone's shape, one of: a polygon (the City of Toronto); sectors, each a range of bearings
 * from the centre (clockwise, may wrap through north) up to a distance; or everything within
 * the standard radius that no zone before it claimed.
 */
const zoneArea = z.union([
  z.strictObject({ polygon: z.array(latLon).min(3) }),
  z.strictObject({
    sectors: z
      .array(
        z.strictObject({ bearings: z.tuple([bearing, bearing]), maxKm: z.number().positive() }),
      )
      .min(1),
  }),
  z.strictObject({ withinRadius: z.literal(true) }),
]);

const zone = z.strictObject({
  /** Lowercase, used in anchors ("zones-core"). */
  id: z.string().regex(/^[a-z][a-z-]*$/, "lowercase letters and dashes"),
  name: text,
  description: text,
  /** The towns the page lists under the zone; each must resolve to this zone (a unit test). */
  towns: z.array(text).min(1),
  /** The municipalities the zone covers, where its towns are neighbourhoods of one (structured data). */
  municipalities: z.array(text).optional(),
  area: zoneArea,
});

const place = z.strictObject({ name: text, lat: latitude, lon: longitude });

export const serviceAreaFileSchema = z
  .strictObject({
    /** First match wins: a place belongs to the first zone, in this order, whose shape holds it. */
    zones: z.array(zone).min(1),
    /** Towns and neighbourhoods the GeoNames extract lacks, at their centre (approximate). */
    places: z.array(place).default([]),
    /** Other names visitors type -> the name of a known place ("Sudbury": "Greater Sudbury"). */
    aliases: z.record(z.string().trim().min(1), text).default({}),
    map: z.strictObject({
      /** The towns labelled on the map; a label goes right of its dot unless it says left. */
      labels: z
        .array(
          z.union([
            text.transform((town) => ({ town, side: "right" as const })),
            z.strictObject({ town: text, side: z.enum(["left", "right"]) }),
          ]),
        )
        .default([]),
      /** Lakes drawn over the zones: an outline of [lat, lon] vertices, and where to name it. */
      water: z
        .array(
          z.strictObject({ name: text, outline: z.array(latLon).min(3), label: latLon.optional() }),
        )
        .default([]),
    }),
  })
  .superRefine((file, ctx) => {
    const ids = file.zones.map((z) => z.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index)
        ctx.addIssue({
          code: "custom",
          path: ["zones", index, "id"],
          message: `duplicate "${id}"`,
        });
    });
    file.zones.forEach((z, index) => {
      if ("withinRadius" in z.area && index !== file.zones.length - 1)
        ctx.addIssue({
          code: "custom",
          path: ["zones", index, "area"],
          message: "the zone that takes the rest of the radius must come last",
        });
    });
  });

export type ServiceAreaFile = z.output<typeof serviceAreaFileSchema>;
export type Zone = ServiceAreaFile["zones"][number];
export type ZoneArea = Zone["area"];

/** Everything but the zones, plus site.yaml's reading: the centre (name and point), the radii. */
export type ServiceAreaSettings = Omit<ServiceAreaFile, "zones"> & {
  centreName: string;
  centre: { lat: number; lon: number };
  radiusKm: number;
  extendedRadiusKm: number;
};

export type ServiceAreaModel = ServiceAreaSettings & { zones: Zone[] };

/**
 * The `service-area` section: a title and text from the page file; the zones and the settings
 * are added by the loader from content/service-area.yaml (written once, shown on every page
 * that has the section).
 */
export const serviceAreaSectionContent = z.object({
  title: text,
  subtitle: optionalText,
  text: optionalText,
  /** full: map, check and zone cards (the service-area page); compact: a block on another page. */
  variant: z.enum(["full", "compact"]).default("full"),
  /** The check's heading where the section's own title asks something else. */
  checkTitle: text.default("Do you work in my area?"),
  zones: z.array(z.custom<Zone>()).default([]),
  area: z.custom<ServiceAreaSettings>().optional(),
});

type SectionContent = z.output<typeof serviceAreaSectionContent>;

/** The section's zones and settings as one model, once the loader has added them. */
export function serviceAreaOf(content: SectionContent): ServiceAreaModel | undefined {
  return content.area && content.zones.length > 0
    ? { ...content.area, zones: content.zones }
    : undefined;
}
