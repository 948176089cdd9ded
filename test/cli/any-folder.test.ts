// A play group keeps its catalog and campaign in its own folder and runs `fray` there: print,
// resolve, simulate and campaign must work from a folder outside the clone, both from the bundle
// (dist/) and from the sources (FRAY_FROM_SOURCE=1, where the workers boot through tsx).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeCatalog } from '../pdf/fixtures/catalog.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'fray.mjs');

/** A fresh folder outside the clone, holding a catalog, a campaign, a scenario and a matchup. */
function playGroupFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fray-table-'));
  expect(relative(ROOT, dir).startsWith('..')).toBe(true);
  cpSync(makeCatalog(), join(dir, 'cards'), { recursive: true });
  cpSync(join(ROOT, 'campaign', 'sample'), join(dir, 'campaign'), { recursive: true });
  cpSync(join(ROOT, 'examples', 'witchhammer-troll.yaml'), join(dir, 'fight.yaml'));
  writeFileSync(
    join(dir, 'matchup.yaml'),
    'fights: 40\nseed: 3\nsides:\n  a: { combatants: [mara-voss] }\n  b: { combatants: [moss-troll] }\n',
  );
  return dir;
}

const MODES = [
  { name: 'the bundle', env: {} as Record<string, string> },
  { name: 'the sources', env: { FRAY_FROM_SOURCE: '1' } as Record<string, string> },
];

describe.each(MODES)('fray from a folder outside the clone, from $name', ({ name, env }) => {
  const run = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, [BIN, ...args], {
      cwd,
      encoding: 'utf8',
      // No NODE_PATH or cache in the clone: only what a user's shell would have.
      env: { ...process.env, ...env, CI: '1', FRAY_CACHE_DIR: join(cwd, '.fray-cache'), NODE_PATH: '' },
    });

  it('runs fray from there', { timeout: 300_000 }, () => {
    if (name === 'the bundle')
      expect(existsSync(join(ROOT, 'dist', 'fray.mjs')), 'dist/fray.mjs is missing: run `npm run build:cli`').toBe(
        true,
      );
    const dir = playGroupFolder();

    // Several cards, so the render workers start (a one-card rebuild renders in-process).
    const print = run(dir, 'print', 'cards', '--only', 'decks', '--paper', 'a4', '--campaign', 'none');
    expect(print.stderr).toBe('');
    expect(print.status).toBe(0);
    expect(readdirSync(join(dir, 'out', 'decks'))).toContain('mara-voss.pdf');

    const resolve = run(dir, 'resolve', 'fight.yaml', '--json', '--seed', '3');
    expect(resolve.stderr).toBe('');
    expect(resolve.status).toBe(0);
    expect(JSON.parse(resolve.stdout).events.length).toBeGreaterThan(0);

    // Always on worker threads, however few the fights.
    const simulate = run(dir, 'simulate', 'matchup.yaml', '--workers', '1', '--json', '--out', 'sim');
    expect(simulate.stderr).toBe('');
    expect(simulate.status).toBe(0);

    const day = () => Number(/^day: (\d+)$/m.exec(readFileSync(join(dir, 'campaign', 'campaign.yaml'), 'utf8'))?.[1]);
    const before = day();
    const rest = run(dir, 'campaign', 'rest', 'campaign', '--days', '1');
    expect(rest.stderr).toBe('');
    expect(rest.status).toBe(0);
    expect(day()).toBe(before + 1);
  });
});
