// `fray simulate` end to end: the real command from the sources, shards merged byte for byte
// equal to the whole run, and the HTML report opened in Chromium: every chart there, no request
// leaving the page.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseEnv, fray, ROOT, tmp } from '../faults/harness.js';

const CHROMIUM = process.env.FRAY_CHROMIUM ?? '/usr/bin/chromium';
const MATCHUP = 'examples/simulate/party-vs-pack.yaml';

describe('fray simulate', { timeout: 240_000 }, () => {
  it('shards merged give the same results.json, cards.csv and report.html as one run', () => {
    const whole = tmp('sim-whole');
    const sharded = tmp('sim-shards');
    const r = fray(['simulate', MATCHUP, '--fights', '600', '--seed', '4', '--workers', '2', '--out', whole]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^The party against the barrow pack: 600 fights, seed 4 \(95 % intervals\)\n {2}party wins \d+\.\d % \[/,
    );
    for (const i of [0, 1, 2]) {
      const s = fray([
        'simulate',
        MATCHUP,
        '--fights',
        '600',
        '--seed',
        '4',
        '--workers',
        '1',
        '--shard',
        `${i}/3`,
        '--out',
        sharded,
      ]);
      expect(s.status, s.stderr).toBe(0);
    }
    const dir = (out: string) => join(out, 'simulate', 'party-vs-pack');
    const m = fray([
      'simulate',
      'merge',
      ...[0, 1, 2].map((i) => join(dir(sharded), `shard-${i}-of-3.json`)),
      '--out',
      sharded,
    ]);
    expect(m.status, m.stderr).toBe(0);
    for (const f of ['results.json', 'cards.csv', 'report.html'])
      expect(readFileSync(join(dir(sharded), f), 'utf8'), f).toBe(readFileSync(join(dir(whole), f), 'utf8'));
  });

  it('a relative one-letter --out (`o`) in another working folder is written there, and the command ends', () => {
    // It used to loop for ever in the staged write: walking up from `o/simulate/<matchup>` reached
    // `.`, whose dirname is `.`. A timeout turns a hang back into a failure instead of a stuck run.
    const cwd = tmp('sim-rel-out');
    const r = spawnSync(
      process.execPath,
      [join(ROOT, 'bin', 'fray.mjs'), 'simulate', join(ROOT, MATCHUP), '--fights', '40', '--seed', '2', '--out', 'o'],
      { cwd, encoding: 'utf8', env: baseEnv(), timeout: 120_000 },
    );
    expect(r.error, 'fray simulate did not end').toBeUndefined();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('report: o/simulate/party-vs-pack/report.html');
    const dir = join(cwd, 'o', 'simulate', 'party-vs-pack');
    expect(readdirSync(dir).sort()).toEqual(['cards.csv', 'report.html', 'results.json']);
    expect(JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')).points[0].fights).toBe(40);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toMatch(/^<!doctype html>/i);
    expect(readFileSync(join(dir, 'cards.csv'), 'utf8').split('\n').length).toBeGreaterThan(2);
  });

  it('a bad matchup is a positioned error, exit 1', () => {
    const out = tmp('sim-bad');
    const file = join(out, 'bad.yaml');
    writeFileSync(
      file,
      'sides:\n  a: { combatants: [mara-voss] }\n  b: { policy: sneaky, combatants: [moss-troll] }\n',
    );
    const r = fray(['simulate', file, '--out', out]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /bad\.yaml:3:16 {2}sides\.b\.policy {2}unknown policy `sneaky`\n {4}hint: allowed values: random, greedy, cautious/,
    );
    expect(existsSync(join(out, 'simulate'))).toBe(false);
  });

  it('refuses numbers it cannot represent or mean, and a merge of nothing, with a message (not the heap)', () => {
    const out = tmp('sim-numbers');
    const fights = fray(['simulate', MATCHUP, '--fights', '99999999999999999999', '--out', out]);
    expect(fights.status).toBe(1);
    expect(fights.stderr).toMatch(/--fights must be a whole number from 1 to 100,000,000, not '99999999999999999999'/);
    const seed = fray(['simulate', MATCHUP, '--seed', '99999999999999999999999', '--out', out]);
    expect(seed.status).toBe(1);
    expect(seed.stderr).toMatch(/--seed must be a whole number from 0 to 4,294,967,295/);
    expect(fray(['simulate', MATCHUP, '--fights', '1e3', '--out', out]).stderr).toMatch(
      /--fights must be a whole number/,
    );
    const merge = fray(['simulate', 'merge', '--out', out]);
    expect(merge.status).toBe(1);
    expect(merge.stderr).toMatch(
      /no shard files to merge\n {2}hint: fray simulate merge out\/simulate\/<matchup>\/shard-\*-of-<n>\.json/,
    );
    expect(existsSync(join(out, 'simulate'))).toBe(false);
  });

  it('--ablate side/card reports the change in win rate with its interval, in the summary and the report', () => {
    const out = tmp('sim-ablate');
    const r = fray(['simulate', MATCHUP, '--fights', '400', '--ablate', 'party/fire-bolt', '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      / {2}without party\/fire-bolt: party wins [+−]\d+\.\d pts \[[+−]\d+\.\d, [+−]\d+\.\d\] \((clear|not clear)\)/,
    );
    const results = JSON.parse(readFileSync(join(out, 'simulate', 'party-vs-pack', 'results.json'), 'utf8'));
    expect(results.points).toHaveLength(1);
    expect(results.ablations[0]).toMatchObject({ card: 'fire-bolt', side: 'party', fights: 400 });
    expect(readFileSync(join(out, 'simulate', 'party-vs-pack', 'report.html'), 'utf8')).toContain(
      'data-table="ablation"',
    );
    const bad = fray(['simulate', MATCHUP, '--fights', '10', '--ablate', 'party/fire-blot', '--out', out]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(
      /--ablate: no combatant of party holds `fire-blot`\n {2}hint: did you mean `fire-bolt`\?/,
    );
  });

  it('--replay writes a fight as a scenario that fray resolve plays to the same end', () => {
    const out = tmp('sim-replay');
    const r = fray(['simulate', MATCHUP, '--replay', '3', '--seed', '4', '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    const m =
      /^fight 3 of the run seeded 4: (party won|pack won|a draw) after (\d+) rounds?\nscenario: (.*)\nplay it again: fray resolve (.*)\n$/.exec(
        r.stdout,
      );
    expect(m, r.stdout).not.toBeNull();
    const resolved = fray(['resolve', m![4]!, '--json']);
    expect(resolved.status, resolved.stderr).toBe(0);
    const end = JSON.parse(resolved.stdout) as {
      combatants: Record<string, { side: string; down: boolean; dead: boolean }>;
    };
    const standing = (side: string) =>
      Object.values(end.combatants).filter((c) => c.side === side && !c.down && !c.dead).length;
    const winner =
      standing('players') && !standing('gm')
        ? 'party won'
        : standing('gm') && !standing('players')
          ? 'pack won'
          : 'a draw';
    expect(winner).toBe(m![1]);
  });

  it('the report opens offline in Chromium at 390 px and 1366 px: no sideways scroll, every card named, every chart labelled', async () => {
    const out = tmp('sim-report');
    expect(fray(['simulate', MATCHUP, '--fights', '300', '--out', out]).status).toBe(0);
    expect(
      fray(['simulate', 'examples/simulate/sword-swing-attack.yaml', '--fights', '200', '--out', out]).status,
    ).toBe(0);
    expect(
      fray(['simulate', 'examples/simulate/mara-vs-ghoul-stances.yaml', '--fights', '100', '--out', out]).status,
    ).toBe(0);
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: npm test installs Debian's chromium`);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const requests: string[] = [];
      const open = async (slug: string, width: number) => {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        page.on('request', (req) => requests.push(req.url()));
        const file = join(out, 'simulate', slug, 'report.html');
        await page.goto(`file://${file}`);
        // Screenshots to look at (FRAY_SHOTS=dir): both widths, the whole page.
        if (process.env.FRAY_SHOTS)
          await page.screenshot({ path: join(process.env.FRAY_SHOTS, `${slug}-${width}.png`), fullPage: true });
        const got = await page.evaluate(() => ({
          charts: Array.from(document.querySelectorAll('svg[data-chart]')).map((s) => s.getAttribute('data-chart')),
          unlabelled: Array.from(document.querySelectorAll('svg[data-chart]')).filter(
            (s) =>
              !s.getAttribute('aria-label') || !s.closest('figure')?.querySelector('figcaption')?.textContent?.trim(),
          ).length,
          tables: Array.from(document.querySelectorAll('table[data-table]')).map((t) => t.getAttribute('data-table')),
          bars: document.querySelectorAll('svg[data-chart="wins"] rect').length,
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
          // Anything wider than the window, even inside a box that hides it.
          wide: Array.from(document.querySelectorAll('body *'))
            .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map((e) => e.tagName)
            .slice(0, 5),
          text: document.body.innerText,
        }));
        await page.close();
        return got;
      };
      for (const width of [390, 1366]) {
        const single = await open('party-vs-pack', width);
        expect(single.scrollWidth, `party-vs-pack at ${width} px`).toBeLessThanOrEqual(single.clientWidth);
        expect(single.wide, `party-vs-pack at ${width} px`).toEqual([]);
        expect(single.unlabelled).toBe(0);
        expect(single.charts).toEqual(['wins', 'rounds', 'win-by-round', 'health-left', 'health-left', 'impact']);
        expect(single.bars).toBe(3);
        expect(single.tables).toEqual(['fight', 'sides', 'combatants', 'card', 'stance', 'replays']);
        // Every card and stance each side holds is named, played or not.
        const results = JSON.parse(readFileSync(join(out, 'simulate', 'party-vs-pack', 'results.json'), 'utf8'));
        const held = [...results.points[0].cards, ...results.points[0].stances];
        expect(held.length).toBeGreaterThan(25);
        for (const c of held) expect(single.text, c.id).toContain(c.name);
        expect(single.text).toMatch(/never played/);
        const sweep = await open('sword-swing-attack', width);
        expect(sweep.scrollWidth).toBeLessThanOrEqual(sweep.clientWidth);
        expect(sweep.unlabelled).toBe(0);
        expect(sweep.charts).toEqual(['sweep']);
        expect(sweep.tables[0]).toBe('sweep');
        expect(sweep.tables).toContain('picks');
        const matrix = await open('mara-vs-ghoul-stances', width);
        expect(matrix.scrollWidth).toBeLessThanOrEqual(matrix.clientWidth);
        expect(matrix.wide).toEqual([]);
        expect(matrix.unlabelled).toBe(0);
        expect(matrix.charts).toEqual(['stance-matrix']);
        expect(matrix.tables).toEqual(['stance-summary', 'stance-pairs']);
        // The intervals and the draws are written in the heat map, not only in a tooltip.
        expect(matrix.text).toMatch(/draws \d+ %/);
      }
      expect(requests.every((u) => u.startsWith('file://'))).toBe(true);
      expect(requests).toHaveLength(6);
    } finally {
      await browser.close();
    }
  });
});
