// One build at a time into an output folder: two `fray print`s into the same --out would otherwise
// read the same old manifest, probe and create the same new folders, and rename their files over
// each other's. The second one waits for the first (the folder's lock, infra/folder-lock.ts), then
// finds the first one's outputs up to date. A print can take minutes, so its lock is waited for and
// trusted far longer than a campaign's.
import { mkdir, rmdir, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { LockBusyError, lockFolderAsync, type FolderLock, type LockOptions } from './folder-lock.js';

/** How long a build waits for another build into its folder (FRAY_LOCK_WAIT_MS overrides it). */
export const OUTPUT_WAIT_MS = 30 * 60_000;
/** A build's lock older than this is stale even if its pid runs (a reused pid, a hung build). */
export const OUTPUT_STALE_MS = 2 * 60 * 60_000;

const isFolder = (p: string): Promise<boolean> =>
  stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );

/**
 * Runs `fn` holding the lock of `outDir`, which is created for it if need be and removed again if
 * the build left it empty (a refused build leaves no folder, as before). When the folder cannot be
 * made or locked for a file-system reason (a file in its place, a read-only disk), `fn` runs
 * unlocked: the build's own checks name that path and its fault in the user's terms, and a folder
 * nobody can write is no folder two builds can race on.
 */
export async function withOutputLock<T>(
  outDir: string,
  what: string,
  fn: () => Promise<T>,
  onWait?: LockOptions['onWait'],
): Promise<T> {
  const dir = resolve(outDir);
  let lock: FolderLock | undefined;
  let made: string | undefined;
  // A build that made the folder and failed removes it; one waiting for it then finds it gone and
  // makes it again.
  for (let attempt = 0; !lock && attempt < 5; attempt++) {
    try {
      made = (await mkdir(dir, { recursive: true })) ?? made;
    } catch {
      return fn();
    }
    try {
      lock = await lockFolderAsync(dir, what, {
        waitMs: OUTPUT_WAIT_MS,
        staleMs: OUTPUT_STALE_MS,
        ...(onWait ? { onWait } : {}),
      });
    } catch (e) {
      if (e instanceof LockBusyError) throw e;
      if (await isFolder(dir)) break;
    }
  }
  if (!lock) {
    await removeEmpty(dir, made);
    return fn();
  }
  try {
    return await fn();
  } finally {
    lock.release();
    await removeEmpty(dir, made);
  }
}

/** Removes `dir` and its parents up to `top` (the first folder mkdir made) while they are empty. */
async function removeEmpty(dir: string, top: string | undefined): Promise<void> {
  if (!top) return;
  const stop = resolve(top);
  for (let p = dir; ; p = dirname(p)) {
    // Not empty (the build wrote there, or another build is locking it): it stays.
    if (
      !(await rmdir(p).then(
        () => true,
        () => false,
      ))
    )
      return;
    if (p === stop || dirname(p) === p) return;
  }
}
