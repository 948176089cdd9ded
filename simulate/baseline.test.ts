// --baseline: the same run compared with itself changes nothing; a clearly weaker pack is a clear
// change in the party's win rate, with its interval; a file that is not a results.json is refused.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffBaseline, readBaseline } from './baseline.js';
import { writeRun } from './outputs.js';
import { buildResults } from './results.js';
import { summaryText } from './results-text.js';
import { runFights } from './run-fights.js';
import { matchupFrom } from './test-kit.js';

const yaml = (wolves: number) => `
sides:
  party: { combatants: [tobin-ashgrove] }
  pack: { combatants: [{ character: barrow-wolf, copies: ${wolves} }] }
`;

async function run(wolves: number) {
  const r = await matchupFrom(yaml(wolves));
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  const { matchup, variants } = r.loaded;
  return { matchup, variants, tallies: variants.map((v) => runFights(matchup, v, 2, 0, 600)) };
}

describe('--baseline', { timeout: 60_000 }, () => {
  it('finds no change against itself and a clear one against a weaker pack, and writes both into the report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-baseline-'));
    const three = await run(3);
    const old = await writeRun(dir, 'old', three.matchup, three.variants, three.tallies, 2, 600);
    const file = join(old.dir, 'results.json');
    const same = diffBaseline(file, readBaseline(file), old.results);
    expect(same.changes.length).toBeGreaterThan(4);
    expect(same.changes.filter((c) => c.clear)).toEqual([]);
    const one = await run(1);
    const now = await writeRun(dir, 'new', one.matchup, one.variants, one.tallies, 2, 600, undefined, {
      file,
      data: readBaseline(file),
    });
    const wins = now.results.baseline!.changes.find((c) => c.what === 'party wins')!;
    expect(wins.clear).toBe(true);
    expect(wins.change.low).toBeGreaterThan(0);
    expect(wins.change.value).toBeCloseTo(
      now.results.points[0]!.wins[0].value - old.results.points[0]!.wins[0].value,
      5,
    );
    expect(summaryText(now.results)).toMatch(/Since the baseline, \d+ clear changes?: party wins \+\d+\.\d pts/);
    const html = readFileSync(join(now.dir, 'report.html'), 'utf8');
    expect(html).toContain('data-table="baseline"');
    expect(html).toContain('Changes since the baseline');
    expect(buildResults(one.matchup, one.variants, one.tallies, 2, 600).baseline).toBeUndefined();
  });

  it('refuses a file that is not a results.json', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-baseline-'));
    writeFileSync(join(dir, 'x.json'), '{"points": [{"label": 3}]}');
    expect(() => readBaseline(join(dir, 'x.json'))).toThrow(/is not a fray simulate results\.json \(points\.0\.label/);
    expect(() => readBaseline(join(dir, 'none.json'))).toThrow(
      /cannot read baseline .*none\.json:1:1 {2}it does not exist \(ENOENT\)/,
    );
    writeFileSync(join(dir, 'latin1.json'), Buffer.from([0x7b, 0xe9, 0x7d]));
    expect(() => readBaseline(join(dir, 'latin1.json'))).toThrow(
      /cannot read baseline .*latin1\.json:1:2 {2}invalid UTF-8/,
    );
  });
});
