/**
 * `npm run check:launch`: run before pointing a domain at the site. Lists, grouped and with the
 * file and field of each, everything still to change (fictional identity, sample content,
 * development configuration) and exits 1; exits 0 with one "ready" line per group when nothing
 * is left.
 *
 *   --servers N      how many server processes will run (more than one needs DATABASE_URL)
 *   --behind-proxy   a reverse proxy or load balancer sits in front (needs TRUST_PROXY)
 *   --dir PROJECT    the project folder (content/, public/, .env files); default: here
 */
import { rerunUnderReactServer } from "./react-server";

rerunUnderReactServer(process.argv[1], "scripts/check-launch.ts");

import("../src/server/launch/launch-cli")
  .then(({ runLaunchCheck }) => {
    process.exitCode = runLaunchCheck(process.argv.slice(2));
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
