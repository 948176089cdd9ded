// Reading a file only when it is a regular file (no FIFO, device or folder), and never throwing:
// for the cache's entries and the build's check of unchanged outputs, where anything odd is a miss.
import { closeSync, constants, fstatSync, openSync } from 'node:fs';

/** `read(fd, size)` on `path` opened for reading when it is a regular file; undefined otherwise or on any error. */
export function withRegularFile<T>(path: string, read: (fd: number, size: number) => T | undefined): T | undefined {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO must not wait for a writer (it is then refused as not a regular file).
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const st = fstatSync(fd);
    return st.isFile() ? read(fd, st.size) : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
