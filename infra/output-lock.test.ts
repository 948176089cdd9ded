// The output folder's lock is invisible to a build that fails or cannot lock: a refused build into
// a new folder leaves no folder (as before the lock), a path that cannot be a folder reaches the
// build's own checks unchanged, and a lock held by a running command is waited for, then refused
// with the folder named.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, LockBusyError, holdsLock } from './folder-lock.js';
import { withOutputLock } from './output-lock.js';

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'fray-outlock-'));
});

describe('withOutputLock', () => {
  it('holds the lock of a new folder during the build, and leaves the written files without it', async () => {
    const out = join(parent, 'a', 'o');
    await withOutputLock(out, 'the --out folder o', async () => {
      expect(holdsLock(out)).toBe(true);
      expect(existsSync(join(out, LOCK_FILE))).toBe(true);
      writeFileSync(join(out, 'x.pdf'), 'x');
    });
    expect(readdirSync(out)).toEqual(['x.pdf']);
  });

  it('a build that fails in a new folder leaves no folder at all', async () => {
    const out = join(parent, 'a', 'o');
    await expect(
      withOutputLock(out, 'the --out folder o', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(readdirSync(parent)).toEqual([]);
  });

  it('an existing folder stays, even empty', async () => {
    const out = join(parent, 'o');
    mkdirSync(out);
    await withOutputLock(out, 'the --out folder o', async () => {});
    expect(readdirSync(parent)).toEqual(['o']);
    expect(readdirSync(out)).toEqual([]);
  });

  it('a file where the folder should be: the build runs unlocked, to name that file itself', async () => {
    const file = join(parent, 'notes.txt');
    writeFileSync(file, 'not a folder');
    for (const out of [file, join(file, 'o')]) {
      let ran = false;
      await withOutputLock(out, 'the --out folder', async () => {
        ran = true;
        expect(holdsLock(out)).toBe(false);
      });
      expect(ran).toBe(true);
    }
    expect(readdirSync(parent)).toEqual(['notes.txt']);
  });

  it("another running command's lock is waited for, then refused naming the folder", async () => {
    const out = join(parent, 'o');
    mkdirSync(out);
    // A live process that is not this one holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      writeFileSync(
        join(out, LOCK_FILE),
        JSON.stringify({ pid: other.pid, host: hostname(), started: Date.now(), nonce: 'n' }),
      );
      process.env.FRAY_LOCK_WAIT_MS = '50';
      const waited: number[] = [];
      let ran = false;
      const err = await withOutputLock(
        out,
        `the --out folder ${out}`,
        async () => {
          ran = true;
        },
        (holder) => waited.push(holder.pid),
      ).catch((e: unknown) => e);
      expect(ran).toBe(false);
      expect(waited).toEqual([other.pid]);
      expect(err).toBeInstanceOf(LockBusyError);
      expect((err as Error).message).toContain(`the --out folder ${out} is being changed by another fray command`);
      // Its lock is not ours to remove.
      expect(readdirSync(out)).toEqual([LOCK_FILE]);
    } finally {
      delete process.env.FRAY_LOCK_WAIT_MS;
      other.kill();
    }
  });

  it('waits without blocking the event loop: a timer (here, the one that frees the lock) still runs', async () => {
    const out = join(parent, 'o');
    mkdirSync(out);
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      const lockFile = join(out, LOCK_FILE);
      writeFileSync(lockFile, JSON.stringify({ pid: other.pid, host: hostname(), started: Date.now(), nonce: 'n' }));
      // A wait that blocked the thread would never see the lock go, and would be refused at the end.
      process.env.FRAY_LOCK_WAIT_MS = '10000';
      let ran = false;
      await withOutputLock(
        out,
        'the --out folder o',
        async () => {
          ran = true;
        },
        () => setTimeout(() => rmSync(lockFile), 0),
      );
      expect(ran).toBe(true);
      expect(readdirSync(out)).toEqual([]);
    } finally {
      delete process.env.FRAY_LOCK_WAIT_MS;
      other.kill();
    }
  });
});
