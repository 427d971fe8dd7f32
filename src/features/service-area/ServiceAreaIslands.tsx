"use client";

import { lazyIsland } from "@/components/island/lazy-island";

/** The "do you work in my area?" check, loaded and hydrated when the visitor comes near it. */
export const AreaCheckIsland = lazyIsland(() =>
  import("./AreaCheck").then((module) => module.AreaCheck),
);

/** The zone map's town panel, loaded and hydrated when the visitor comes near the map. */
export const ZoneMapExplorerIsland = lazyIsland(() =>
  import("./ZoneMapExplorer").then((module) => module.ZoneMapExplorer),
);
