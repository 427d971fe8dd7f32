import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CADDY, loopbackCaddyfile } from "../../support/caddy-site";

/**
 * deploy/caddy/Caddyfile, checked by Debian's caddy itself (scripts/ensure-deploy-tools.mjs
 * installs it): `caddy validate`, and `caddy adapt` read for what the guide promises.
 */
const FILE = path.resolve("deploy/caddy/Caddyfile");
// Caddy keeps its state under HOME; a folder of the test's own.
const home = fs.mkdtempSync(path.join(os.tmpdir(), "caddy-home-"));
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

const caddy = (command: string, file = FILE) =>
  spawnSync(CADDY, [command, "--adapter", "caddyfile", "--config", file], {
    encoding: "utf8",
    env: { ...process.env, HOME: home },
    timeout: 60_000,
  });

type Json = Record<string, unknown>;
/** Every object in the adapted configuration that has a `handler`. */
function handlers(node: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(node)) for (const item of node) handlers(item, found);
  else if (node && typeof node === "object") {
    if ("handler" in node) found.push(node as Json);
    for (const value of Object.values(node)) handlers(value, found);
  }
  return found;
}

describe("the Caddy site file", () => {
  it("is valid for caddy", () => {
    expect(fs.existsSync(CADDY), "caddy is missing: run node scripts/ensure-deploy-tools.mjs").toBe(
      true,
    );
    const result = caddy("validate");
    expect(result.stdout + result.stderr).toContain("Valid configuration");
    expect(result.status).toBe(0);
  });

  it("is valid adapted to loopback, as tests/e2e/caddy-proxy.spec.ts runs it", () => {
    const file = path.join(home, "Caddyfile.loopback");
    fs.writeFileSync(file, loopbackCaddyfile({ app: 3000, http: 8080, https: 8443 }));
    const result = caddy("validate", file);
    expect(result.stdout + result.stderr).toContain("Valid configuration");
    expect(result.status).toBe(0);
  });

  it("proxies to the loopback server with a body limit for five photos, compression and the long cache", () => {
    const adapted = caddy("adapt");
    expect(adapted.status).toBe(0);
    const all = handlers(JSON.parse(adapted.stdout));
    const byType = (name: string) => all.filter((handler) => handler.handler === name);

    expect(byType("reverse_proxy").map((proxy) => proxy.upstreams)).toEqual([
      [{ dial: "127.0.0.1:3000" }],
    ]);
    // 20 MiB of photos plus the form: more than 20 * 2^20 + 32 KiB.
    const [body] = byType("request_body");
    expect(body?.max_size).toBeGreaterThan(20 * 1024 * 1024 + 64 * 1024);
    expect(Object.keys((byType("encode")[0]?.encodings as Json) ?? {})).toContain("gzip");
    expect(JSON.stringify(byType("headers"))).toContain("public, max-age=31536000, immutable");
    expect(JSON.stringify(byType("static_response"))).toContain(
      "https://www.straightcut.example{http.request.uri}",
    );
  });
});
