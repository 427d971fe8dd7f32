import "server-only";

/** GET /api/admin/leads/<id>/photos/<position> on the site (needs the admin token). */
export function photoDownloadUrl(siteOrigin: string, leadId: string, position: number): string {
  return `${siteOrigin}/api/admin/leads/${leadId}/photos/${position}`;
}
