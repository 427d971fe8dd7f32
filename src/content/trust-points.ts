import type { Site } from "./site";

/**
 * Trust points are typed once, in site.yaml. A section that lists them says so with
 * `trustPoints: bullets` (a who-we-are section's bullets) or `trustPoints: cards` (feature
 * cards: icon, title, detail); they are filled in here, before the section is validated, so
 * confirming or rewording one in site.yaml changes every page that shows it.
 */
export function withTrustPoints(raw: unknown, site: Pick<Site, "trustPoints">): unknown {
  if (!raw || typeof raw !== "object" || !Array.isArray((raw as { sections?: unknown }).sections)) {
    return raw;
  }
  const page = raw as { sections: unknown[] };
  return { ...page, sections: page.sections.map((section) => fill(section, site)) };
}

function fill(section: unknown, site: Pick<Site, "trustPoints">): unknown {
  const content = (section as { content?: Record<string, unknown> } | null)?.content;
  const form = content?.trustPoints;
  if (form === undefined) return section;
  const rest = { ...content };
  delete rest.trustPoints;
  const points = site.trustPoints;
  const filled =
    form === "bullets"
      ? { ...rest, bullets: points.map((point) => point.text) }
      : form === "cards"
        ? {
            ...rest,
            cards: points.map((point) => ({
              icon: point.icon,
              title: point.text,
              description: point.detail,
            })),
          }
        : // Anything else is left for the schema to refuse, with the field named.
          { ...rest, bullets: form, cards: form };
  return { ...(section as object), content: filled };
}
