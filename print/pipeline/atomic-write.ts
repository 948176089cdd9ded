// Outputs are written to a temp file next to the target and renamed over it, so a crash or a
// failed build never leaves a truncated file and never replaces a good one.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let counter = 0;
function tempName(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}.${++counter}.tmp`);
}

export async function writeAtomic(file: string, data: Uint8Array | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = tempName(file);
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

export function writeAtomicSync(file: string, data: Uint8Array | string): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = tempName(file);
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
