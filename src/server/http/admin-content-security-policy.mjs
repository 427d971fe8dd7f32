/**
 * The Content-Security-Policy of the content editor at /admin (issue 24), plain JavaScript for
 * scripts/serve.mjs like content-security-policy.mjs. Decap CMS needs more than the public
 * pages allow, so /admin gets its own policy and the public one stays as it is: inline styles
 * (its CSS-in-JS), 'unsafe-eval' (its config validator compiles schemas to functions), blob:
 * and data: previews of the photos being uploaded, GitHub's API and avatars in production and
 * the local file backend of `npm run edit`.
 */

/** The paths that get this policy: the editor's page and files. */
export const ADMIN_PATH = /^\/admin(\/|$|\?)/;

/** decap-server's address for `npm run edit`, as scripts/admin/editor-options.ts writes it into the config. */
export function localBackendOrigin(env) {
  const port = Number(env.EDITOR_BACKEND_PORT || 8081);
  return `http://localhost:${port}`;
}

/** @param {Record<string, string | undefined>} env */
export function adminContentSecurityPolicy(env) {
  /** @type {[string, string[]][]} */
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "blob:", "data:", "https://avatars.githubusercontent.com"]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", "https://api.github.com", localBackendOrigin(env)]],
    ["worker-src", ["'self'", "blob:"]],
    ["frame-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}
