import { Expand } from "@/components/ui/icons";
import { ContentImage } from "@/components/ContentImage";

/**
 * A photo that opens in the lightbox. Server-rendered as a plain link to the image file, so it
 * works without JavaScript; inside a LightboxGroup a click opens the lightbox at `index` instead
 * (one made before the page's script has run is held until it has: early-events.mjs).
 */
export function LightboxLink({
  src,
  alt,
  index,
  sizes,
}: {
  src: string;
  alt: string;
  index: number;
  sizes: string;
}) {
  return (
    <a
      href={src}
      data-lightbox-index={index}
      data-opens-in-page=""
      className="group rounded-card relative block"
    >
      <ContentImage image={{ src, alt }} sizes={sizes} className="rounded-card" />
      <span
        aria-hidden="true"
        className="bg-ink/80 group-hover:bg-accent-strong absolute right-3 bottom-3 grid size-10 place-items-center rounded-full text-white transition-colors"
      >
        <Expand className="size-5" />
      </span>
      <span className="sr-only">(open larger view)</span>
    </a>
  );
}
