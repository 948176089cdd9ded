// A group's first commands, each on its own: `fray init`, a new character listed in its campaign,
// `campaign add`, `character spend` against the budget, the "no character" hint, `--help` and `--version`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../..', import.meta.url).pathname;
const FRAY = join(ROOT, 'bin', 'fray.mjs');
const env = { ...process.env, FRAY_FROM_SOURCE: '1', CI: '1' };
const fray = (args: string[], cwd = ROOT) =>
  spawnSync(process.execPath, [FRAY, ...args], { env, cwd, encoding: 'utf8' });
const tmp = () => mkdtempSync(join(tmpdir(), 'fray-first-'));
const WREN = [
  '--name',
  'Wren Ashdown',
  '--school',
  'iron-vigil',
  '--techniques',
  'sword-swing,shield-bash',
  '--equipment',
  'longsword',
  '--stances',
  'wary',
];

describe('fray init', { timeout: 120_000 }, () => {
  it('starts a folder with an empty campaign and a README, and refuses to write over one', () => {
    const dir = join(tmp(), 'our-table');
    const r = fray(['init', dir]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'campaign', 'campaign.yaml'), 'utf8')).toMatch(
      /^name: Our Table\nday: 0\ncharacters: \[\]$/m,
    );
    expect(existsSync(join(dir, 'campaign', 'characters'))).toBe(true);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('fray character new --out campaign/characters/');
    expect(existsSync(join(dir, 'cards'))).toBe(false);
    const again = fray(['init', dir]);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already has `campaign` and `README.md`; nothing was written');
  });

  it('--copy-cards copies a catalog that `fray check` passes', () => {
    const dir = join(tmp(), 'designers');
    expect(fray(['init', dir, '--copy-cards', '--name', 'The Lab']).status).toBe(0);
    const check = fray(['check', join(dir, 'cards')]);
    expect(check.status, check.stdout + check.stderr).toBe(0);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('--catalog cards');
  });
});

describe('a character in a campaign', { timeout: 180_000 }, () => {
  it('character new into <campaign>/characters/ lists her; the "no character" hint says how', () => {
    const dir = tmp();
    fray(['init', dir]);
    const none = fray(['campaign', 'reward', join(dir, 'campaign'), 'wren-ashdown', 'hunt', '--note', 'x']);
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('fray character new --out');
    const out = join(dir, 'campaign', 'characters', 'wren-ashdown.yaml');
    const r = fray(['character', 'new', '--out', out, ...WREN]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('`wren-ashdown` added to characters');
    expect(readFileSync(join(dir, 'campaign', 'campaign.yaml'), 'utf8')).toMatch(/^characters: \[wren-ashdown\]$/m);
  });

  it('campaign add lists a character file that is there; the hint names it', () => {
    const dir = tmp();
    cpSync(join(ROOT, 'campaign', 'sample'), dir, { recursive: true });
    const made = fray(['character', 'new', '--out', join(tmp(), 'pell-marsh.yaml'), ...WREN]);
    expect(made.status, made.stderr).toBe(0);
    writeFileSync(
      join(dir, 'characters', 'pell-marsh.yaml'),
      readFileSync(made.stdout.split(':')[0] as string, 'utf8'),
    );
    const missing = fray(['campaign', 'reward', dir, 'pell-marsh', 'hunt', '--note', 'x']);
    expect(missing.stderr).toContain(`campaign.yaml does not list it: \`fray campaign add ${dir} pell-marsh\``);
    const add = fray(['campaign', 'add', dir, 'pell-marsh']);
    expect(add.status, add.stderr).toBe(0);
    expect(readFileSync(join(dir, 'campaign.yaml'), 'utf8')).toContain('pell-marsh]');
    expect(fray(['campaign', 'reward', dir, 'pell-marsh', 'hunt', '--note', 'x']).status).toBe(0);
  });
});

describe('fray character spend', { timeout: 180_000 }, () => {
  it('spends a point the rewards earned, refuses one more than the budget, and names a wrong choice', () => {
    const dir = tmp();
    cpSync(join(ROOT, 'campaign', 'sample'), dir, { recursive: true });
    const file = join(dir, 'characters', 'mara-voss.yaml');
    const check = fray(['character', 'check', file]);
    expect(check.stdout).toContain('unspent: 1 attribute, 2 technique, 1 trait');
    const before = readFileSync(file, 'utf8');
    const first = fray(['character', 'spend', file, 'trait', 'perception']);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('Perception rank 1 (trait points left: 0)');
    // No trait point left: one more is refused, and nothing changes.
    const once = readFileSync(file, 'utf8');
    const over = fray(['character', 'spend', file, 'trait', 'perception']);
    expect(over.status).toBe(1);
    expect(over.stderr).toContain('has no trait point to spend');
    expect(readFileSync(file, 'utf8')).toBe(once);
    // A defeat earns one: then it is spent, the file edited in place (its comments kept).
    expect(fray(['campaign', 'reward', dir, 'mara-voss', 'defeat', '--note', 'The Barrow Wolf']).status).toBe(0);
    const spent = fray(['character', 'spend', file, 'trait', 'perception']);
    expect(spent.status, spent.stderr).toBe(0);
    expect(spent.stdout).toContain('Perception rank 2 (trait points left: 0)');
    // A technique her school levels do not teach: said of the choice, and nothing changes.
    const untaught = fray(['character', 'spend', file, 'technique', 'bow-shot']);
    expect(untaught.status).toBe(1);
    expect(untaught.stderr).toMatch(/cannot spend a technique point on `bow-shot`: .*not taught.*nothing was changed/);
    const after = readFileSync(file, 'utf8');
    expect(after.split('\n').filter((l) => l.startsWith('#'))).toEqual(
      before.split('\n').filter((l) => l.startsWith('#')),
    );
    expect(fray(['character', 'check', file]).status).toBe(0);
    const wrong = fray(['character', 'spend', file, 'techniqe', 'x']);
    expect(wrong.stderr).toContain('no point kind `techniqe`');
    expect(wrong.stderr).toContain('technique');
  });
});

describe('fray --help and --version', { timeout: 60_000 }, () => {
  it('help lists every command and sub-command; --version and -v print the version', () => {
    const help = fray(['--help']);
    expect(help.status).toBe(0);
    for (const c of ['init', 'print', 'preview', 'export', 'check', 'resolve', 'preflight', 'simulate'])
      expect(help.stdout).toMatch(new RegExp(`^  ${c} `, 'm'));
    for (const c of [
      'character new',
      'character check',
      'character spend',
      'campaign add',
      'campaign record',
      'campaign reward',
      'campaign rest',
    ])
      expect(help.stdout).toMatch(new RegExp(`^  ${c} `, 'm'));
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-v']) expect(fray([flag]).stdout).toBe(`fray ${version}\n`);
  });
});
