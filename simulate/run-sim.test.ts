import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeShards } from './merge.js';
import { runKey, writeRun, writeShard } from './outputs.js';
import { runSimulation, shardRange } from './run-sim.js';
import { matchupFrom } from './test-kit.js';

const YAML = `
name: Party against wolves
timer_miss: 0.05
sides:
  party: { policy: greedy, combatants: [mara-voss, sister-ilse] }
  wolves: { policy: cautious, combatants: [{ character: barrow-wolf, copies: 3 }] }
sweep: { card: bow-shot, field: attack, values: [4, 9] }
`;

describe('running on workers and in shards', { timeout: 120_000 }, () => {
  it('--workers 1 and --workers 2 give identical results.json; shards merged equal the whole run', async () => {
    const r = await matchupFrom(YAML);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const { matchup, variants, sweep } = r.loaded;
    const run = { matchup, variants, seed: 9, fights: 1100 };
    const one = await runSimulation({ ...run, workers: 1 });
    const two = await runSimulation({ ...run, workers: 2 });
    const outs = [
      mkdtempSync(join(tmpdir(), 'fray-sim-')),
      mkdtempSync(join(tmpdir(), 'fray-sim-')),
      mkdtempSync(join(tmpdir(), 'fray-sim-')),
    ];
    const results = async (out: string, tallies: typeof one) => {
      await writeRun(out, 'm', matchup, variants, tallies, run.seed, run.fights, sweep);
      return readFileSync(join(out, 'simulate', 'm', 'results.json'), 'utf8');
    };
    const a = await results(outs[0]!, one);
    expect(await results(outs[1]!, two)).toBe(a);

    // Three shards, written and merged as `fray simulate --shard i/3` and `merge` do.
    const files: string[] = [];
    for (const index of [2, 0, 1]) {
      const tallies = await runSimulation({ ...run, workers: 2, shard: { index, count: 3 } });
      files.push(
        await writeShard(outs[2]!, {
          fray: 'simulate-shard',
          version: 2,
          run: runKey(matchup, variants, run.seed, run.fights, sweep),
          slug: 'm',
          shard: { index, count: 3 },
          matchup,
          variants,
          ...(sweep ? { sweep } : {}),
          seed: run.seed,
          fights: run.fights,
          tallies,
        }),
      );
    }
    const merged = mergeShards(files);
    expect(await results(outs[2]!, merged.tallies)).toBe(a);
    expect(() => mergeShards(files.slice(0, 2))).toThrow(/missing shard 1\/3/);
    expect(() => mergeShards([...files, files[0]!])).toThrow(/given twice/);
    const parsed = JSON.parse(a);
    expect(parsed.points.map((p: { fights: number }) => p.fights)).toEqual([1100, 1100]);
    // The byte-equal files carry every figure: combatants, sides, skips, distributions, replays.
    const p0 = parsed.points[0];
    expect(p0.fighters.map((f: { id: string }) => f.id)).toEqual([
      'mara-voss',
      'sister-ilse',
      'barrow-wolf-1',
      'barrow-wolf-2',
      'barrow-wolf-3',
    ]);
    // Wolves go down; only player characters make the death's-door save, so only they can die.
    expect(p0.sides[1].downs.value).toBeGreaterThan(0);
    expect(p0.sides[1].deaths.value).toBe(0);
    expect(p0.ends.reduce((n: number, e: { fights: number }) => n + e.fights, 0)).toBe(1100);
    expect(p0.replays.length).toBeGreaterThan(1);
    expect(
      p0.cards.some((c: { skipped: { stunned: number; down: number } }) => c.skipped.stunned + c.skipped.down > 0),
    ).toBe(true);
  });

  it('shards split the fights exactly', () => {
    for (const [n, k] of [
      [10, 3],
      [1, 4],
      [1000, 7],
    ] as const) {
      const ranges = Array.from({ length: k }, (_, i) => shardRange(n, i, k));
      expect(ranges[0]![0]).toBe(0);
      expect(ranges[k - 1]![1]).toBe(n);
      for (let i = 1; i < k; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1]);
    }
  });
});
