// `--baseline OLD/results.json`: what changed since an earlier run, and whether it is clear. Each
// figure of each point (matched by label) and each card (by side and id) is compared with a 95 %
// interval for the difference: Newcombe's for rates, the normal interval for means (the two runs
// are independent samples, or share seeds, which only narrows the true interval).
import { z } from 'zod';
import { dirname } from 'node:path';
import { UserError } from '../infra/user-error.js';
import { settleIfInterrupted } from './run-folder.js';
import { readShardText } from './read-shard.js';
import type { BaselineDiff, Change, Results } from './results.js';
import { rateDiff, type Estimate, type Interval } from './stats.js';

export type { BaselineDiff, Change } from './results.js';

const Z = 1.959963984540054;
const est = z.looseObject({
  value: z.number().finite(),
  low: z.number().finite(),
  high: z.number().finite(),
  n: z.number().int().min(0),
});
const card = z.looseObject({
  side: z.string().max(200),
  id: z.string().max(100),
  play_rate: est.optional(),
  damage_per_play: est.optional(),
});
const schema = z.looseObject({
  points: z
    .array(
      z.looseObject({
        label: z.string().max(200),
        wins: z.tuple([est, est]),
        draws: est,
        rounds: est,
        cards: z.array(card).max(5000).optional(),
      }),
    )
    .max(300),
});

const r6 = (x: number): number => Math.round(x * 1e6) / 1e6;

function meanDiff(a: Estimate, b: Estimate): Interval {
  const se = (e: Estimate): number => (e.high - e.low) / (2 * Z);
  const d = a.value - b.value;
  const half = Z * Math.sqrt(se(a) ** 2 + se(b) ** 2);
  return { value: r6(d), low: r6(d - half), high: r6(d + half) };
}

function change(point: string, what: string, kind: 'rate' | 'mean', before: Estimate, after: Estimate): Change {
  const c = kind === 'rate' ? rateDiff(after, before) : meanDiff(after, before);
  return { point, what, kind, before, after, change: c, clear: c.low > 0 || c.high < 0 };
}

export function readBaseline(file: string): z.infer<typeof schema> {
  // A run killed while it replaced its files: its journal finishes (or undoes) the switch first, so
  // the baseline is the run the folder's report.html and cards.csv show, not the run before it.
  settleIfInterrupted(dirname(file));
  const text = readShardText(
    file,
    64 * 1024 * 1024,
    'baseline',
    'pass the results.json of an earlier fray simulate run',
  );
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new UserError(
      `${file} is not a results.json: ${(e as Error).message}`,
      'pass the results.json of an earlier fray simulate run',
    );
  }
  const r = schema.safeParse(data);
  if (!r.success)
    throw new UserError(
      `${file} is not a fray simulate results.json (${r.error.issues[0]!.path.join('.')}: ${r.error.issues[0]!.message})`,
      'pass the results.json of an earlier fray simulate run',
    );
  return r.data;
}

export function diffBaseline(file: string, old: z.infer<typeof schema>, now: Results): BaselineDiff {
  const changes: Change[] = [];
  for (const p of now.points) {
    const b = old.points.find((x) => x.label === p.label);
    if (!b) continue;
    changes.push(
      change(p.label, `${now.sides[0]!.name} wins`, 'rate', b.wins[0], p.wins[0]),
      change(p.label, `${now.sides[1]!.name} wins`, 'rate', b.wins[1], p.wins[1]),
      change(p.label, 'draws', 'rate', b.draws, p.draws),
      change(p.label, 'rounds per fight', 'mean', b.rounds, p.rounds),
    );
    for (const c of p.cards) {
      const o = b.cards?.find((x) => x.side === c.side && x.id === c.id);
      if (o?.play_rate)
        changes.push(change(p.label, `${c.side}: ${c.name} play rate`, 'rate', o.play_rate, c.play_rate));
      if (o?.damage_per_play?.n && c.damage_per_play.n)
        changes.push(
          change(p.label, `${c.side}: ${c.name} damage per play`, 'mean', o.damage_per_play, c.damage_per_play),
        );
    }
  }
  return { file, changes };
}
