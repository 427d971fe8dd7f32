import { CircleCheck } from "@/components/ui/icons";
import { ButtonLink } from "@/components/ui/Button";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { ContentImage } from "@/components/ContentImage";
import { Markdown } from "@/components/Markdown";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

export function WhoWeAreSection({ section, heading }: SectionProps<"who-we-are">) {
  const { title, subtitle, text, text2, image, bullets, button } = section.content;
  return (
    <SectionFrame id={section.id}>
      <div className="grid items-center gap-10 lg:grid-cols-2">
        {image ? (
          <ContentImage
            image={image}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="rounded-card"
          />
        ) : null}
        <div>
          <SectionHeading title={title} subtitle={subtitle} as={heading} />
          <Markdown>{text}</Markdown>
          {text2 ? <Markdown className="mt-4">{text2}</Markdown> : null}
          {bullets.length > 0 ? (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {bullets.map((bullet) => (
                <li key={bullet} className="flex items-start gap-2 font-semibold">
                  <CircleCheck
                    aria-hidden="true"
                    className="text-accent-strong mt-0.5 size-5 shrink-0"
                  />
                  {bullet}
                </li>
              ))}
            </ul>
          ) : null}
          {button ? (
            <ButtonLink href={button.link} variant="secondary" className="mt-8">
              {button.text}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </SectionFrame>
  );
}
