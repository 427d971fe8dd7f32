import fs from "node:fs";
import path from "node:path";

// The bench copies this fixture to bench-results/floor and builds it there: two levels below the
// project, which holds the node_modules it resolves from.
//
// It sends the site's security headers, which the bench writes beside it from the site's build
// (site-headers.json). Cross-Origin-Opener-Policy starts each load in a renderer process of its
// own; a floor without it would be measured in easier conditions than the pages set against it
// (docs/decisions.md, "The floor sends the site's security headers").
const headersFile = path.join(import.meta.dirname, "site-headers.json");
if (!fs.existsSync(headersFile)) {
  throw new Error(`${headersFile} is missing: the floor is built by scripts/bench-lighthouse.mjs`);
}
const siteHeaders = JSON.parse(fs.readFileSync(headersFile, "utf8"));

const config = {
  turbopack: { root: path.resolve(import.meta.dirname, "../..") },
  async headers() {
    return [{ source: "/:path*", headers: siteHeaders }];
  },
};
export default config;
