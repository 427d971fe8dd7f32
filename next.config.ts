import type { NextConfig } from "next";
import { redirects } from "./src/content/redirects";
import { adminHeaders, editorAuthHeaders } from "./src/server/http/admin-headers";
import { OFFICE_SOURCES, officeHeaders } from "./src/server/http/office-headers";
import { securityHeaders } from "./src/server/http/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // PGlite ships wasm and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "nodemailer",
    "rate-limiter-flexible",
    "@react-pdf/renderer",
  ],
  images: { formats: ["image/avif", "image/webp"] },
  async redirects() {
    return redirects.map(({ source, destination }) => ({ source, destination, permanent: true }));
  },
  // The content editor (issue 24): its page is a static file written by npm run build:admin.
  async rewrites() {
    return [{ source: "/admin", destination: "/admin/index.html" }];
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Later rules win: the editor is never indexed, and its GitHub sign-in window must be
      // able to hand the token back to the page that opened it.
      { source: "/admin/:path*", headers: adminHeaders },
      { source: "/admin", headers: adminHeaders },
      { source: "/api/editor-auth/:path*", headers: editorAuthHeaders },
      { source: "/api/editor-auth", headers: editorAuthHeaders },
      // The owner's office and its sign-in: never indexed, never cached.
      ...OFFICE_SOURCES.map((source) => ({ source, headers: officeHeaders })),
    ];
  },
};

export default nextConfig;
