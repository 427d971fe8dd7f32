import { Markdown } from "@/components/Markdown";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { contactHref } from "@/content/paths";
import { serviceAreaOf } from "@/content/service-area";
import { AreaCheckIsland } from "@/features/service-area/ServiceAreaIslands";
import { checkModelOf } from "@/features/service-area/check-model";
import { ZoneList } from "@/features/service-area/ZoneList";
import { ZoneMap } from "@/features/service-area/ZoneMap";
import { SectionFrame } from "./SectionFrame";
import type { SectionProps } from "./types";
import { companyPhone } from "@/shared/phone";

const linkClass = "text-accent-strong font-semibold underline underline-offset-2";

/**
 * The service area: the "do you work in my area?" check, the zone map and the zones with their
 * towns (all from content/service-area.yaml and site.yaml). `full` on the service-area page;
 * `compact` as a block on another page (contact). The list is the text the map stands for and
 * what a visitor without script uses; the check and the map's town panel are the only script.
 */
export function ServiceAreaSection({ section, site, heading }: SectionProps<"service-area">) {
  const { title, subtitle, text, variant, checkTitle } = section.content;
  const model = serviceAreaOf(section.content);
  if (!model) {
    throw new Error(`service-area section "${section.id}": no zones (content/service-area.yaml)`);
  }
  const compact = variant === "compact";
  const check = (
    <AreaCheckIsland
      model={checkModelOf(model)}
      phone={companyPhone(site.phone)}
      quoteHref={contactHref()}
      title={compact ? undefined : checkTitle}
      titleLevel={heading === "h1" ? "h2" : "h3"}
      fallback={
        <>
          Find your town in the zones listed {compact ? "here" : "below"}, or{" "}
          <a href={contactHref()} className={linkClass}>
            send us the address
          </a>{" "}
          and we will tell you whether we cover it.
        </>
      }
    />
  );
  const map = (
    <figure>
      <ZoneMap model={model} anchorPrefix={section.id} titleId={`${section.id}-map-title`} />
      <figcaption className="text-ink-soft mt-3 text-sm">
        {`Dashed circle: ${model.radiusKm} km from ${model.centreName}, our standard area; larger projects up to ${model.extendedRadiusKm} km on request. Town positions from `}
        <a href="https://www.geonames.org/" className={linkClass}>
          GeoNames
        </a>{" "}
        (
        <a href="https://creativecommons.org/licenses/by/4.0/" className={linkClass}>
          CC BY 4.0
        </a>
        ), rounded; shorelines and zone edges simplified by us.
      </figcaption>
    </figure>
  );

  return (
    <SectionFrame id={section.id}>
      <SectionHeading title={title} subtitle={subtitle} as={heading} />
      {text ? <Markdown className="mb-10">{text}</Markdown> : null}
      {compact ? (
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div>
            {check}
            <div className="mt-8">
              <ZoneList zones={model.zones} anchorPrefix={section.id} compact />
            </div>
          </div>
          {map}
        </div>
      ) : (
        <>
          <div className="grid items-start gap-10 lg:grid-cols-[2fr_3fr]">
            {check}
            {map}
          </div>
          <div className="mt-14">
            <ZoneList zones={model.zones} anchorPrefix={section.id} />
          </div>
        </>
      )}
    </SectionFrame>
  );
}
