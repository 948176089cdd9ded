// `fray simulate` end to end: the real command from the sources, shards merged byte for byte
// equal to the whole run, and the HTML report opened in Chromium: every chart there, no request
// leaving the page.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fray, tmp } from '../faults/harness.js';

const CHROMIUM = process.env.FRAY_CHROMIUM ?? '/usr/bin/chromium';
const MATCHUP = 'examples/simulate/party-vs-pack.yaml';

describe('fray simulate', { timeout: 240_000 }, () => {
  it('shards merged give the same results.json, cards.csv and report.html as one run', () => {
    const whole = tmp('sim-whole');
    const sharded = tmp('sim-shards');
    const r = fray(['simulate', MATCHUP, '--fights', '600', '--seed', '4', '--workers', '2', '--out', whole]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^The party against the barrow pack: 600 fights, seed 4 \(95 % intervals\)\n {2}party wins \d+\.\d % \[/);
    for (const i of [0, 1, 2]) {
      const s = fray(['simulate', MATCHUP, '--fights', '600', '--seed', '4', '--workers', '1', '--shard', `${i}/3`, '--out', sharded]);
      expect(s.status, s.stderr).toBe(0);
    }
    const dir = (out: string) => join(out, 'simulate', 'party-vs-pack');
    const m = fray(['simulate', 'merge', ...[0, 1, 2].map((i) => join(dir(sharded), `shard-${i}-of-3.json`)), '--out', sharded]);
    expect(m.status, m.stderr).toBe(0);
    for (const f of ['results.json', 'cards.csv', 'report.html']) expect(readFileSync(join(dir(sharded), f), 'utf8'), f).toBe(readFileSync(join(dir(whole), f), 'utf8'));
  });

  it('a bad matchup is a positioned error, exit 1', () => {
    const out = tmp('sim-bad');
    const file = join(out, 'bad.yaml');
    writeFileSync(file, 'sides:\n  a: { combatants: [mara-voss] }\n  b: { policy: sneaky, combatants: [moss-troll] }\n');
    const r = fray(['simulate', file, '--out', out]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/bad\.yaml:3:16 {2}sides\.b\.policy {2}unknown policy `sneaky`\n {4}hint: policies: random, greedy, cautious/);
    expect(existsSync(join(out, 'simulate'))).toBe(false);
  });

  it('the report opens offline in Chromium with every chart', async () => {
    const out = tmp('sim-report');
    expect(fray(['simulate', MATCHUP, '--fights', '300', '--out', out]).status).toBe(0);
    expect(fray(['simulate', 'examples/simulate/sword-swing-attack.yaml', '--fights', '200', '--out', out]).status).toBe(0);
    expect(fray(['simulate', 'examples/simulate/mara-vs-ghoul-stances.yaml', '--fights', '100', '--out', out]).status).toBe(0);
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} not found: npm test installs Debian's chromium`);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless=new', '--no-sandbox', '--disable-background-networking'] });
    try {
      const page = await browser.newPage();
      const requests: string[] = [];
      page.on('request', (req) => requests.push(req.url()));
      const open = async (slug: string) => {
        const file = join(out, 'simulate', slug, 'report.html');
        await page.goto(`file://${file}`);
        return page.evaluate(() => ({
          charts: Array.from(document.querySelectorAll('svg[data-chart]')).map((s) => s.getAttribute('data-chart')),
          tables: Array.from(document.querySelectorAll('table[data-table]')).map((t) => t.getAttribute('data-table')),
          bars: document.querySelectorAll('svg[data-chart="wins"] rect').length,
          width: document.documentElement.scrollWidth,
        }));
      };
      const single = await open('party-vs-pack');
      expect(single.charts.filter((c) => c === 'wins')).toHaveLength(1);
      expect(single.bars).toBe(3);
      expect(single.charts.filter((c) => c === 'impact').length).toBeGreaterThan(5);
      expect(single.tables).toEqual(['fight', 'card', 'stance']);
      const sweep = await open('sword-swing-attack');
      expect(sweep.charts).toEqual(['sweep']);
      expect(sweep.tables).toEqual(['sweep']);
      const matrix = await open('mara-vs-ghoul-stances');
      expect(matrix.charts).toEqual(['stance-matrix']);
      expect(requests.every((u) => u.startsWith('file://'))).toBe(true);
      expect(requests).toHaveLength(3);
    } finally {
      await browser.close();
    }
  });
});
