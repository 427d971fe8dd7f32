import { Quote } from "@/components/ui/icons";
import { Carousel } from "@/components/carousel/Carousel";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { initialsOf } from "./initials";
import { ReviewOrigin } from "./ReviewOrigin";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** Review cards: title (reviewer), subtitle (city or role), description; an initials badge. */
export function ReviewsSection({ section, heading }: SectionProps<"reviews">) {
  const { title, subtitle, cards } = section.content;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      <Carousel
        id={section.id}
        label={title}
        slides={cards.map((card) => (
          <figure
            key={card.title}
            className="rounded-card border-concrete-200 bg-concrete-50 flex w-full flex-col border p-6"
          >
            <Quote aria-hidden="true" className="text-accent-strong size-8" />
            <blockquote className="text-ink-soft mt-3 flex-1">{card.description}</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="bg-ink grid size-12 place-items-center rounded-full font-bold text-white"
              >
                {initialsOf(card.title)}
              </span>
              <span>
                <span className="block font-semibold">{card.title}</span>
                <span className="text-ink-soft block text-sm">{card.subtitle}</span>
                <ReviewOrigin card={card} />
              </span>
            </figcaption>
          </figure>
        ))}
      />
    </SectionFrame>
  );
}
