import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../../../scripts/server-process.mjs";

/**
 * deploy/systemd/*: checked by systemd's own `systemd-analyze verify` (scripts/ensure-deploy-
 * tools.mjs installs it). verify also checks that each command exists, so the installed paths
 * (/usr/local/bin/node, /srv/straightcut/current) are pointed at this machine's node and this checkout.
 */
const SYSTEMD_ANALYZE = "/usr/bin/systemd-analyze";
const unitsDir = path.resolve("deploy/systemd");
const units = fs.readdirSync(unitsDir).sort();
const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), "units-"));
afterAll(() => fs.rmSync(copyDir, { recursive: true, force: true }));

const read = (name: string) => fs.readFileSync(path.join(unitsDir, name), "utf8");
/** `Key=value` lines of a unit file. */
const directives = (text: string) =>
  text
    .split("\n")
    .filter((line) => /^\w+=/.test(line))
    .map((line) => line.trim());

describe("the systemd units", () => {
  it("are the service, the backup service and its timer", () => {
    expect(units).toEqual([
      "straightcut-backup.service",
      "straightcut-backup.timer",
      "straightcut.service",
    ]);
  });

  it("pass systemd-analyze verify without a warning", () => {
    expect(
      fs.existsSync(SYSTEMD_ANALYZE),
      "systemd-analyze is missing: run node scripts/ensure-deploy-tools.mjs",
    ).toBe(true);
    for (const name of units) {
      const text = read(name)
        .replaceAll("/usr/local/bin/node", process.execPath)
        .replaceAll("/srv/straightcut/current", process.cwd());
      fs.writeFileSync(path.join(copyDir, name), text);
    }
    const result = spawnSync(
      SYSTEMD_ANALYZE,
      ["verify", ...units.map((name) => path.join(copyDir, name))],
      { encoding: "utf8" },
    );
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("run the server as its own user with the environment file, restarts, npm start's memory settings and a memory ceiling", () => {
    const service = directives(read("straightcut.service"));
    expect(service).toEqual(
      expect.arrayContaining([
        "User=straightcut",
        "EnvironmentFile=/etc/straightcut/env",
        "Restart=on-failure",
        `ExecStart=/usr/local/bin/node ${SERVER_NODE_FLAGS.join(" ")} scripts/serve.mjs`,
        ...Object.entries(SERVER_ENV).map(([name, value]) => `Environment=${name}=${value}`),
      ]),
    );
    expect(service.find((line) => line.startsWith("MemoryMax="))).toMatch(/^MemoryMax=\d+M$/);
    // serve.mjs gives itself 15 s to finish after SIGTERM; systemd must wait longer than that.
    const stop = service.find((line) => line.startsWith("TimeoutStopSec="));
    expect(Number(stop?.split("=")[1])).toBeGreaterThan(15);
  });

  it("start the backup script nightly as the same user", () => {
    expect(directives(read("straightcut-backup.service"))).toEqual(
      expect.arrayContaining([
        "User=straightcut",
        "EnvironmentFile=/etc/straightcut/env",
        "ExecStart=/srv/straightcut/current/deploy/backup/straightcut-backup.sh",
      ]),
    );
    expect(directives(read("straightcut-backup.timer"))).toContain("Persistent=true");
  });
});
