"use client";

import { ChevronLeft, ChevronRight } from "@/components/ui/icons";

/** Previous/next buttons: scroll the track by one slide, instantly when motion is reduced. */
export function CarouselControls({ trackId, label }: { trackId: string; label: string }) {
  function scroll(direction: 1 | -1) {
    const track = document.getElementById(trackId);
    const slide = track?.querySelector("li");
    if (!track || !slide) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.scrollBy({
      left: direction * (slide.getBoundingClientRect().width + 10),
      behavior: reduced ? "auto" : "smooth",
    });
  }
  const button =
    "grid size-11 place-items-center rounded-full border-2 border-ink bg-white text-ink hover:bg-ink hover:text-white";
  return (
    <div className="mt-2 flex justify-end gap-2">
      <button
        type="button"
        className={button}
        aria-controls={trackId}
        aria-label={`Previous: ${label}`}
        onClick={() => scroll(-1)}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        className={button}
        aria-controls={trackId}
        aria-label={`Next: ${label}`}
        onClick={() => scroll(1)}
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
