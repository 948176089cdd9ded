// StagedWrites with a one-letter relative --out: the walk up the folders it created ended at `.`
// only by length, and dirname('.') is '.', so `fray simulate m.yaml --out o` looped until the heap ran out.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StagedWrites } from './staged-write.js';

const cwd = process.cwd();
afterEach(() => process.chdir(cwd));

describe('StagedWrites', () => {
  it('a relative one-letter out folder: stages, commits, and a discard removes the folders it made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-staged-'));
    process.chdir(dir);
    const w = new StagedWrites('o');
    await w.stage('a/b.txt', 'one');
    await w.commit();
    expect(readFileSync(join(dir, 'o', 'a', 'b.txt'), 'utf8')).toBe('one');
    const d = new StagedWrites('p');
    await d.stage('x/y/z.txt', 'two');
    await d.discard();
    expect(existsSync(join(dir, 'p'))).toBe(false);
  });
});
