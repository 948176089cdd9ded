// One writer at a time for a folder of files changed together (a campaign): a lock file
// `<dir>/.fray-lock` holding its owner's pid, host and start time. A second command waits briefly
// for it and then refuses with a clear message, so two commands never both "succeed" on the same
// starting state. A lock is stale, and is removed, when its owner is no longer running (same host),
// or when it is older than STALE_MS (a campaign change takes well under a second).
import {
  closeSync,
  fsyncSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pidAlive, sleepSync } from './pid-alive.js';
import { UserError } from './user-error.js';

export const LOCK_FILE = '.fray-lock';
/** How long a command waits for another one to finish (FRAY_LOCK_WAIT_MS overrides it). */
export const WAIT_MS = 10_000;
/** A lock older than this is stale even if a process with its pid runs (a reused pid, a hung command). */
export const STALE_MS = 120_000;

interface Owner {
  readonly pid: number;
  readonly host: string;
  readonly started: number;
  readonly nonce: string;
  /** The holder's own STALE_MS (a print holds its --out for minutes); absent: STALE_MS. */
  readonly staleMs?: number;
}

export interface LockOptions {
  /** How long to wait for another command (FRAY_LOCK_WAIT_MS overrides it); default WAIT_MS. */
  readonly waitMs?: number;
  /** When this lock counts as stale though its holder runs; default STALE_MS. */
  readonly staleMs?: number;
  /** Told once, when the lock is held by another running command and this one starts to wait. */
  readonly onWait?: (holder: { readonly pid: number; readonly host: string }) => void;
}

/** The folder is locked by another running command and the wait ran out: it is not a file-system fault. */
export class LockBusyError extends UserError {
  override name = 'LockBusyError';
}

export interface FolderLock {
  readonly path: string;
  release(): void;
}

const held = new Map<string, { lock: FolderLock; depth: number }>();

function readOwner(path: string): Owner | undefined | 'gone' {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw e;
  }
  try {
    const o = JSON.parse(text) as Owner;
    return typeof o.pid === 'number' && typeof o.started === 'number' ? o : undefined;
  } catch {
    return undefined;
  }
}

function isStale(o: Owner | undefined, now: number): boolean {
  // An unreadable lock file was not written by fray (ours appear complete, by link): stale.
  if (!o) return true;
  if (now - o.started > (typeof o.staleMs === 'number' ? o.staleMs : STALE_MS)) return true;
  return o.host === hostname() && !pidAlive(o.pid);
}

