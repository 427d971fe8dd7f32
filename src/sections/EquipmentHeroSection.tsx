import { Badge } from "@/components/ui/Badge";
import { ButtonLink } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { ContentImage } from "@/components/ContentImage";
import type { SectionProps } from "./types";
import { ANCHORS } from "@/content/paths";
import type { PowerSource } from "@/content/page";

const POWER_LABELS: Record<PowerSource, string> = {
  electric: "Electric",
  battery: "Battery",
  hydraulic: "Hydraulic",
  petrol: "Petrol engine",
  diesel: "Diesel engine",
};

export function EquipmentHeroSection({ section, page, heading }: SectionProps<"equipment-hero">) {
  const { title, subtitle, category, text, image } = section.content;
  const Heading = heading;
  const power = page.power;
  return (
    <section id={section.id} className="border-concrete-200 bg-concrete-50 border-b">
      <Container className="grid items-center gap-10 py-10 sm:py-14 lg:grid-cols-2">
        <div>
          <Badge>{category}</Badge>
          <Heading className="mt-4 text-4xl sm:text-5xl">{title}</Heading>
          {subtitle ? <p className="text-ink-soft mt-4 text-xl">{subtitle}</p> : null}
          {text ? <p className="text-ink-soft mt-4">{text}</p> : null}
          {power ? (
            <dl className="border-concrete-200 mt-6 grid gap-3 rounded-md border bg-white p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6">
              <dt className="font-semibold">Power</dt>
              <dd>
                {POWER_LABELS[power.source]}: {power.note}
              </dd>
              <dt className="font-semibold">Indoors</dt>
              <dd>{power.indoors ? "Yes" : "No: outdoor work only"}</dd>
            </dl>
          ) : null}
          <ButtonLink href={`#${ANCHORS.contactForm}`} className="mt-8">
            Ask about a job for this machine
          </ButtonLink>
        </div>
        <ContentImage
          image={image}
          sizes="(min-width: 1024px) 50vw, 100vw"
          preload={heading === "h1"}
          className="rounded-card shadow-card"
        />
      </Container>
    </section>
  );
}
