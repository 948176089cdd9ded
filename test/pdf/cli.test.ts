import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARDS_YAML, makeCatalog } from './fixtures/catalog.js';

const ROOT = join(import.meta.dirname, '..', '..');
const fray = (...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'bin', 'fray.mjs'), 'print', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      FRAY_FROM_SOURCE: '1',
      CI: '1',
      FRAY_CACHE_DIR: mkdtempSync(join(tmpdir(), 'fray-cli-cache-')),
    },
  });

describe('fray print (CLI)', () => {
  it('rejects bad options with a clear message, exit 1, no stack trace', () => {
    for (const [args, msg] of [
      [['--paper', 'a5'], '--paper must be one of a4, letter, both'],
      [['--back-offset', 'left'], '--back-offset must be X,Y in millimetres'],
      [['--only', 'pnp,posters'], '--only takes a list of'],
      [['--dpi', '300'], 'unknown option --dpi'],
    ] as const) {
      const r = fray(...args);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(msg);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('names the card whose text overflows, where it is defined, and writes nothing', { timeout: 180_000 }, () => {
    const cat = makeCatalog();
    writeFileSync(
      join(cat, 'witchhammer', 'cards.yaml'),
      CARDS_YAML.replace('Strike the chosen enemy.', 'Strike the chosen enemy. '.repeat(60)),
    );
    const out = join(mkdtempSync(join(tmpdir(), 'fray-cli-')), 'out');
    const r = fray(cat, '--out', out, '--only', 'decks');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /cards\.yaml:3:\d+ +sword-swing +card sword-swing: the rules text overflows its box by [\d.]+ mm\n +hint: /,
    );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });

  it('prints catalog problems as file:line:col with a hint and writes nothing', () => {
    const cat = makeCatalog();
    writeFileSync(join(cat, 'witchhammer', 'cards.yaml'), CARDS_YAML.replace('stances: [wary]', 'stances: [wari]'));
    const out = join(mkdtempSync(join(tmpdir(), 'fray-cli-')), 'out');
    const r = fray(cat, '--out', out);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/cards\.yaml:2:\d+ +\S*stances\S* +.*wari/);
    expect(r.stderr).toMatch(/hint: .*`wary`/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out)).toBe(false);
  });
});
