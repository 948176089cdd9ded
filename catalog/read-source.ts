// Reads one YAML source a user gave us (a card file, a system.yaml, a scenario) with the checks
// a plain readFile lacks: a FIFO named `x.yaml` would block forever and a symlink to /dev/zero
// would fill the memory, so only regular files are read, and only up to a size cap; bytes that
// are not UTF-8 are a positioned problem instead of U+FFFD printed on a card.
import { closeSync, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { decodeUtf8 } from '../engine/catalog/utf8.js';
import type { Problem } from '../engine/catalog/yaml-source.js';

/** A card file or system.yaml: the bundled ones are a few KB; 2 MB is thousands of cards. */
export const MAX_CATALOG_FILE_BYTES = 2 * 1024 * 1024;
/** A scenario: a 10,000-round scripted fight of 8 combatants is about 5 MB. */
export const MAX_SCENARIO_BYTES = 64 * 1024 * 1024;

export type SourceRead = { ok: true; text: string } | { ok: false; problem: Problem };

const mb = (n: number): string => `${(n / 1024 / 1024).toFixed(n < 1024 * 1024 ? 2 : 1)} MB`;

function kindOf(st: import('node:fs').Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

export function readSource(file: string, display: string, maxBytes: number): SourceRead {
  const at = (message: string, hint: string, line = 1, col = 1): SourceRead => ({ ok: false, problem: { file: display, line, col, field: '', message, hint } });
  let fd: number | undefined;
  try {
    // stat follows symlinks: what counts is what would be read.
    const st = statSync(file);
    if (!st.isFile()) return at(`cannot read: it is ${kindOf(st)}`, 'a catalog or scenario file must be a regular file; remove it or rename it so it does not end in .yaml');
    if (st.size > maxBytes) return at(`file too large: ${mb(st.size)} (the limit is ${mb(maxBytes)})`, 'split it into several files');
    fd = openSync(file, 'r');
    // Re-checked on the open file: it may have been swapped since the stat.
    if (!fstatSync(fd).isFile()) return at('cannot read: not a regular file', 'a catalog or scenario file must be a regular file');
    const buf = Buffer.allocUnsafe(Math.min(maxBytes + 1, Math.max(st.size + 1, 4096)));
    let n = 0;
    for (;;) {
      if (n === buf.length) break;
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
    }
    if (n > maxBytes) return at(`file too large: more than ${mb(maxBytes)}`, 'split it into several files');
    const decoded = decodeUtf8(buf.subarray(0, n));
    if (!decoded.ok) {
      return at(`invalid UTF-8: byte 0x${decoded.byte.toString(16).toUpperCase().padStart(2, '0')} is not part of a UTF-8 character`, 'save the file as UTF-8 (your editor\'s "encoding" setting); the file was probably saved as Latin-1 or Windows-1252', decoded.line, decoded.col);
    }
    return { ok: true, text: decoded.text };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    const why: Record<string, string> = { EACCES: 'permission denied', EPERM: 'permission denied', ENOENT: 'it does not exist (a broken symlink?)', ELOOP: 'a loop of symlinks', EISDIR: 'it is a folder', EIO: 'an I/O error' };
    return at(`cannot read: ${why[code] ?? (e as Error).message} (${code})`, 'check the file and its permissions');
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
