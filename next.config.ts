import type { NextConfig } from "next";
import { redirects } from "./src/content/redirects";
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
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
