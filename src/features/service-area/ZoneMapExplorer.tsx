"use client";

import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from "react";

export interface ExplorerZone {
  id: string;
  name: string;
  towns: string[];
}

/** The zone under the pointer or holding the focus: the nearest element marked data-zone. */
function zoneOf(event: SyntheticEvent): string | undefined {
  const target = event.target as Element | null;
  return target?.closest?.("[data-zone]")?.getAttribute("data-zone") ?? undefined;
}

/**
 * The map's one piece of script: the server draws the map and its key (children); this leaf
 * remembers the last zone pointed at or focused (on the map or in the key), marks it on both
 * (data-active, which their CSS highlights) and lists its towns under the map. Hovering a
 * shape highlights it by CSS alone, before this loads; the map's description and the zone list
 * carry the towns for screen readers.
 */
export function ZoneMapExplorer({
  zones,
  hint,
  children,
}: {
  zones: ExplorerZone[];
  hint: string;
  children: ReactNode;
}) {
  const [active, setActive] = useState<string>();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    root.current?.querySelectorAll("[data-zone]").forEach((element) => {
      element.toggleAttribute("data-active", element.getAttribute("data-zone") === active);
    });
  }, [active]);

  const track = (event: SyntheticEvent) => {
    const zone = zoneOf(event);
    if (zone) setActive(zone);
  };
  const shown = zones.find((zone) => zone.id === active);

  return (
    <div ref={root} onPointerOver={track} onFocus={track}>
      {children}
      <div className="border-concrete-200 rounded-control mt-4 min-h-24 border bg-white p-4">
        <p className="font-semibold">{shown ? shown.name : hint}</p>
        {shown ? <p className="text-ink-soft mt-1 text-sm">{shown.towns.join(", ")}</p> : null}
      </div>
    </div>
  );
}
