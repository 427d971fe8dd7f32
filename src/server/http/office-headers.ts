/**
 * What every answer of the owner's office carries (issue 23): its pages, the sign-in page,
 * every /api/office/* answer and their errors. Set in next.config.ts for the whole path, so a
 * 404, a redirect or a page Next.js renders itself is covered too, not only our handlers.
 */
export const OFFICE_HEADER_VALUES = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const officeHeaders = Object.entries(OFFICE_HEADER_VALUES).map(([key, value]) => ({
  key,
  value,
}));

/** The paths they apply to, in next.config.ts's `headers()` syntax. */
export const OFFICE_SOURCES = ["/office", "/office/:path*", "/api/office/:path*"];
