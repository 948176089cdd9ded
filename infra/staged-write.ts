// All-or-nothing output writes. Every file of a build is first written in full to a temp file next
// to its target (where a full disk, a read-only folder or an immutable file shows up), and only
// when all of them are on disk are they renamed over the old ones. A failure before that point
// removes the temp files and leaves every previous output exactly as it was; a failure while
// renaming (rare: rename needs no space) says precisely which files were replaced.
import { createHash } from 'node:crypto';
import { readSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { pidAlive } from './pid-alive.js';
import { dirname, join, relative, resolve } from 'node:path';
import { UserError } from './user-error.js';
import { cleanStaleTemps, syncDir, syncFile, tempName } from './atomic-write.js';
import { withRegularFile } from './regular-file.js';
import { fsUserError, isUserFsError } from './fs-errors.js';
import { testHook } from './test-hooks.js';

export function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The sha-256 of a regular file's bytes, or undefined (missing, not a file, unreadable). */
export function fileSha256(path: string): string | undefined {
  return withRegularFile(path, (fd) => {
    const h = createHash('sha256');
    const buf = Buffer.allocUnsafe(1 << 20);
    for (let n; (n = readSync(fd, buf, 0, buf.length, null)) > 0; ) h.update(buf.subarray(0, n));
    return h.digest('hex');
  });
}

/**
 * Checks, before any rendering, that `outDir` and the sub-folders the build will write can take
 * new files, and that the existing files there can be replaced (an immutable file cannot).
 * Also clears temp files that killed runs left behind. Throws a UserError naming the path.
 */
/** The note a commit keeps while it renames: the files it is replacing. */
export const REPLACING = '.fray-replacing.json';

/** If the last run into `outDir` was killed among its renames, says so on stderr: which files, and that this run repairs them. */
async function reportInterrupted(outDir: string): Promise<void> {
  let note: { pid?: unknown; files?: unknown };
  try {
    note = JSON.parse(await readFile(join(outDir, REPLACING), 'utf8')) as typeof note;
  } catch {
    return;
  }
  if (typeof note.pid === 'number' && pidAlive(note.pid)) return;
  const files = Array.isArray(note.files) ? note.files.filter((f): f is string => typeof f === 'string') : [];
  process.stderr.write(
    `fray: the last build into ${outDir} was stopped while it replaced these ${files.length} file${files.length === 1 ? '' : 's'}, so some may be old and some new: ${files.slice(0, 20).join(', ')}${files.length > 20 ? ', …' : ''}; this build checks each one by its hash and rewrites what does not match\n`,
  );
}

export async function checkOutputDir(outDir: string, relFiles: readonly string[], what = '--out'): Promise<void> {
  await reportInterrupted(outDir);
  const dirs = new Set([outDir, ...relFiles.map((f) => dirname(join(outDir, f)))]);
  for (const dir of dirs) await probeDir(dir, what);
  for (const f of relFiles) {
    const abs = join(outDir, f);
    try {
      // Opening for writing changes nothing, and fails on an immutable or read-only file.
      const fh = await open(abs, 'r+');
      await fh.close();
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue;
      if (isUserFsError(e)) throw fsUserError(e, abs, 'preparing to replace', what);
      throw e;
    }
  }
  await cleanStaleTemps(dirs);
}

/**
 * Whether a file can be created in `dir`. A folder that does not exist yet is created for the
 * probe and removed again (the build creates it when it writes), so a refused build leaves none.
 */
async function probeDir(dir: string, what: string, attempt = 0): Promise<void> {
  let retry = false;
  await probeOnce(dir, what, attempt, () => (retry = true));
  if (retry) await probeDir(dir, what, attempt + 1);
}

const isFolder = (p: string): Promise<boolean> =>
  stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );

async function probeOnce(dir: string, what: string, attempt: number, again: () => void): Promise<void> {
  let retry = false;
  const created: string[] = [];
  const userError = (e: unknown, path: string): unknown =>
    isUserFsError(e) ? fsUserError({ ...e, message: e.message, path }, path, 'preparing the output folder', what) : e;
  try {
    // One level at a time, so the error names the real cause (a recursive mkdir under a
    // read-only mount reports ENOENT, not EROFS).
    const missing: string[] = [];
    for (let p = dir; ; p = dirname(p)) {
      let isDir: boolean;
      try {
        isDir = (await stat(p)).isDirectory();
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT' && dirname(p) !== p) {
          missing.unshift(p);
          continue;
        }
        throw userError(e, p);
      }
      if (!isDir) throw userError(Object.assign(new Error('not a folder'), { code: 'ENOTDIR' }), p);
      break;
    }
    for (const p of missing) {
      try {
        await mkdir(p);
        created.unshift(p);
      } catch (e) {
        // Another command (a second `fray print` into the same new --out) made it meanwhile: a folder is a folder.
        if ((e as NodeJS.ErrnoException).code === 'EEXIST' && (await isFolder(p))) continue;
        throw userError(e, p);
      }
    }
    const probe = tempName(join(dir, 'write-probe'));
    try {
      await writeFile(probe, '');
    } catch (e) {
      // A concurrent probe removed the folder it had made (and we found): look again.
      if ((e as NodeJS.ErrnoException).code === 'ENOENT' && attempt < 5) {
        retry = true;
        return;
      }
      throw userError(e, dir);
    }
    await rm(probe, { force: true });
  } finally {
    for (const p of created) await rmdir(p).catch(() => {});
    if (retry) again();
  }
}

