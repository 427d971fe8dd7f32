"use client";

import { lazyIsland } from "@/components/island/lazy-island";

/** The calculator, loaded and hydrated when the visitor comes near it (its HTML is server-rendered). */
export const CalculatorIsland = lazyIsland(() =>
  import("./Calculator").then((module) => module.Calculator),
);
