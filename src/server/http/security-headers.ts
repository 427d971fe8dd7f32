/**
 * A static security policy for every response, from security-headers.json (which the
 * production server, scripts/serve.mjs, also sets on answers Next.js makes without its header
 * rules, such as the 400 for a malformed URL). No nonces: a nonce would force every prerendered
 * page to render per request. 'unsafe-inline' stays in script-src and style-src because Next.js
 * inlines its bootstrap and each page's RSC payload as inline scripts whose content differs per
 * page (see docs/decisions.md); the robot-check providers' origins are allowed for when they
 * are configured.
 */
import policy from "./security-headers.json";

export const securityHeaders = [
  { key: "Content-Security-Policy", value: policy.csp.join("; ") },
  ...Object.entries(policy.other).map(([key, value]) => ({ key, value })),
];
