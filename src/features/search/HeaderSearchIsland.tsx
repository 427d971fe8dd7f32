"use client";

import { lazyIsland } from "@/components/island/lazy-island";

/**
 * The header search, loaded and hydrated when the visitor touches or focuses it, never on view
 * (its button opens the popover by itself before that).
 */
export const HeaderSearchIsland = lazyIsland(
  () => import("./HeaderSearch").then((module) => module.HeaderSearch),
  { wakeOn: "touch" },
);
