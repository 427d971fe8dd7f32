import type { ReactNode } from "react";
import { CarouselControlsIsland } from "./CarouselControlsIsland";

/**
 * A card carousel on native horizontal scrolling with scroll-snap: it works without
 * JavaScript, and the small client leaf only adds previous/next buttons.
 * Slides visible: 1 below 768 px, 2 from 768, 3 from 1024, 4 from 1200; 10 px apart (spec 2.3).
 */
export function Carousel({
  id,
  label,
  slides,
}: {
  id: string;
  label: string;
  slides: ReactNode[];
}) {
  const trackId = `${id}-track`;
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative">
      <ul
        id={trackId}
        tabIndex={0}
        aria-label={`${label}: scroll sideways for more`}
        className="carousel-track relative grid snap-x snap-mandatory auto-cols-[100%] grid-flow-col gap-[10px] overflow-x-auto overscroll-x-contain pb-4 md:auto-cols-[calc((100%-10px)/2)] lg:auto-cols-[calc((100%-20px)/3)] xl:auto-cols-[calc((100%-30px)/4)]"
      >
        {slides.map((slide, index) => (
          <li
            key={index}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            className="flex snap-start"
          >
            {slide}
          </li>
        ))}
      </ul>
      <CarouselControlsIsland trackId={trackId} label={label} />
    </div>
  );
}
