// The folder transaction in-process: a file that cannot be replaced is found before anything
// changes and named (not its temp file); a journal left by a kill is finished or undone.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitFolder, JOURNAL, recoverFolder } from './folder-transaction.js';

const folder = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'fray-txn-'));
  mkdirSync(join(dir, 'characters'));
  writeFileSync(join(dir, 'campaign.yaml'), 'day: 1\n');
  for (const c of ['a', 'b', 'c']) writeFileSync(join(dir, 'characters', `${c}.yaml`), `id: ${c}\n`);
  return dir;
};
const all = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .sort()
      .filter((f) => !f.endsWith('characters'))
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );
const changes = [
  { rel: 'campaign.yaml', data: 'day: 2\n' },
  ...['a', 'b', 'c'].map((c) => ({ rel: `characters/${c}.yaml`, data: `id: ${c}\nhealth: 3\n` })),
];
const chattr = (flag: string, f: string): boolean => spawnSync('chattr', [flag, f]).status === 0;

describe('a folder transaction', () => {
  it('writes every file, and leaves no journal, lock or temp file', () => {
    const dir = folder();
    commitFolder(dir, changes);
    expect(all(dir)).toEqual({
      'campaign.yaml': 'day: 2\n',
      'characters/a.yaml': 'id: a\nhealth: 3\n',
      'characters/b.yaml': 'id: b\nhealth: 3\n',
      'characters/c.yaml': 'id: c\nhealth: 3\n',
    });
  });

  it('an immutable file: refused before anything is replaced, naming that file, not a temp file', (ctx) => {
    const dir = folder();
    const ilse = join(dir, 'characters', 'b.yaml');
    if (!chattr('+i', ilse)) return ctx.skip();
    try {
      const before = all(dir);
      expect(() => commitFolder(dir, changes, 'the campaign')).toThrow(
        new RegExp(`^permission denied while writing ${ilse}; nothing in the campaign was changed$`),
      );
      expect(all(dir)).toEqual(before);
    } finally {
      chattr('-i', ilse);
    }
  });

  it('a folder where a file goes: named, nothing changed', () => {
    const dir = folder();
    mkdirSync(join(dir, 'characters', 'd.yaml'));
    expect(() => commitFolder(dir, [...changes, { rel: 'characters/d.yaml', data: 'x' }], 'the campaign')).toThrow(
      /characters\/d\.yaml is a folder, but fray needs to write a file there; nothing in the campaign was changed/,
    );
    expect(readFileSync(join(dir, 'campaign.yaml'), 'utf8')).toBe('day: 1\n');
    expect(readdirSync(join(dir, 'characters'))).toEqual(['a.yaml', 'b.yaml', 'c.yaml', 'd.yaml']);
  });

  it('a committed journal a kill interrupted is finished by the next command', () => {
    const dir = folder();
    // The state a kill after the first rename leaves: campaign.yaml replaced, a.yaml still staged.
    writeFileSync(join(dir, 'campaign.yaml'), 'day: 2\n');
    writeFileSync(join(dir, 'characters', '.a.yaml.txn-999999999-1.new'), 'id: a\nhealth: 3\n');
    linkSync(join(dir, 'characters', 'a.yaml'), join(dir, 'characters', '.a.yaml.txn-999999999-2.old'));
    writeFileSync(
      join(dir, JOURNAL),
      JSON.stringify({
        version: 1,
        state: 'forward',
        entries: [
          { rel: 'campaign.yaml', next: '.campaign.yaml.txn-999999999-3.new', prev: null },
          {
            rel: 'characters/a.yaml',
            next: 'characters/.a.yaml.txn-999999999-1.new',
            prev: 'characters/.a.yaml.txn-999999999-2.old',
          },
        ],
      }),
    );
    const r = recoverFolder(dir);
    expect(r.finished).toEqual(['campaign.yaml', 'characters/a.yaml']);
    expect(all(dir)).toEqual({
      'campaign.yaml': 'day: 2\n',
      'characters/a.yaml': 'id: a\nhealth: 3\n',
      'characters/b.yaml': 'id: b\n',
      'characters/c.yaml': 'id: c\n',
    });
  });

  it('a journal switched back (a rename failed) is undone: the kept copies return', () => {
    const dir = folder();
    linkSync(join(dir, 'characters', 'a.yaml'), join(dir, 'characters', '.a.yaml.txn-999999999-2.old'));
    // a.yaml was replaced (a new file renamed over it) before the failure; its old bytes are in the kept link.
    writeFileSync(join(dir, 'characters', 'new-a'), 'id: a\nhealth: 3\n');
    renameSync(join(dir, 'characters', 'new-a'), join(dir, 'characters', 'a.yaml'));
    writeFileSync(
      join(dir, JOURNAL),
      JSON.stringify({
        version: 1,
        state: 'back',
        entries: [
          {
            rel: 'characters/a.yaml',
            next: 'characters/.a.yaml.txn-999999999-1.new',
            prev: 'characters/.a.yaml.txn-999999999-2.old',
          },
        ],
      }),
    );
    expect(recoverFolder(dir).undone).toEqual(['characters/a.yaml']);
    expect(all(dir)['characters/a.yaml']).toBe('id: a\n');
    expect(existsSync(join(dir, JOURNAL))).toBe(false);
  });

  it('temp files of a writer that died before its journal are removed', () => {
    const dir = folder();
    writeFileSync(join(dir, 'characters', '.b.yaml.txn-999999999-7.new'), 'half');
    expect(recoverFolder(dir).removed).toEqual(['characters/.b.yaml.txn-999999999-7.new']);
    expect(Object.keys(all(dir))).toHaveLength(4);
  });

  it('a journal naming files outside the folder is refused', () => {
    const dir = folder();
    writeFileSync(
      join(dir, JOURNAL),
      JSON.stringify({ version: 1, state: 'forward', entries: [{ rel: '../x', next: '../y', prev: null }] }),
    );
    expect(() => recoverFolder(dir)).toThrow(/names files outside/);
  });
});
