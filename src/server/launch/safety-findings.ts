import type { Content } from "@/content/load";
import { unconfirmedSafety } from "@/content/safety";
import type { LaunchFinding } from "./findings";

/** Each WSIB, insurance and safety-programme claim of site.yaml not yet confirmed by the owner. */
export function safetyFindings({ site }: Content): LaunchFinding[] {
  return unconfirmedSafety(site.safety).map(({ field, what }) => ({
    group: "sample content",
    where: `content/site.yaml: ${field}`,
    what: `${what} is not confirmed: check it against the certificate, then set confirmed: true`,
  }));
}
