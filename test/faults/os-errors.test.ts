// OS errors on paths the user gave are user errors: which path, what is wrong, what to do, exit 1,
// never "internal error … a bug in fray"; and a failed build leaves every previous output as it was.
import { readdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCatalog } from '../pdf/fixtures/catalog.js';
import { canChattr, canMount, fray, ROOT, snapshot, tmp, tmpfs } from './harness.js';

const SHIM = join(ROOT, 'test', 'fixtures', 'fs-fault.mjs');
let catalog: string;
let cache: string;
let aFile: string;

beforeAll(() => {
  catalog = makeCatalog();
  cache = tmp('os-cache');
  aFile = join(tmp('os-file'), 'notes.txt');
  writeFileSync(aFile, 'not a folder');
}, 60_000);

function userError(r: { status: number | null; stderr: string }, message: RegExp): void {
  expect(r.status, r.stderr).toBe(1);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).toMatch(/\n {2}hint: \S/);
  expect(r.stderr).not.toMatch(/internal error|this is a bug|\n\s+at /);
}

const print = (out: string, extra: string[] = [], env: Record<string, string> = {}, node: string[] = []) =>
  fray(['print', catalog, '--out', out, '--only', 'decks,reference', ...extra], {
    env: { FRAY_CACHE_DIR: cache, ...env },
    node,
  });

describe('OS errors on user paths', { timeout: 240_000 }, () => {
  it('--out naming a file, or a folder below a file', () => {
    userError(print(aFile), new RegExp(`${aFile} is a file, but a folder is needed there`));
    userError(print(join(aFile, 'out')), new RegExp(`${aFile} is a file, but a folder is needed there`));
  });

  it('export --out naming a file is refused before anything is rendered', () => {
    const r = fray(['export', '--target', 'png', catalog, '--out', aFile], { env: { FRAY_CACHE_DIR: cache } });
    userError(r, new RegExp(`${aFile} is a file`));
    expect(r.stdout).toBe('');
  });

  it('FRAY_CACHE_DIR naming a file: one warning, then a normal build without a cache', () => {
    const r = print(tmp('os-out'), [], { FRAY_CACHE_DIR: aFile });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^fray: warning: not using the cache folder ${aFile}: .*building without a cache`),
      ),
    ]);
  });

  it('a full disk (simulated): exit 1, the file named, every previous output unchanged, no temp files', () => {
    const out = tmp('os-full');
    expect(print(out).status).toBe(0);
    const before = snapshot(out);
    // Force a rebuild of every file (different paper), on a disk with room for ~100 KB.
    const r = print(out, ['--no-cache'], { FRAY_FAULT_DIR: out, FRAY_FAULT_BYTES: '100000' }, ['--import', SHIM]);
    userError(r, new RegExp(`no space left on the device while writing ${out}/\\S+\\.pdf`));
    expect(r.stderr).toContain('no output was changed');
    expect(snapshot(out)).toEqual(before);
  });

  it('a full disk on a fresh folder writes nothing at all', () => {
    const parent = tmp('os-full-fresh');
    const out = join(parent, 'out');
    const r = print(out, [], { FRAY_FAULT_DIR: parent, FRAY_FAULT_BYTES: '50000' }, ['--import', SHIM]);
    userError(r, /no space left on the device/);
    expect(readdirSync(parent)).toEqual([]);
  });

  const mounts = canMount();
  it.runIf(mounts)('a real full disk (a 100 KB tmpfs)', () => {
    const full = tmpfs('100k')!;
    try {
      const r = print(join(full.dir, 'out'));
      userError(r, /no space left on the device while writing/);
      expect(readdirSync(full.dir)).toEqual([]);
    } finally {
      full.unmount();
    }
  });

  it.runIf(mounts)('a read-only mount is found before rendering', () => {
    const ro = tmpfs('1m', true)!;
    try {
      const r = print(join(ro.dir, 'out'));
      userError(r, new RegExp(`${ro.dir}/out is on a read-only file system`));
      expect(r.stdout).toBe('');
    } finally {
      ro.unmount();
    }
  });

  it.runIf(canChattr())('an immutable output folder (root is not stopped by chmod, chattr +i stops everyone)', () => {
    const out = tmp('os-imm');
    expect(print(out).status).toBe(0);
    const before = snapshot(out);
    const decks = join(out, 'decks');
    expect(spawnSync('chattr', ['+i', decks]).status).toBe(0);
    try {
      userError(
        print(out, ['--no-cache']),
        new RegExp(`permission denied while preparing the output folder ${decks}\\n`),
      );
    } finally {
      spawnSync('chattr', ['-i', decks]);
    }
    expect(snapshot(out)).toEqual(before);
  });

  it.runIf(mounts)('a read-only working folder: printing still works with a writable --out', () => {
    const ro = tmpfs('1m', true)!;
    try {
      const r = fray(['print', catalog, '--out', tmp('os-cwd-out'), '--only', 'decks'], {
        cwd: ro.dir,
        env: { FRAY_CACHE_DIR: '', FRAY_FROM_SOURCE: '' },
      });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stderr).toMatch(
        new RegExp(
          `^fray: warning: not using the cache folder ${ro.dir}/.fray-cache: it is on a read-only file system; building without a cache .*\n$`,
        ),
      );
    } finally {
      ro.unmount();
    }
  });
});