interface Staged {
  readonly target: string;
  readonly tmp: string;
}

export class StagedWrites {
  private readonly staged: Staged[] = [];
  /** Folders this build created for its files, deepest last: removed again when it fails. */
  private readonly createdDirs: string[] = [];

  constructor(
    private readonly outDir: string,
    private readonly what = '--out',
  ) {}

  /** Writes `data` to a temp file beside `rel`'s target; on failure discards everything staged. */
  async stage(rel: string, data: Uint8Array | string): Promise<void> {
    const target = join(this.outDir, rel);
    const tmp = tempName(target);
    try {
      await writeFile(tmp, data).catch(async (e: unknown) => {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
        const first = await mkdir(dirname(target), { recursive: true });
        // From the target's folder up to the first one created; compared as absolute paths, since
        // with a relative --out (`o`) the walk passes `.` and dirname('.') is '.' for ever.
        if (first) {
          const top = resolve(first);
          for (let p = resolve(dirname(target)); ; p = dirname(p)) {
            this.createdDirs.push(p);
            if (p === top || dirname(p) === p) break;
          }
        }
        await writeFile(tmp, data);
      });
      this.staged.push({ target, tmp });
    } catch (e) {
      await rm(tmp, { force: true }).catch(() => {});
      await this.discard();
      if (isUserFsError(e)) {
        // Name the output, not its temp file.
        const err = fsUserError({ ...e, message: e.message, path: target }, target, 'writing', this.what);
        throw new UserError(err.message, `${err.hint ?? ''}${err.hint ? '; ' : ''}no output was changed`);
      }
      throw e;
    }
  }

  /** Removes every staged temp file; the previous outputs stay as they were. */
  async discard(): Promise<void> {
    for (const s of this.staged.splice(0)) await rm(s.tmp, { force: true }).catch(() => {});
    // Deepest first; a folder that holds anything else stays.
    for (const d of this.createdDirs.splice(0).sort((a, b) => b.length - a.length)) await rmdir(d).catch(() => {});
  }

  /**
   * Renames every staged file over its target, in staging order. The staged bytes are flushed to
   * the disk first and the folders after, so a power loss leaves each file old or new, never empty.
   */
  async commit(): Promise<void> {
    const done: string[] = [];
    const all = this.staged.splice(0);
    try {
      // All at once: the file system commits its journal once for the lot instead of once per
      // file (a --watch rebuild writes three PDFs and the manifest).
      await settleAll(all.map((s) => syncFile(s.tmp)));
    } catch (e) {
      this.staged.push(...all);
      await this.discard();
      if (isUserFsError(e))
        throw new UserError(fsUserError(e, this.outDir, 'writing', this.what).message, 'no output was changed');
      throw e;
    }
    // A note of what is being replaced, for the next run if this one is killed among the renames
    // (checkOutputDir says which files were involved; the manifest's hashes make it rewrite them).
    const marker = join(this.outDir, REPLACING);
    if (all.length)
      await writeFile(
        marker,
        JSON.stringify({ pid: process.pid, files: all.map((s) => relative(this.outDir, s.target)) }),
      ).catch(() => {});
    for (let i = 0; i < all.length; i++) {
      try {
        await rename(all[i]!.tmp, all[i]!.target);
        done.push(all[i]!.target);
        if (i === 0) await testHook('replaced-one');
      } catch (e) {
        for (const s of all.slice(i)) await rm(s.tmp, { force: true }).catch(() => {});
        const rel = (p: string): string => relative(this.outDir, p) || p;
        const changed = done.length
          ? `these ${done.length} files were replaced: ${done.map(rel).join(', ')}; the other ${all.length - done.length} were left as they were`
          : 'no output was changed';
        if (isUserFsError(e)) {
          const err = fsUserError(e, all[i]!.target, 'replacing', this.what);
          throw new UserError(`${err.message} (${changed})`, err.hint);
        }
        throw Object.assign(e as Error, { message: `${(e as Error).message} (${changed})` });
      }
    }
    await settleAll([...new Set(all.map((s) => dirname(s.target)))].map((dir) => syncDir(dir)));
    await rm(marker, { force: true }).catch(() => {});
  }
}

/** Waits for every promise (none is left running), then throws the first failure. */
async function settleAll(ps: Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(ps)).find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
