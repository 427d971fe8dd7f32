/**
 * One contender for the PGlite directory lock, run as its own process by lock.test.ts. For each
 * round r it waits for the file `<start>-<r>`, tries once to take the lock, and prints
 * "<r> won" or "<r> lost: <error>". Run with `node --conditions=react-server --import tsx`.
 */
import fs from "node:fs";
import { acquireLock } from "../../src/server/db/lock";

const [lockFile, startFile, roundsArg] = process.argv.slice(2) as [string, string, string];
const wait = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
for (let round = 0; round < Number(roundsArg); round++) {
  while (!fs.existsSync(`${startFile}-${round}`)) wait(1);
  try {
    acquireLock(lockFile, { role: "cli" });
    process.stdout.write(`${round} won\n`);
  } catch (error) {
    process.stdout.write(`${round} lost: ${(error as Error).name}\n`);
  }
}
// Stay alive (holding whatever was won) until the test kills this process.
setInterval(() => {}, 60_000);
