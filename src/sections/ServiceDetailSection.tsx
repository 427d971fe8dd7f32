import { CircleCheck, MapPin } from "@/components/ui/icons";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Markdown } from "@/components/Markdown";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** The service detail block: description, service areas, key features. */
export function ServiceDetailSection({ section, heading }: SectionProps<"service-detail">) {
  const { title, subtitle, text, serviceAreasTitle, serviceAreas, featuresTitle, features } =
    section.content;
  return (
    <SectionFrame id={section.id} tone="concrete">
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
        <Markdown>{text}</Markdown>
        <div className="space-y-8">
          <div className="rounded-card border-concrete-200 border bg-white p-6">
            <h3 className="flex items-center gap-2 text-xl">
              <CircleCheck aria-hidden="true" className="text-accent-strong size-6" />
              {featuresTitle}
            </h3>
            <ul className="mt-4 space-y-2">
              {features.map((feature) => (
                <li key={feature} className="text-ink-soft flex gap-2">
                  <span
                    aria-hidden="true"
                    className="bg-accent-strong mt-2.5 size-2 shrink-0 rounded-full"
                  />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card border-concrete-200 border bg-white p-6">
            <h3 className="flex items-center gap-2 text-xl">
              <MapPin aria-hidden="true" className="text-accent-strong size-6" />
              {serviceAreasTitle}
            </h3>
            <Markdown className="mt-3">{serviceAreas}</Markdown>
          </div>
        </div>
      </div>
    </SectionFrame>
  );
}
