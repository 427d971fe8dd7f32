import Link from "next/link";
import { Carousel } from "@/components/carousel/Carousel";
import { ContentImage } from "@/components/ContentImage";
import { buttonClass } from "@/components/ui/Button";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

const SLIDE_SIZES =
  "(min-width: 1200px) 25vw, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/** Service cards: image, title, description, button (default "Learn more" linking to "/"). */
export function ServiceCardsSection({ section, heading }: SectionProps<"service-cards">) {
  const { title, subtitle, cards } = section.content;
  const headingId = `${section.id}-title`;
  return (
    <SectionFrame id={section.id} labelledBy={headingId}>
      <SectionHeading id={headingId} title={title} subtitle={subtitle} as={heading} />
      <Carousel
        id={section.id}
        label={title}
        slides={cards.map((card) => (
          <article
            key={card.title}
            className="rounded-card border-concrete-200 shadow-card flex w-full flex-col overflow-hidden border bg-white"
          >
            {card.image ? <ContentImage image={card.image} sizes={SLIDE_SIZES} /> : null}
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-xl">{card.title}</h3>
              <p className="text-ink-soft mt-2 flex-1">{card.description}</p>
              <Link
                prefetch={false}
                href={card.button?.link ?? "/"}
                className={buttonClass("secondary", "mt-5 self-start")}
              >
                {card.button?.text ?? "Learn more"}
                <span className="sr-only">: {card.title}</span>
              </Link>
            </div>
          </article>
        ))}
      />
    </SectionFrame>
  );
}
