// Outputs are written to a temp file next to the target and renamed over it, so a crash or a
// failed build never leaves a truncated file and never replaces a good one. Durable writes (the
// default) also survive a power loss: the temp file's bytes are flushed (fsync) before the rename,
// and the folder after it, so the new name cannot reach the disk before the bytes it names. The
// disk cache opts out (`durable: false`): a lost entry is a miss, and a cold build writes hundreds.
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
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

export interface WriteOptions {
  /** Flush the file before the rename and the folder after it (default true). */
  readonly durable?: boolean;
}

/** Flushes a written file's bytes to the disk. */
export async function syncFile(file: string): Promise<void> {
  const fh = await open(file, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Flushes a folder's entries (a rename into it) to the disk. */
export async function syncDir(dir: string): Promise<void> {
  let fh;
  try {
    fh = await open(dir, 'r');
  } catch {
    return; // A folder that cannot be opened for reading (rare permissions) is not flushed.
  }
  try {
    await fh.sync();
  } catch (e) {
    // Some file systems refuse fsync on a folder (EINVAL, EISDIR): nothing more can be done there.
    if (!['EINVAL', 'EISDIR', 'EBADF', 'EPERM', 'ENOTSUP'].includes((e as NodeJS.ErrnoException).code ?? '')) throw e;
  } finally {
    await fh.close();
  }
}

function syncPathSync(path: string, folder: boolean): void {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    if (folder) return;
    throw e;
  }
  try {
    fsyncSync(fd);
  } catch (e) {
    if (!folder || !['EINVAL', 'EISDIR', 'EBADF', 'EPERM', 'ENOTSUP'].includes((e as NodeJS.ErrnoException).code ?? ''))
      throw e;
  } finally {
    closeSync(fd);
  }
}

export async function writeAtomic(file: string, data: Uint8Array | string, opts: WriteOptions = {}): Promise<void> {
  const tmp = tempName(file);
  try {
    // The folder usually exists: create it only when the write says it does not (a cold build
    // writes a cache file per card, and a mkdir per file was a visible share of the main thread).
    await writeFile(tmp, data).catch(async (e: unknown) => {
      if (!missingDir(e)) throw e;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(tmp, data);
    });
    if (opts.durable !== false) await syncFile(tmp);
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
  if (opts.durable !== false) await syncDir(dirname(file));
}

export function writeAtomicSync(file: string, data: Uint8Array | string, opts: WriteOptions = {}): void {
  const tmp = tempName(file);
  try {
    try {
      writeFileSync(tmp, data);
    } catch (e) {
      if (!missingDir(e)) throw e;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(tmp, data);
    }
    if (opts.durable !== false) syncPathSync(tmp, false);
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  if (opts.durable !== false) syncPathSync(dirname(file), true);
}
