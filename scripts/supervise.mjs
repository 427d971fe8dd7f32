// Keeps a child process running: when it dies on its own (a crash, out of memory), it is
// started again after a pause that doubles on each quick failure, up to maxDelayMs. Stopping
// the supervisor passes the signal on and waits for the child to exit.

/**
 * @param {() => import("node:child_process").ChildProcess} startChild
 * @param {{ log?: (line: string) => void, baseDelayMs?: number, maxDelayMs?: number, stableMs?: number }} [options]
 */
export function supervise(startChild, options = {}) {
  const {
    log = console.log,
    baseDelayMs = 1_000,
    maxDelayMs = 30_000,
    stableMs = 60_000,
  } = options;
  let child;
  let stopping = false;
  let delay = baseDelayMs;
  let timer;
  let restarts = 0;

  const run = () => {
    const startedAt = Date.now();
    child = startChild();
    child.on("exit", (code, signal) => {
      if (stopping) return;
      // A child that ran a good while before failing starts the back-off from the beginning.
      if (Date.now() - startedAt > stableMs) delay = baseDelayMs;
      restarts += 1;
      log(
        `The server stopped (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s.`,
      );
      timer = setTimeout(run, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  run();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** @param {NodeJS.Signals} signal */
    stop(signal = "SIGTERM") {
      stopping = true;
      clearTimeout(timer);
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill(signal);
      });
    },
  };
}
