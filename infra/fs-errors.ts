// An OS error on a path the user chose (a full disk, a read-only mount, a file where a folder
// should be) is the user's to fix, not a bug in fray: it becomes a UserError that names the path,
// says what is wrong and what to do, and exits 1.
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { UserError } from './user-error.js';

const USER_CODES = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EACCES',
  'EPERM',
  'ENOTDIR',
  'EISDIR',
  'ENOENT',
  'EEXIST',
  'ENAMETOOLONG',
  'ELOOP',
  'EMLINK',
  'EFBIG',
]);

export function isUserFsError(e: unknown): e is NodeJS.ErrnoException {
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && USER_CODES.has(code);
}

/** The nearest existing ancestor of `path` (itself included) that is not a folder, if any. */
function fileInTheWay(path: string): string | undefined {
  for (let p = path; ; p = dirname(p)) {
    try {
      if (!statSync(p).isDirectory()) return p;
      return undefined;
    } catch {
      if (dirname(p) === p) return undefined;
    }
  }
}

/**
 * A user error for `e`, raised while `doing` (e.g. "writing") `path`; `what` names the option or
 * variable the path came from, for the hint ("--out", "FRAY_CACHE_DIR").
 */
export function fsUserError(e: NodeJS.ErrnoException, path: string, doing: string, what = '--out'): UserError {
  const where = e.path ?? path;
  const alt = `choose another folder with ${what}`;
  switch (e.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return new UserError(`no space left on the device while ${doing} ${where}`, `free some disk space, or ${alt}`);
    case 'EFBIG':
      return new UserError(`the file system refused a file this large while ${doing} ${where}`, alt);
    case 'EROFS':
      return new UserError(`${where} is on a read-only file system`, `${alt}, or remount it read-write`);
    case 'EACCES':
    case 'EPERM':
      return new UserError(
        `permission denied while ${doing} ${where}`,
        `check the permissions of ${where} and of its folder (\`lsattr\` shows an immutable flag), or ${alt}`,
      );
    case 'ENOTDIR':
    case 'EEXIST': {
      const file = fileInTheWay(where) ?? where;
      return new UserError(
        `${file} is a file, but a folder is needed there (while ${doing} ${where})`,
        `remove or rename ${file}, or ${alt}`,
      );
    }
    case 'EISDIR':
      return new UserError(
        `${where} is a folder, but fray needs to write a file there`,
        `remove or rename that folder, or ${alt}`,
      );
    case 'ENOENT':
      return new UserError(`${where} does not exist`, `create it first, or ${alt}`);
    case 'ENAMETOOLONG':
      return new UserError(`the path ${where} is too long for the file system`, alt);
    default:
      return new UserError(`${e.code} while ${doing} ${where}: ${e.message}`, alt);
  }
}

/** Runs `fn`, turning a user-side OS error into a UserError about `path`. */
export async function asUserFs<T>(path: string, doing: string, fn: () => Promise<T>, what?: string): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUserFsError(e)) throw fsUserError(e, path, doing, what);
    throw e;
  }
}
