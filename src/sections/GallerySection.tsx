import Link from "next/link";
import { Carousel } from "@/components/carousel/Carousel";
import { ContentImage } from "@/components/ContentImage";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

const SLIDE_SIZES =
  "(min-width: 1200px) 25vw, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/** Works cards: image links to past projects. */
export function GallerySection({ section, heading }: SectionProps<"gallery">) {
  const { title, subtitle, cards } = section.content;
  return (
    <SectionFrame id={section.id} tone="concrete">
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      <Carousel
        id={section.id}
        label={title}
        slides={cards.map((card) => {
          const figure = (
            <figure className="rounded-card border-concrete-200 w-full overflow-hidden border bg-white">
              <ContentImage image={card.image} sizes={SLIDE_SIZES} />
              {card.title ? (
                <figcaption className="p-4 font-semibold">{card.title}</figcaption>
              ) : null}
            </figure>
          );
          return card.link ? (
            <Link
              prefetch={false}
              key={card.image.src + card.link}
              href={card.link}
              className="flex w-full hover:opacity-90"
            >
              {figure}
            </Link>
          ) : (
            figure
          );
        })}
      />
    </SectionFrame>
  );
}
