// A change to several files of one folder (a campaign: campaign.yaml and characters/*.yaml) that is
// all-or-nothing even under SIGKILL at any point, with a journal as the one switch:
//   1. every new file is written in full and fsynced beside its target (`.<name>.txn-<pid>-<n>.new`),
//      and every file it replaces is kept as a hard link (`….old`);
//   2. the journal `.fray-journal.json` listing them is written aside and renamed into place: the
//      commit point. Before it, the old files are the truth; after it, the new ones;
//   3. the new files are renamed over their targets, then the journal and the old copies removed.
// The next command on the folder (recoverFolder, under the folder's lock) finishes a committed
// change that a kill interrupted, or removes the leftovers of one that never committed. A target
// that cannot be replaced (an immutable file, a read-only folder) is found before the commit point
// and named; if a rename still fails after it, the files already replaced are put back.
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { writeStep } from './fault-hook.js';
import { holdsLock, withFolderLock } from './folder-lock.js';
import { pidAlive } from './pid-alive.js';
import { UserError } from './user-error.js';

export const JOURNAL = '.fray-journal.json';

export interface FileChange {
  /** The file's path inside the folder, e.g. `characters/mara-voss.yaml`. */
  readonly rel: string;
  readonly data: string | Uint8Array;
}

interface Entry {
  readonly rel: string;
  /** The staged new file (relative to the folder). */
  readonly next: string;
  /** The hard link to the file it replaces, or null when the target is new. */
  readonly prev: string | null;
}

interface Journal {
  readonly version: 1;
  /** `forward`: committed, finish it; `back`: a rename failed, put the old files back. */
  readonly state: 'forward' | 'back';
  readonly entries: readonly Entry[];
}

export interface Recovery {
  /** A committed change a kill interrupted was finished (its files). */
  readonly finished: readonly string[];
  /** A change that failed after its commit point was undone (its files). */
  readonly undone: readonly string[];
  /** Temp files of interrupted writers that were removed. */
  readonly removed: readonly string[];
}

const TEMP = /^\..+\.txn-(\d+)-\d+\.(new|old|journal)$/;
let counter = 0;
const tempRel = (rel: string, kind: 'new' | 'old'): string =>
  join(dirname(rel), `.${basename(rel)}.txn-${process.pid}-${++counter}.${kind}`);

