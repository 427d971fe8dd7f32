import { MapPin } from "lucide-react";
import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";

/** The service-area zones and the towns each covers (the map and town check come later). */
export function ServiceAreaSection({ section, heading }: SectionProps<"service-area">) {
  const { title, subtitle, text, zones } = section.content;
  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      {text ? <Markdown className="mb-10">{text}</Markdown> : null}
      <ol className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {zones.map((zone) => (
          <li
            key={zone.name}
            className="rounded-card border-concrete-200 shadow-card border bg-white p-6"
          >
            <h3 className="flex items-center gap-2 text-xl">
              <MapPin aria-hidden="true" className="text-accent-strong size-6" />
              {zone.name}
            </h3>
            <p className="text-ink-soft mt-2">{zone.description}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`Towns in ${zone.name}`}>
              {zone.towns.map((town) => (
                <li
                  key={town}
                  className="bg-concrete-100 rounded-full px-3 py-1 text-sm font-medium"
                >
                  {town}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
