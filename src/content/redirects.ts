/**
 * Links the spec says lead nowhere, mended with permanent redirects (design.md, "Routes").
 * next.config reads this list; the link checker treats each source as a valid target.
 */
export const redirects = [
  { source: "/services/drilling", destination: "/services/coring" },
  { source: "/services/core-drilling", destination: "/services/coring" },
  { source: "/services/equipment", destination: "/equipment" },
  { source: "/cutting", destination: "/project-history/cutting" },
  { source: "/demolition", destination: "/project-history/demolition" },
  { source: "/trenching", destination: "/project-history/trenching" },
] as const;
