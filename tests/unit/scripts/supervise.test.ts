import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { supervise } from "../../../scripts/supervise.mjs";

describe("npm start keeps the server running", () => {
  it("starts a server that died again, and stops it on request", async () => {
    const lines: string[] = [];
    let starts = 0;
    const supervisor = supervise(
      () => {
        starts += 1;
        // The first two die at once (as after running out of memory); the third stays up.
        const script = starts <= 2 ? "process.exit(134)" : "setInterval(() => {}, 1000)";
        return spawn(process.execPath, ["-e", script], { stdio: "ignore" });
      },
      { log: (line) => lines.push(line), baseDelayMs: 20, maxDelayMs: 40 },
    );
    await expect.poll(() => starts, { timeout: 10_000 }).toBe(3);
    expect(supervisor.restarts).toBe(2);
    expect(lines[0]).toBe("The server stopped (exit code 134); starting it again in 0.02 s.");
    expect(lines[1]).toBe("The server stopped (exit code 134); starting it again in 0.04 s.");
    const child = supervisor.child;
    await supervisor.stop("SIGTERM");
    expect(child.signalCode).toBe("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(starts).toBe(3); // a stop is not a crash
  });
});
