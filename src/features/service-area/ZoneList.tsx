import { MapPin } from "@/components/ui/icons";
import type { Zone } from "@/content/service-area";
import { zoneColour } from "./zone-colours";

/** The id of a zone's entry in the list, which the map's zone links point at. */
export const zoneAnchor = (prefix: string, zoneId: string) => `${prefix}-${zoneId}`;

/**
 * The zones and their towns as text: what a visitor without script or without sight of the
 * map reads, and where the map's zone links lead. Each entry's swatch is its colour on the map.
 */
export function ZoneList({
  zones,
  anchorPrefix,
  compact = false,
}: {
  zones: Zone[];
  anchorPrefix: string;
  compact?: boolean;
}) {
  if (compact) {
    return (
      <ul className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {zones.map((zone, index) => (
          <li key={zone.id} id={zoneAnchor(anchorPrefix, zone.id)}>
            <span className="text-ink flex items-center gap-2 font-semibold">
              <span
                aria-hidden="true"
                className={`border-ink/30 size-3 rounded-full border ${zoneColour(index).swatch}`}
              />
              {zone.name}
            </span>
            <span className="text-ink-soft">{zone.towns.join(", ")}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {zones.map((zone, index) => (
        <li
          key={zone.id}
          id={zoneAnchor(anchorPrefix, zone.id)}
          className="rounded-card border-concrete-200 shadow-card target:ring-accent-strong border bg-white p-6 target:ring-2"
        >
          <h3 className="flex items-center gap-2 text-xl">
            <span
              aria-hidden="true"
              className={`border-ink/30 size-4 shrink-0 rounded-full border ${zoneColour(index).swatch}`}
            />
            {zone.name}
          </h3>
          <p className="text-ink-soft mt-2">{zone.description}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Towns in ${zone.name}`}>
            {zone.towns.map((town) => (
              <li
                key={town}
                className="bg-concrete-100 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium"
              >
                <MapPin aria-hidden="true" className="text-accent-strong size-3.5" />
                {town}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
