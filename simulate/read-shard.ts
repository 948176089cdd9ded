// Reads a shard file as untrusted input: a regular file only (a FIFO or a device would block or
// never end), at most MAX_SHARD_BYTES, valid UTF-8. The same contract as infra's safe reader for
// user paths (`readUserText(path, 'shard')`); this is the shard's use of it until that lands.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { UserError } from '../infra/user-error.js';

/** Tallies, not fights: a 200-point sweep of four against four is well under 1 MB. */
export const MAX_SHARD_BYTES = 64 * 1024 * 1024;
const HINT = 'pass the shard-<i>-of-<n>.json files fray simulate --shard wrote';

export function readShardText(path: string, maxBytes = MAX_SHARD_BYTES, what = 'shard', hint = HINT): string {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const st = fstatSync(fd);
    if (!st.isFile()) throw new UserError(`cannot read ${what} ${path}: it is not a regular file`, hint);
    if (st.size > maxBytes) throw new UserError(`cannot read ${what} ${path}: ${st.size} bytes, more than a ${what} can be (${maxBytes})`, hint);
    // One byte over the cap: a file that grows while it is read is caught too.
    const buf = Buffer.allocUnsafe(Math.min(maxBytes + 1, st.size + 1));
    let n = 0;
    for (let got = 1; got > 0 && n < buf.length; n += got) got = readSync(fd, buf, n, buf.length - n, null);
    if (n > maxBytes) throw new UserError(`cannot read ${what} ${path}: more than ${maxBytes} bytes`, hint);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, n));
    } catch {
      throw new UserError(`cannot read ${what} ${path}: it is not UTF-8 text`, hint);
    }
  } catch (e) {
    if (e instanceof UserError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new UserError(`cannot read ${what} ${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : (e as Error).message}`, hint);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
