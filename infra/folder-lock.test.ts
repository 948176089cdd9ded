// The lock's temp file (`.fray-lock.<pid>.<hex>`, written aside and hard-linked into place) never
// outlives the command that wrote it: a failed write removes it at once, and one a killed command
// left behind is removed by the next lock, unless its writer is still running. Before, a full disk
// left a temp file per attempt in the campaign folder, and a kill left one for good.
// node:fs is wrapped so a test can make the lock's write fail; everything else is the real disk.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fault = vi.hoisted(() => ({ on: false, writes: 0 }));

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return {
    ...real,
    // A full disk: the temp file exists (opened), but its bytes cannot be written.
    writeSync: (...args: Parameters<typeof real.writeSync>) => {
      if (fault.on) {
        fault.writes++;
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      }
      return (real.writeSync as (...a: unknown[]) => number)(...args);
    },
  };
});

const { LOCK_FILE, cleanStaleLockTemps, lockFolder } = await import('./folder-lock.js');
const { UserError } = await import('./user-error.js');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fray-lock-'));
});
afterEach(() => {
  fault.on = false;
  fault.writes = 0;
});

/** A pid that belonged to a process which has exited (and been reaped). */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(r.stdout);
}

/** Writes a lock temp file named for `pid`, `ageMs` old. */
function leftTemp(pid: number, ageMs: number, name = LOCK_FILE): string {
  const file = `${name}.${pid}.0badc0de`;
  writeFileSync(join(dir, file), '{"pid":');
  const t = (Date.now() - ageMs) / 1000;
  utimesSync(join(dir, file), t, t);
  return file;
}

describe('the folder lock leaves no temp file behind', () => {
  it('a failed write removes its temp file, and the error is a user error', () => {
    fault.on = true;
    let err: unknown;
    try {
      lockFolder(dir, 'the campaign c');
    } catch (e) {
      err = e;
    }
    expect(fault.writes).toBeGreaterThan(0);
    expect(err).toBeInstanceOf(UserError);
    expect((err as Error).message).toContain('the campaign c');
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a stale temp file from a dead pid is removed by the next lock, the lock's too", () => {
    const pid = deadPid();
    expect(pid).toBeGreaterThan(0);
    leftTemp(pid, 5_000);
    leftTemp(pid, 5_000, `${LOCK_FILE}.break`);
    const lock = lockFolder(dir, 'the campaign c');
    try {
      expect(readdirSync(dir)).toEqual([LOCK_FILE]);
    } finally {
      lock.release();
    }
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a running command's temp file is kept, however long it has been there (short of STALE_MS)", () => {
    // The parent of this test process (the test runner) is alive for the whole test.
    const live = leftTemp(process.ppid, 60_000);
    const lock = lockFolder(dir, 'the campaign c');
    lock.release();
    expect(readdirSync(dir)).toEqual([live]);
  });

  it("a dead command's temp file younger than a second is kept (on a shared folder, its pid may be another host's)", () => {
    const young = leftTemp(deadPid(), 0);
    cleanStaleLockTemps(dir);
    expect(readdirSync(dir)).toEqual([young]);
    // …and removed once it is old enough.
    cleanStaleLockTemps(dir, Date.now() + 2_000);
    expect(readdirSync(dir)).toEqual([]);
  });
});
