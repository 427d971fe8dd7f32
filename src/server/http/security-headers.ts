/**
 * A static security policy for every response (next.config.ts sets it on every route; the
 * production server, scripts/serve.mjs, reads it back from the build's routes manifest and
 * also sets it on answers Next.js makes without its header rules, such as the 400 for a
 * malformed URL). No nonces: a nonce would force every prerendered page to render per request.
 * 'unsafe-inline' stays in script-src and style-src because Next.js inlines its bootstrap and
 * each page's RSC payload as inline scripts whose content differs per page (docs/decisions.md).
 * The robot-check providers' origins are allowed for when they are configured.
 */
const csp = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' https://www.google.com https://www.gstatic.com https://challenges.cloudflare.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https://www.google.com https://challenges.cloudflare.com",
  "frame-src https://www.google.com https://challenges.cloudflare.com",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const securityHeaders = [
  { key: "Content-Security-Policy", value: csp },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];
