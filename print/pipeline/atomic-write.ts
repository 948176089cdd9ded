// Outputs are written to a temp file next to the target and renamed over it, so a crash or a
// failed build never leaves a truncated file and never replaces a good one.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let counter = 0;
function tempName(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}.${++counter}.tmp`);
}

const missingDir = (e: unknown): boolean => (e as NodeJS.ErrnoException)?.code === 'ENOENT';

export async function writeAtomic(file: string, data: Uint8Array | string): Promise<void> {
  const tmp = tempName(file);
  try {
    // The folder usually exists: create it only when the write says it does not (a cold build
    // writes a cache file per card, and a mkdir per file was a visible share of the main thread).
    await writeFile(tmp, data).catch(async (e: unknown) => {
      if (!missingDir(e)) throw e;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(tmp, data);
    });
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

export function writeAtomicSync(file: string, data: Uint8Array | string): void {
  const tmp = tempName(file);
  try {
    try {
      writeFileSync(tmp, data);
    } catch (e) {
      if (!missingDir(e)) throw e;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(tmp, data);
    }
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
