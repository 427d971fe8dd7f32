import Link from "next/link";
import { ContentImage } from "@/components/ContentImage";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** The project-history gallery on service pages: cards linking to project write-ups. */
export function ProjectGallerySection({ section, heading }: SectionProps<"project-gallery">) {
  const { title, subtitle, cards } = section.content;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.link}>
            <Link
              prefetch={false}
              href={card.link}
              className="group rounded-card border-concrete-200 shadow-card block overflow-hidden border bg-white"
            >
              <ContentImage
                image={card.image}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              />
              <span className="group-hover:text-accent-strong block p-4 font-semibold">
                {card.title}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