function fsyncPath(path: string): void {
  // Folders too: a rename is durable only once its folder is synced. Best effort where a file
  // system does not support it.
  try {
    const fd = openSync(path, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    /* not supported here */
  }
}

function writeDurable(path: string, data: string | Uint8Array): void {
  const fd = openSync(path, 'wx');
  try {
    writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function writeJournal(dir: string, j: Journal): void {
  const tmp = join(dir, `.${JOURNAL}.txn-${process.pid}-${++counter}.journal`);
  writeDurable(tmp, JSON.stringify(j));
  renameSync(tmp, join(dir, JOURNAL));
  fsyncPath(dir);
}

function osMessage(e: unknown, path: string, what: string): UserError {
  const code = (e as NodeJS.ErrnoException).code;
  const fix = `check ${path} and its folder (\`lsattr\` shows an immutable flag)`;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return new UserError(`permission denied while writing ${path}; nothing in ${what} was changed`, fix);
    case 'EROFS':
      return new UserError(
        `${path} is on a read-only file system; nothing in ${what} was changed`,
        'copy the folder somewhere writable, or remount it read-write',
      );
    case 'ENOSPC':
    case 'EDQUOT':
      return new UserError(
        `no space left on the device while writing ${path}; nothing in ${what} was changed`,
        'free some disk space',
      );
    case 'EISDIR':
      return new UserError(
        `${path} is a folder, but fray needs to write a file there; nothing in ${what} was changed`,
        'remove or rename that folder',
      );
    case 'ENOTDIR':
      return new UserError(
        `a part of ${path} is a file, but a folder is needed there; nothing in ${what} was changed`,
        'remove or rename that file',
      );
    default:
      return new UserError(
        `${code ?? 'error'} while writing ${path}: ${(e as Error).message}; nothing in ${what} was changed`,
        fix,
      );
  }
}

/** Fails (naming the target) when `target` exists but cannot be replaced: it is checked before anything is written. */
function checkReplaceable(target: string, display: string, what: string): boolean {
  let st;
  try {
    st = lstatSync(target);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw osMessage(e, display, what);
  }
  if (st.isDirectory()) throw osMessage(Object.assign(new Error('is a folder'), { code: 'EISDIR' }), display, what);
  try {
    // Opening for writing changes nothing, and fails on an immutable or read-only file.
    closeSync(openSync(target, 'r+'));
  } catch (e) {
    throw osMessage(e, display, what);
  }
  return true;
}

function rollBack(dir: string, entries: readonly Entry[]): void {
  for (const e of entries) {
    const target = join(dir, e.rel);
    const next = join(dir, e.next);
    if (e.prev) {
      const prev = join(dir, e.prev);
      if (existsSync(prev)) {
        renameSync(prev, target);
        writeStep(`restore ${e.rel}`);
        // rename() onto another link of the same file does nothing: the old link stays.
        rmSync(prev, { force: true });
      }
    } else if (!existsSync(next)) rmSync(target, { force: true });
    rmSync(next, { force: true });
  }
}

function finish(dir: string, entries: readonly Entry[]): void {
  for (const d of new Set(entries.map((e) => dirname(join(dir, e.rel))))) fsyncPath(d);
  rmSync(join(dir, JOURNAL), { force: true });
  fsyncPath(dir);
  writeStep('journal removed');
  for (const e of entries) if (e.prev) rmSync(join(dir, e.prev), { force: true });
}

/** Applies a committed journal's renames; on a failure, switches it to `back` and undoes them. */
function rollForward(dir: string, j: Journal, what: string): void {
  for (let i = 0; i < j.entries.length; i++) {
    const e = j.entries[i]!;
    const next = join(dir, e.next);
    if (!existsSync(next)) continue; // renamed before a kill
    try {
      renameSync(next, join(dir, e.rel));
      writeStep(`replace ${e.rel}`);
    } catch (err) {
      const back: Journal = { ...j, state: 'back' };
      writeJournal(dir, back);
      writeStep('journal switched back');
      rollBack(dir, j.entries);
      finish(dir, []);
      const m = osMessage(err, join(dir, e.rel), what);
      throw new UserError(m.message.replace('nothing in', 'every file was put back; nothing in'), m.hint);
    }
  }
  finish(dir, j.entries);
}

function listTemps(dir: string, depth = 0): string[] {
  let names;
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const d of names) {
    if (d.isDirectory() && !d.name.startsWith('.') && depth < 2) out.push(...listTemps(join(dir, d.name), depth + 1));
    else if (d.isFile()) {
      const m = TEMP.exec(d.name);
      if (m && !pidAlive(Number(m[1]))) out.push(join(dir, d.name));
    }
  }
  return out;
}

/**
 * Brings `dir` to a consistent state: finishes or undoes an interrupted change and removes the
 * temp files of writers that died. Call it holding the folder's lock.
 */
export function recoverFolder(dir: string, what = dir): Recovery {
  let finished: string[] = [];
  let undone: string[] = [];
  const jpath = join(dir, JOURNAL);
  if (existsSync(jpath)) {
    let j: Journal;
    try {
      j = JSON.parse(readFileSync(jpath, 'utf8')) as Journal;
      if (j.version !== 1 || !Array.isArray(j.entries)) throw new Error('unknown journal');
    } catch {
      throw new UserError(
        `${jpath} is not a journal fray can read, so an interrupted change cannot be finished`,
        `restore ${dir} from a backup, or remove ${jpath} and check the files by hand`,
      );
    }
    const safe = (p: unknown): boolean =>
      typeof p === 'string' && !p.split(/[\\/]/).includes('..') && !p.startsWith(sep);
    if (!j.entries.every((e) => safe(e.rel) && safe(e.next) && (e.prev === null || safe(e.prev))))
      throw new UserError(`${jpath} names files outside ${dir}`, `remove ${jpath}`);
    if (j.state === 'back') {
      rollBack(dir, j.entries);
      finish(dir, []);
      undone = j.entries.map((e) => e.rel);
    } else {
      rollForward(dir, j, what);
      finished = j.entries.map((e) => e.rel);
    }
  }
  const removed = listTemps(dir);
  for (const f of removed) rmSync(f, { force: true });
  return { finished, undone, removed: removed.map((f) => relative(dir, f)) };
}

/**
 * Writes `changes` to `dir` all together (see the top of this file). Takes the folder's lock unless
 * this process holds it already. `what` names the folder in messages ("the campaign c").
 */
export function commitFolder(dir: string, changes: readonly FileChange[], what = dir): void {
  if (!holdsLock(dir)) {
    withFolderLock(dir, what, () => commitFolder(dir, changes, what));
    return;
  }
  recoverFolder(dir, what);
  const entries: Entry[] = [];
  const written: string[] = [];
  try {
    for (const c of changes) {
      const target = join(dir, c.rel);
      const exists = checkReplaceable(target, target, what);
      const next = tempRel(c.rel, 'new');
      try {
        mkdirSync(dirname(target), { recursive: true });
        writeDurable(join(dir, next), c.data);
      } catch (e) {
        // Named after the file the user knows, not its temp file.
        throw osMessage(e, target, what);
      }
      written.push(join(dir, next));
      writeStep(`staged ${c.rel}`);
      let prev: string | null = null;
      if (exists) {
        prev = tempRel(c.rel, 'old');
        try {
          linkSync(target, join(dir, prev));
        } catch {
          // A file system without hard links: a copy keeps the old bytes just as well.
          copyFileSync(target, join(dir, prev));
        }
        written.push(join(dir, prev));
        writeStep(`kept ${c.rel}`);
      }
      entries.push({ rel: c.rel, next, prev });
    }
    for (const d of new Set(entries.map((e) => dirname(join(dir, e.rel))))) fsyncPath(d);
    writeJournal(dir, { version: 1, state: 'forward', entries });
  } catch (e) {
    for (const f of written) rmSync(f, { force: true });
    throw e instanceof UserError ? e : osMessage(e, dir, what);
  }
  writeStep('journal committed');
  rollForward(dir, { version: 1, state: 'forward', entries }, what);
}

/** Whether `dir` holds a change that a kill interrupted (the next locked command finishes it). */
export function hasJournal(dir: string): boolean {
  return existsSync(join(dir, JOURNAL));
}
