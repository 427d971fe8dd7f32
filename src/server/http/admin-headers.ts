/**
 * Headers of the content editor (issue 24) on top of securityHeaders: /admin is never indexed,
 * and the GitHub sign-in runs in a window the editor opens (Decap's OAuth hand-over by
 * postMessage), which "same-origin" on Cross-Origin-Opener-Policy would cut off.
 */
export const adminHeaders = [
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" },
  { key: "Cache-Control", value: "no-cache" },
];

export const editorAuthHeaders = [
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
  { key: "Cross-Origin-Opener-Policy", value: "unsafe-none" },
  { key: "Cache-Control", value: "no-store" },
];
