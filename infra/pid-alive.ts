// Whether a process id belongs to a live process: a lock or a temp file names its writer by pid, and
// only a dead writer's leftovers may be removed.
import { readFileSync } from 'node:fs';

export function pidAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: the process exists but is not ours to signal.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process nobody has reaped yet (a zombie) still answers kill(0) but writes nothing.
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** Sleeps the thread (the campaign commands are synchronous and short; a lock wait is brief). */
export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