/** Creates `path` holding `content`, complete or not at all (written aside, then hard-linked). */
function createExclusive(path: string, content: string): boolean {
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  // The temp file goes on every path: a failed write (a full disk) as much as a refused link.
  try {
    const fd = openSync(tmp, 'wx');
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(tmp, path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** `.fray-lock.<pid>.<hex>` and `.fray-lock.break.<pid>.<hex>`: a lock's temp files, named by their writer. */
const TEMP = /^\.fray-lock(?:\.break)?\.(\d+)\.[0-9a-f]{8}$/;

/**
 * Removes the temp files a killed command left beside the lock (killed between its write and its
 * link). One lives milliseconds, so a file is stale when its writer no longer runs on this host and
 * it is a second old (another host's writer on a shared folder is not ours to judge sooner), or
 * when it is older than STALE_MS.
 */
export function cleanStaleLockTemps(dir: string, now = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = TEMP.exec(name);
    if (!m) continue;
    const p = join(dir, name);
    try {
      const age = now - statSync(p).mtimeMs;
      if ((age > 1_000 && !pidAlive(Number(m[1]))) || age > STALE_MS) rmSync(p, { force: true });
    } catch {
      // gone meanwhile
    }
  }
}

/**
 * Removes the lock at `path` if it is still the stale one. Only one process breaks a lock at a
 * time (a second, short-lived lock), so a breaker never removes a lock a live command just took.
 */
function breakStale(path: string): void {
  const guard = `${path}.break`;
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), started: Date.now(), nonce: 'break' });
  if (!createExclusive(guard, mine)) {
    const g = readOwner(guard);
    // Breaking takes milliseconds: a guard left by a breaker that died is removed after 5 s.
    if (g !== 'gone' && (!g || Date.now() - g.started > 5_000 || (g.host === hostname() && !pidAlive(g.pid))))
      rmSync(guard, { force: true });
    return;
  }
  try {
    const o = readOwner(path);
    if (o !== 'gone' && isStale(o, Date.now())) rmSync(path, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

function lockError(e: unknown, dir: string, what: string): UserError {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EROFS')
    return new UserError(
      `${dir} is on a read-only file system, so ${what} cannot be changed`,
      'copy the folder somewhere writable, or remount it read-write',
    );
  if (code === 'EACCES' || code === 'EPERM')
    return new UserError(
      `permission denied while locking ${what} (${join(dir, LOCK_FILE)})`,
      `check the permissions of ${dir}`,
    );
  if (code === 'ENOENT' || code === 'ENOTDIR')
    return new UserError(`${dir} is not a folder`, `give the ${what} folder`);
  return new UserError(`cannot lock ${what} (${join(dir, LOCK_FILE)}): ${(e as Error).message}`, `check ${dir}`);
}

/**
 * Takes the folder's lock, waiting up to FRAY_LOCK_WAIT_MS (default 10 s) for another command.
 * Re-entrant within one process. `what` names the folder in messages ("the campaign c").
 */
export function lockFolder(dir: string, what: string, options: LockOptions = {}): FolderLock {
  const steps = acquire(dir, what, options);
  for (let r = steps.next(); ; r = steps.next()) {
    if (r.done) return r.value;
    sleepSync(r.value);
  }
}

/**
 * lockFolder for a long wait (a print waits for another print): the pauses yield to the event
 * loop, so Ctrl-C and timers still work while it waits.
 */
export async function lockFolderAsync(dir: string, what: string, options: LockOptions = {}): Promise<FolderLock> {
  const steps = acquire(dir, what, options);
  for (let r = steps.next(); ; r = steps.next()) {
    if (r.done) return r.value;
    await new Promise((resolve) => setTimeout(resolve, r.value));
  }
}

/** Takes the lock; yields each pause (in ms) it needs while another command holds it. */
function* acquire(dir: string, what: string, options: LockOptions): Generator<number, FolderLock, void> {
  const path = join(dir, LOCK_FILE);
  const mine = held.get(path);
  if (mine) {
    mine.depth++;
    return mine.lock;
  }
  const waitMs =
    process.env.FRAY_LOCK_WAIT_MS !== undefined ? Number(process.env.FRAY_LOCK_WAIT_MS) : (options.waitMs ?? WAIT_MS);
  const deadline = Date.now() + waitMs;
  const owner: Owner = {
    pid: process.pid,
    host: hostname(),
    started: Date.now(),
    nonce: randomBytes(8).toString('hex'),
    ...(options.staleMs !== undefined ? { staleMs: options.staleMs } : {}),
  };
  cleanStaleLockTemps(dir);
  let told = false;
  for (let attempt = 0; ; attempt++) {
    let got: boolean;
    try {
      got = createExclusive(path, JSON.stringify({ ...owner, started: Date.now() }));
    } catch (e) {
      throw lockError(e, dir, what);
    }
    if (got) break;
    const o = readOwner(path);
    if (o === 'gone') continue;
    if (isStale(o, Date.now())) {
      breakStale(path);
      continue;
    }
    if (Date.now() >= deadline) {
      const secs = Math.max(0, Math.round((Date.now() - o!.started) / 1000));
      throw new LockBusyError(
        `${what} is being changed by another fray command (pid ${o!.pid}${o!.host === hostname() ? '' : ` on ${o!.host}`}, for ${secs} s); nothing was changed`,
        `run this again when it has finished; if no fray command is running, remove ${path}`,
      );
    }
    if (!told) {
      told = true;
      options.onWait?.({ pid: o!.pid, host: o!.host });
    }
    // A short, growing, jittered pause: two commands started together do not retry in step.
    yield Math.min(100, 5 + attempt * 5) + Math.random() * 10;
  }
  const lock: FolderLock = {
    path,
    release() {
      const h = held.get(path);
      if (!h || --h.depth > 0) return;
      held.delete(path);
      // Only our own lock is removed: a lock broken as stale may belong to another command now.
      const o = readOwner(path);
      if (o && o !== 'gone' && o.pid === process.pid && o.nonce === owner.nonce) rmSync(path, { force: true });
    },
  };
  held.set(path, { lock, depth: 1 });
  return lock;
}

/** Whether this process holds the lock of `dir`. */
export function holdsLock(dir: string): boolean {
  return held.has(join(dir, LOCK_FILE));
}

/** Runs `fn` holding the folder's lock. */
export function withFolderLock<T>(dir: string, what: string, fn: () => T): T {
  const lock = lockFolder(dir, what);
  try {
    return fn();
  } finally {
    lock.release();
  }
}

/** Runs the async `fn` holding the folder's lock (taken and released around the whole of it). */
export async function withFolderLockAsync<T>(
  dir: string,
  what: string,
  fn: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const lock = await lockFolderAsync(dir, what, options);
  try {
    return await fn();
  } finally {
    lock.release();
  }
}
