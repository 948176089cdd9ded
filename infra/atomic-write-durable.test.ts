// Durable writes: the bytes reach the disk before the new name does (fsync the temp file, rename,
// fsync the folder), so a power loss leaves the old file or the new one, never an empty one.
// node:fs is wrapped to record the calls in order; everything still happens on a real disk.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as string[]);
const name = (p: unknown): string => (String(p).includes('.tmp') ? 'tmp' : basename(String(p)));

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...real,
    open: async (path: string, flags?: string) => {
      const fh = await real.open(path, flags);
      return new Proxy(fh, {
        get(target, key) {
          if (key === 'sync') return async () => (calls.push(`sync ${name(path)}`), target.sync());
          const v = Reflect.get(target, key) as unknown;
          return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
        },
      });
    },
    rename: async (from: string, to: string) => (calls.push(`rename ${name(to)}`), real.rename(from, to)),
  };
});

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const paths = new Map<number, string>();
  return {
    ...real,
    openSync: (path: string, flags: string = 'r') => {
      const fd = real.openSync(path, flags);
      paths.set(fd, path);
      return fd;
    },
    fsyncSync: (fd: number) => (calls.push(`sync ${name(paths.get(fd))}`), real.fsyncSync(fd)),
    renameSync: (from: string, to: string) => (calls.push(`rename ${name(to)}`), real.renameSync(from, to)),
  };
});

const { writeAtomic, writeAtomicSync } = await import('./atomic-write.js');
const { StagedWrites } = await import('./staged-write.js');

let dir: string;
beforeEach(() => {
  calls.length = 0;
  dir = mkdtempSync(join(tmpdir(), 'fray-durable-'));
});

describe('durable atomic writes', () => {
  it('writeAtomic flushes the file, renames it, then flushes the folder', async () => {
    await writeAtomic(join(dir, 'a.pdf'), 'one');
    expect(calls).toEqual(['sync tmp', 'rename a.pdf', `sync ${basename(dir)}`]);
    expect(readFileSync(join(dir, 'a.pdf'), 'utf8')).toBe('one');
  });

  it('writeAtomicSync does the same', () => {
    writeAtomicSync(join(dir, 'b.json'), '{}');
    expect(calls).toEqual(['sync tmp', 'rename b.json', `sync ${basename(dir)}`]);
  });

  it('the disk cache opts out: no flush, only the rename', () => {
    writeAtomicSync(join(dir, 'entry.bin'), 'x', { durable: false });
    expect(calls).toEqual(['rename entry.bin']);
  });

  it('a staged build flushes every file before the first rename, and each folder after the last', async () => {
    const staging = new StagedWrites(dir);
    await staging.stage('pnp/a.pdf', 'a');
    await staging.stage('pnp/b.pdf', 'b');
    await staging.stage('decks/c.pdf', 'c');
    await staging.commit();
    expect(calls).toEqual([
      'sync tmp',
      'sync tmp',
      'sync tmp',
      'rename a.pdf',
      'rename b.pdf',
      'rename c.pdf',
      'sync pnp',
      'sync decks',
    ]);
    expect(readFileSync(join(dir, 'decks', 'c.pdf'), 'utf8')).toBe('c');
    expect(dirname(join(dir, 'pnp'))).toBe(dir);
  });
});
