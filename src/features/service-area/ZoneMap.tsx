import type { ServiceAreaModel } from "@/content/service-area";
import { buildGazetteer } from "./gazetteer";
import { normaliseName } from "./names";
import { circlePath, frameAt, outlinePath, project, zonePath } from "./map-projection";
import places from "./places.json";
import { zoneColour } from "./zone-colours";
import { zoneAnchor } from "./ZoneList";
import { ZoneMapExplorerIsland } from "./ServiceAreaIslands";

/** The drawing's extent in km around the centre: the standard radius and room for labels. */
const HALF_WIDTH = 128;
const HALF_HEIGHT = 112;
const SCALE_KM = 25;

/**
 * An original map of the region, drawn on the server from content/service-area.yaml: the zones,
 * the lakes over them, the standard radius, the labelled towns and the centre, with a title
 * and a description naming every zone's towns for screen readers. Under it a key, in content
 * order, whose entries link to the zones' entries in the list and highlight their zone: the
 * keyboard's way into the map (the shapes overlap, so they cannot keep content order
 * themselves). Nothing is fetched: no tiles, no script but the small explorer leaf.
 */
export function ZoneMap({
  model,
  anchorPrefix,
  titleId,
}: {
  model: ServiceAreaModel;
  anchorPrefix: string;
  titleId: string;
}) {
  const frame = frameAt(model.centre);
  const gazetteer = buildGazetteer(model, places);
  const labels = model.map.labels.flatMap(({ town, side }) => {
    const entry = gazetteer.byKey.get(normaliseName(town));
    return entry ? [{ town, side, ...project(frame, entry.point) }] : [];
  });
  const zones = model.zones.map((zone, index) => ({ zone, colour: zoneColour(index) }));

  return (
    <ZoneMapExplorerIsland
      zones={model.zones.map(({ id, name, towns }) => ({ id, name, towns }))}
      hint="Point at or tap a zone, on the map or in the key, to list its towns."
    >
      <svg
        viewBox={`${-HALF_WIDTH} ${-HALF_HEIGHT} ${HALF_WIDTH * 2} ${HALF_HEIGHT * 2}`}
        role="img"
        aria-labelledby={`${titleId} ${titleId}-desc`}
        className="rounded-card border-concrete-200 block h-auto w-full border bg-stone-100"
      >
        <title id={titleId}>
          {`Map of our ${model.zones.length} service zones around ${model.centreName}.`}
        </title>
        <desc id={`${titleId}-desc`}>
          {model.zones.map((zone) => `${zone.name}: ${zone.towns.join(", ")}.`).join(" ")}
        </desc>
        {/* Later zones first: a zone that comes earlier in content wins, so it is drawn on top. */}
        {[...zones].reverse().map(({ zone, colour }) => (
          <g key={zone.id} data-zone={zone.id} className="group">
            <path
              d={zonePath(frame, zone.area, model.radiusKm)}
              className={`${colour.fill} group-hover:stroke-ink group-data-active:stroke-ink stroke-white transition-colors`}
              strokeWidth={0.8}
              strokeLinejoin="round"
            />
          </g>
        ))}
        <g className="fill-sky-200 stroke-sky-400" strokeWidth={0.4} aria-hidden="true">
          {model.map.water.map((water) => (
            <path key={water.name} d={outlinePath(frame, water.outline)} />
          ))}
        </g>
        <g
          className="pointer-events-none fill-sky-800"
          fontSize={4.5}
          fontStyle="italic"
          aria-hidden="true"
        >
          {model.map.water.flatMap(({ name, label }) => {
            if (!label) return [];
            const { x, y } = project(frame, { lat: label[0], lon: label[1] });
            return [
              <text key={name} x={x} y={y} textAnchor="middle">
                {name}
              </text>,
            ];
          })}
        </g>
        <path
          d={circlePath(model.radiusKm)}
          className="stroke-ink pointer-events-none fill-none"
          strokeWidth={0.6}
          strokeDasharray="3 2"
          aria-hidden="true"
        />
        <g className="pointer-events-none" aria-hidden="true" fontSize={6.5}>
          {labels.map((label) => (
            <g key={label.town}>
              <circle cx={label.x} cy={label.y} r={1.1} className="fill-ink" />
              <text
                x={label.side === "left" ? label.x - 2.4 : label.x + 2.4}
                y={label.y + 2.2}
                textAnchor={label.side === "left" ? "end" : "start"}
                className="fill-ink stroke-white"
                strokeWidth={1.6}
                paintOrder="stroke"
              >
                {label.town}
              </text>
            </g>
          ))}
          <circle r={2.4} className="fill-accent-strong stroke-white" strokeWidth={0.8} />
          <text
            x={3.5}
            y={-3}
            fontWeight={700}
            className="fill-ink stroke-white"
            strokeWidth={1.6}
            paintOrder="stroke"
          >
            {model.centreName.charAt(0).toUpperCase() + model.centreName.slice(1)}
          </text>
          <g transform={`translate(${-HALF_WIDTH + 8} ${HALF_HEIGHT - 8})`}>
            <path d={`M0 -2V0H${SCALE_KM}V-2`} className="stroke-ink fill-none" strokeWidth={0.6} />
            <text x={SCALE_KM + 2} y={1} className="fill-ink" fontSize={4.5}>
              {`${SCALE_KM} km`}
            </text>
          </g>
        </g>
      </svg>
      <ul aria-label="Key to the zones" className="mt-3 flex flex-wrap gap-2">
        {zones.map(({ zone, colour }) => (
          <li key={zone.id}>
            <a
              href={`#${zoneAnchor(anchorPrefix, zone.id)}`}
              data-zone={zone.id}
              className="border-concrete-300 hover:border-ink data-active:border-ink data-active:bg-concrete-100 inline-flex items-center gap-2 rounded-full border bg-white px-3 py-1 text-sm font-semibold"
            >
              <span
                aria-hidden="true"
                className={`border-ink/30 size-3 rounded-full border ${colour.swatch}`}
              />
              {zone.name}
            </a>
          </li>
        ))}
      </ul>
    </ZoneMapExplorerIsland>
  );
}
