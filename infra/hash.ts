// Content hashes for cache keys and change detection: sha1 over parts separated by NUL, so
// ("ab", "c") and ("a", "bc") differ.
import { createHash } from 'node:crypto';

export function sha1(...parts: (string | Uint8Array)[]): string {
  return sha1Of(parts);
}

/** sha1 over any number of parts: a list is passed as is, never spread into arguments (stack). */
export function sha1Of(parts: Iterable<string | Uint8Array>): string {
  const h = createHash('sha1');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
}
