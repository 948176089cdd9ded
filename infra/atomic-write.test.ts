import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAtomic, writeAtomicSync } from './atomic-write.js';

describe('atomic writes', () => {
  it('replaces the file in one step and leaves no temp file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-aw-'));
    const file = join(dir, 'sub', 'a.pdf');
    await writeAtomic(file, 'one');
    await writeAtomic(file, 'two');
    expect(readFileSync(file, 'utf8')).toBe('two');
    expect(readdirSync(join(dir, 'sub'))).toEqual(['a.pdf']);
  });

  it('creates missing folders, also when one is removed between writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-aw-'));
    writeAtomicSync(join(dir, 'a', 'b', 'c.json'), '1');
    rmSync(join(dir, 'a'), { recursive: true });
    writeAtomicSync(join(dir, 'a', 'b', 'c.json'), '2');
    expect(readFileSync(join(dir, 'a', 'b', 'c.json'), 'utf8')).toBe('2');
    rmSync(join(dir, 'a'), { recursive: true });
    await writeAtomic(join(dir, 'a', 'd.pdf'), '3');
    expect(readdirSync(join(dir, 'a'))).toEqual(['d.pdf']);
  });

  it('keeps the old file when writing fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-aw-'));
    const file = join(dir, 'a.pdf');
    writeFileSync(file, 'good');
    // A data source that throws half-way stands for a build that fails while writing.
    const failing = {
      [Symbol.asyncIterator]: async function* () {
        yield 'partial';
        throw new Error('boom');
      },
    };
    await expect(writeAtomic(file, failing as unknown as string)).rejects.toThrow();
    expect(readFileSync(file, 'utf8')).toBe('good');
    expect(readdirSync(dir)).toEqual(['a.pdf']);
    if (process.getuid?.() !== 0) {
      chmodSync(dir, 0o500);
      expect(() => writeAtomicSync(file, 'x')).toThrow();
      chmodSync(dir, 0o700);
      expect(readFileSync(file, 'utf8')).toBe('good');
    }
    expect(existsSync(file)).toBe(true);
  });
});
