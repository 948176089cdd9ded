// Outputs are written to a temp file next to the target and renamed over it, so a crash or a
// failed build never leaves a truncated file and never replaces a good one.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pidAlive } from './pid-alive.js';

let counter = 0;
/** `.<name>.<pid>.<n>.tmp` next to the target: the pid tells a dead writer's leftovers apart. */
export function tempName(file: string): string {
  return join(dirname(file), `.${basename(file)}.${process.pid}.${++counter}.tmp`);
}

const TEMP = /^\..+\.(\d+)\.\d+\.tmp$/;

// One definition of "a live writer" for temp files and locks (infra/pid-alive.ts).
const alive = pidAlive;

/**
 * Removes the temp files that writers killed mid-write (kill -9, power loss) left in `dirs`.
 * A temp file of a live process (another fray running now) is left alone. Returns the removed paths.
 */
export async function cleanStaleTemps(dirs: Iterable<string>): Promise<string[]> {
  const removed: string[] = [];
  for (const dir of new Set(dirs)) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      const m = TEMP.exec(name);
      if (!m || alive(Number(m[1]))) continue;
      try {
        await rm(join(dir, name), { force: true });
        removed.push(join(dir, name));
      } catch {
        // Not ours to remove (permissions): harmless, and the write phase reports a real problem.
      }
    }
  }
  return removed;
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
