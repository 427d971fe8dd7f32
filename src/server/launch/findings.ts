/** What `npm run check:launch` reports: one thing still to change, where it is, in one group. */
export const LAUNCH_GROUPS = ["identity", "sample content", "configuration"] as const;
export type LaunchGroup = (typeof LAUNCH_GROUPS)[number];

export interface LaunchFinding {
  group: LaunchGroup;
  /** The file and field ("content/site.yaml: phone"), or the environment variable. */
  where: string;
  what: string;
}

/** The findings grouped, one line each; a group with none reads "ready". */
export function formatLaunchReport(findings: LaunchFinding[]): string {
  return LAUNCH_GROUPS.map((group) => {
    const own = findings.filter((finding) => finding.group === group);
    if (own.length === 0) return `${group}: ready`;
    const lines = own.map(({ where, what }) => `  ${where}: ${what}`);
    return [`${group}: ${own.length} to change`, ...lines].join("\n");
  }).join("\n");
}
