// The one reader for every path a user gives fray or that fray finds in a user's folder (card files,
// scenarios, campaign files, fight files, PDFs, colour profiles, the out/ manifest, cache entries).
// A plain readFile blocks for ever on a FIFO, fills the memory from a link to /dev/zero and turns a
// Latin-1 byte into U+FFFD; this one reads regular files only, up to a cap per kind of file, and
// reports bytes that are not UTF-8 at their line and column.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { decodeUserText, formatBytes, READ_LIMITS, sizeProblem, type ReadKind } from '../engine/catalog/user-bytes.js';
import type { Problem } from '../engine/diagnostics/problem.js';
import { formatProblem } from '../engine/diagnostics/problem.js';
import { UserError } from './user-error.js';

export { READ_LIMITS, formatBytes, type ReadKind };

export interface ReadOptions {
  /** How the file is named in messages (default: the path as given). */
  readonly display?: string;
  /** The cap in bytes (default: the kind's). */
  readonly maxBytes?: number;
  /** What the file is, for messages: "the campaign", "a fight file". */
  readonly what?: string;
}

/** A failed read: the problem to report, and the OS error code when there was one (ENOENT: missing). */
export type ReadFailure = { ok: false; problem: Problem; code?: string };
export type BytesRead = { ok: true; bytes: Buffer } | ReadFailure;
export type TextRead = { ok: true; text: string } | ReadFailure;

function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

const WHY: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'it does not exist',
  ENOTDIR: 'a part of the path is a file, not a folder',
  ELOOP: 'a loop of symlinks',
  EISDIR: 'it is a folder',
  EIO: 'an I/O error',
  ENAMETOOLONG: 'the path is too long',
};

/** The bytes of a regular file of at most `maxBytes`, or a problem naming the file. */
export function readUserBytesResult(path: string, kind: ReadKind, opts: ReadOptions = {}): BytesRead {
  const display = opts.display ?? path;
  const maxBytes = opts.maxBytes ?? READ_LIMITS[kind];
  const at = (message: string, hint: string, code?: string): ReadFailure => ({
    ok: false,
    problem: { severity: 'error', file: display, line: 1, col: 1, field: '', message, hint },
    ...(code ? { code } : {}),
  });
  let fd: number | undefined;
  try {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const st = fstatSync(fd);
    if (!st.isFile())
      return at(
        `cannot read: it is ${kindOf(st)}`,
        `fray reads only regular files here: give the path of ${opts.what ?? 'a file'}, not ${kindOf(st)}`,
      );
    const big = sizeProblem(display, st.size, maxBytes, opts.what);
    if (big) return { ok: false, problem: big };
    // One byte more than the cap: a file that grows while it is read is still caught.
    const buf = Buffer.allocUnsafe(Math.min(maxBytes + 1, Math.max(st.size + 1, 4096)));
    let n = 0;
    while (n < buf.length) {
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
    }
    if (n > maxBytes)
      return at(
        `file too large: more than ${formatBytes(maxBytes)}`,
        `this is far larger than ${opts.what ?? 'such a file'} can be; check that it is the right file`,
      );
    return { ok: true, bytes: buf.subarray(0, n) };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    if (code === 'EISDIR')
      return at(
        'cannot read: it is a folder',
        `fray reads only regular files here: give the path of ${opts.what ?? 'a file'}, not a folder`,
        code,
      );
    return at(
      `cannot read: ${WHY[code] ?? (e as Error).message} (${code})`,
      'check the path and its permissions',
      code,
    );
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The text of a regular UTF-8 file of at most the cap, or a positioned problem. */
export function readUserTextResult(path: string, kind: ReadKind, opts: ReadOptions = {}): TextRead {
  const r = readUserBytesResult(path, kind, opts);
  if (!r.ok) return r;
  return decodeUserText(opts.display ?? path, r.bytes);
}

function fail(problem: Problem): never {
  const { hint, ...rest } = problem;
  throw new UserError(formatProblem(rest), hint);
}

/** Like readUserBytesResult, but a problem is thrown as a UserError. */
export function readUserBytes(path: string, kind: ReadKind, opts: ReadOptions = {}): Buffer {
  const r = readUserBytesResult(path, kind, opts);
  if (!r.ok) fail(r.problem);
  return r.bytes;
}

/** Like readUserTextResult, but a problem is thrown as a UserError. */
export function readUserText(path: string, kind: ReadKind, opts: ReadOptions = {}): string {
  const r = readUserTextResult(path, kind, opts);
  if (!r.ok) fail(r.problem);
  return r.text;
}
