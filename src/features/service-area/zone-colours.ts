/**
 * One colour per zone, in content order (the core first), as literal class names so Tailwind
 * finds them: the map's fill, its stronger shade while the zone is pointed at or last chosen
 * (data-active, set from the map or its key), and the key's swatch. Fills are opaque, so the sectors that start
 * at the centre do not show through the core; ink labels read on every shade.
 */
const ZONE_COLOURS = [
  {
    fill: "fill-orange-300 group-hover:fill-orange-400 group-data-active:fill-orange-400",
    swatch: "bg-orange-300",
  },
  {
    fill: "fill-rose-300 group-hover:fill-rose-400 group-data-active:fill-rose-400",
    swatch: "bg-rose-300",
  },
  {
    fill: "fill-violet-300 group-hover:fill-violet-400 group-data-active:fill-violet-400",
    swatch: "bg-violet-300",
  },
  {
    fill: "fill-emerald-300 group-hover:fill-emerald-400 group-data-active:fill-emerald-400",
    swatch: "bg-emerald-300",
  },
  {
    fill: "fill-amber-100 group-hover:fill-amber-200 group-data-active:fill-amber-200",
    swatch: "bg-amber-100",
  },
] as const;

export function zoneColour(index: number): (typeof ZONE_COLOURS)[number] {
  return ZONE_COLOURS[index % ZONE_COLOURS.length]!;
}
