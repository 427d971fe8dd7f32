import type { ChildProcess } from "node:child_process";

export interface Supervisor {
  readonly child: ChildProcess;
  readonly restarts: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export function supervise(
  startChild: () => ChildProcess,
  options?: {
    log?: (line: string) => void;
    baseDelayMs?: number;
    maxDelayMs?: number;
    stableMs?: number;
  },
): Supervisor;
