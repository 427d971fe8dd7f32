/**
 * The campaign tags (utm_*) of the visit's landing URL, kept for the visit in sessionStorage so
 * a request sent pages later still says which campaign brought the visitor.
 *
 * The landing URL is the URL the tab first loaded: the navigation entry of this document (soft
 * navigations inside the site do not change it), stored the first time a form asks, and from
 * then on read from sessionStorage for the rest of the visit (the tab's session).
 */
import { LIMITS, UTM_KEY } from "@/shared/lead/constants";

export const LANDING_STORAGE_KEY = "straightcut:landing-utm";

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** The utm_* parameters of a URL, as the request schema accepts them (key rules and limits). */
export function utmTagsOf(url: string): Record<string, string> {
  let params: URLSearchParams;
  try {
    params = new URL(url, "http://localhost").searchParams;
  } catch {
    return {};
  }
  const tags: Record<string, string> = {};
  for (const [rawKey, rawValue] of params) {
    const key = rawKey.trim().toLowerCase();
    const value = rawValue.trim().slice(0, LIMITS.utmValue);
    if (!UTM_KEY.test(key) || value === "" || key in tags) continue;
    if (Object.keys(tags).length >= LIMITS.utmKeys) break;
    tags[key] = value;
  }
  return tags;
}

function parseStored(text: string | null): Record<string, string> | undefined {
  if (text === null) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
    const tags: Record<string, string> = {};
    for (const [key, tag] of Object.entries(value)) {
      if (
        UTM_KEY.test(key) &&
        typeof tag === "string" &&
        Object.keys(tags).length < LIMITS.utmKeys
      ) {
        tags[key] = tag.slice(0, LIMITS.utmValue);
      }
    }
    return tags;
  } catch {
    return undefined;
  }
}

/**
 * The visit's tags: the stored ones when this visit already has them, else those of
 * `landingUrl`, stored (also when there are none: the first landing decides). Never throws:
 * storage may be unavailable (privacy modes), then the URL's tags are used as they are.
 */
export function captureLandingTags(
  storage: StorageLike | undefined,
  landingUrl: string,
): Record<string, string> {
  try {
    const stored = parseStored(storage?.getItem(LANDING_STORAGE_KEY) ?? null);
    if (stored) return stored;
  } catch {
    // Storage refused: fall through to the URL.
  }
  const tags = utmTagsOf(landingUrl);
  try {
    storage?.setItem(LANDING_STORAGE_KEY, JSON.stringify(tags));
  } catch {
    // Quota or privacy mode: the tags still go with this request.
  }
  return tags;
}

/** The URL this document was loaded from (soft navigations keep it), else the current one. */
export function documentLandingUrl(win: Window): string {
  try {
    const [entry] = win.performance.getEntriesByType("navigation");
    if (entry?.name) return entry.name;
  } catch {
    // No navigation timing: use the address bar.
  }
  return win.location.href;
}

/** In the browser: capture (first call) or read the visit's tags. */
export function visitUtmTags(): Record<string, string> {
  if (typeof window === "undefined") return {};
  let storage: StorageLike | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return captureLandingTags(storage, documentLandingUrl(window));
}
