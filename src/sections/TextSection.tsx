import { ButtonLink } from "@/components/ui/Button";
import { ContentImage } from "@/components/ContentImage";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

export function TextSection({ section, heading }: SectionProps<"text">) {
  const { title, subtitle, text, image, button } = section.content;
  return (
    <SectionFrame id={section.id}>
      <div className={`grid gap-10 ${image ? "lg:grid-cols-[1.3fr_1fr]" : ""}`}>
        <div>
          <SectionHeading title={title} subtitle={subtitle} as={heading} />
          <Markdown>{text}</Markdown>
          {button ? (
            <ButtonLink href={button.link} variant="secondary" className="mt-8">
              {button.text}
            </ButtonLink>
          ) : null}
        </div>
        {image ? (
          <ContentImage
            image={image}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="rounded-card"
          />
        ) : null}
      </div>
    </SectionFrame>
  );
}
