/**
 * The security headers that are the same on every answer (issue 15). next.config.ts sets them
 * on every route (so `next dev` and `next start` send them too); the production server,
 * scripts/serve.mjs, reads them back from the build's routes manifest and also sets them on
 * answers Next.js makes without its header rules, such as the 400 for a malformed URL.
 *
 * The Content-Security-Policy is not here: it depends on the run-time robot-check provider and
 * on each page's inline scripts, so scripts/serve.mjs makes it per answer
 * (content-security-policy.mjs, inline-hashes.mjs, secure-response.mjs).
 */

/**
 * Browser features the site never uses, denied to the page and to any frame in it (a robot
 * check's). The later photo upload is a plain file input, which none of these gate. Only
 * names Chromium knows: an unknown one ("bluetooth", "web-share" in Chromium 156) is logged as
 * an error on every page (security-headers.spec.ts watches for it).
 */
export const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export const securityHeaders = [
  // Two years, subdomains included; a browser ignores it over plain HTTP (local runs).
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // For browsers without CSP's frame-ancestors, which says the same.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: DENIED_FEATURES.map((name) => `${name}=()`).join(", ") },
  // The site opens no windows it needs to talk to; a page it is opened from cannot reach it.
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];
