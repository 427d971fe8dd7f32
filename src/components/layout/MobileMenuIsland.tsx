"use client";

import { lazyIsland } from "@/components/island/lazy-island";

/** The mobile menu, loaded and hydrated when the visitor touches or focuses it, never on view. */
export const MobileMenuIsland = lazyIsland(
  () => import("./MobileMenu").then((module) => module.MobileMenu),
  { wakeOn: "touch" },
);
