// The one safe reader: regular files only, a cap per kind, UTF-8 checked at line:col.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readUserBytes, readUserText, readUserTextResult } from './read-user-file.js';
import { UserError } from './user-error.js';

const dir = mkdtempSync(join(tmpdir(), 'fray-reader-'));
const file = (name: string, data: string | Buffer): string => {
  const p = join(dir, name);
  writeFileSync(p, data);
  return p;
};
const problem = (p: string, kind: Parameters<typeof readUserTextResult>[1] = 'campaign'): string => {
  const r = readUserTextResult(p, kind);
  if (r.ok) throw new Error('read');
  return `${r.problem.line}:${r.problem.col} ${r.problem.message}`;
};

describe('the one safe reader', () => {
  it('reads a regular UTF-8 file', () => {
    expect(readUserText(file('ok.yaml', 'name: Wren\n'), 'campaign')).toBe('name: Wren\n');
  });

  it('refuses a FIFO at once instead of blocking', () => {
    const p = join(dir, 'fifo.yaml');
    execFileSync('mkfifo', [p]);
    expect(problem(p)).toBe('1:1 cannot read: it is a named pipe (FIFO)');
  });

  it('refuses a link to /dev/zero instead of filling the memory', () => {
    const p = join(dir, 'zero.yaml');
    symlinkSync('/dev/zero', p);
    expect(problem(p)).toBe('1:1 cannot read: it is a device');
  });

  it('refuses a folder, saying it reads files', () => {
    const p = join(dir, 'folder.yaml');
    mkdirSync(p);
    const r = readUserTextResult(p, 'fight', { what: 'a fight file' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.message).toBe('cannot read: it is a folder');
      expect(r.problem.hint).toContain('a fight file, not a folder');
      expect(r.problem.hint).not.toContain('write');
    }
  });

  it('reports a Latin-1 byte at its line and column', () => {
    expect(problem(file('latin1.yaml', Buffer.from('name: x\nday: 1\nnote: caf\xe9\n', 'latin1')))).toBe(
      '3:10 invalid UTF-8: byte 0xE9 is not part of a UTF-8 character',
    );
  });

  it('caps each kind of file: a sparse 35 MB character file is refused without being read', () => {
    const p = file('big.yaml', '');
    truncateSync(p, 35 * 1024 * 1024);
    expect(problem(p, 'character')).toBe('1:1 file too large: 35.0 MB (the limit is 1.0 MB)');
    const pdf = file('big.pdf', '');
    truncateSync(pdf, 3 * 1024 * 1024 * 1024);
    expect(() => readUserBytes(pdf, 'pdf')).toThrow(/file too large: 3\.0 GB \(the limit is 512\.0 MB\)/);
  });

  it('throws a UserError naming the file at line:col', () => {
    const p = join(dir, 'missing.json');
    expect(() => readUserText(p, 'fight')).toThrow(UserError);
    expect(() => readUserText(p, 'fight', { display: 'f.json' })).toThrow(
      /^f\.json:1:1 {2}cannot read: it does not exist \(ENOENT\)$/,
    );
  });
});
