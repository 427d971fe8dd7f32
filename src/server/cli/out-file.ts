import "server-only";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Writes the file under a temporary name beside it, then renames it: a reader (or a failed
 * run) never sees half an export, and an earlier export stays whole until the new one is.
 */
export async function writeFileAtomically(file: string, data: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    await fs.writeFile(temporary, data, { mode: 0o600 });
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
