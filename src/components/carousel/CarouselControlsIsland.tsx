"use client";

import { lazyIsland } from "@/components/island/lazy-island";

/** The carousel's previous/next buttons, loaded and hydrated when the carousel comes near. */
export const CarouselControlsIsland = lazyIsland(() =>
  import("./CarouselControls").then((module) => module.CarouselControls),
);
