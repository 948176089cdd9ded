// A few fights worth watching, chosen from the tallies alone (so any worker or shard count picks
// the same ones): a typical fight (the most common outcome at the median length), the shortest
// and the longest, the weaker side's quickest win and the first draw. Each is named by its fight
// index; `fray simulate <matchup> --replay <index>` writes it as a scenario for `fray resolve`.
import type { Tally } from './tally.js';

export interface Replay {
  readonly why: string;
  /** Fight index in the run (its dice come from the run seed and this index). */
  readonly fight: number;
  readonly rounds: number;
  /** 0 or 1: the matchup side that won; null: a draw. */
  readonly winner: 0 | 1 | null;
}

const outcomes = ['0', '1', 'draw'] as const;

export function replaysOf(t: Tally): Replay[] {
  const ends = Object.entries(t.ends)
    .map(([r, e]) => ({ rounds: Number(r), e }))
    .sort((a, b) => a.rounds - b.rounds);
  if (!ends.length) return [];
  const at = (o: (typeof outcomes)[number], rounds: number, why: string): Replay | undefined => {
    const fight = t.firsts[`${o}:${rounds}`];
    return fight === undefined ? undefined : { why, fight, rounds, winner: o === 'draw' ? null : (Number(o) as 0 | 1) };
  };
  const common = (e: readonly number[]): (typeof outcomes)[number] => outcomes[e.indexOf(Math.max(...e))]!;
  // The median fight length.
  let seen = 0;
  const median = ends.find((x) => (seen += x.e[0] + x.e[1] + x.e[2]) >= t.fights / 2)!;
  const first = ends[0]!;
  const last = ends[ends.length - 1]!;
  const weaker = t.wins[0] <= t.wins[1] ? 0 : 1;
  const upset = ends.find((x) => x.e[weaker]! > 0);
  const draw = ends.find((x) => x.e[2] > 0);
  const picks = [
    at(common(median.e), median.rounds, 'typical: the most common outcome at the median length'),
    at(common(first.e), first.rounds, 'the shortest fight'),
    at(common(last.e), last.rounds, 'the longest fight'),
    upset && t.wins[weaker] > 0
      ? at(String(weaker) as '0' | '1', upset.rounds, 'the quickest win of the side that wins less')
      : undefined,
    draw ? at('draw', draw.rounds, 'the quickest draw') : undefined,
  ];
  const out: Replay[] = [];
  for (const p of picks) if (p && !out.some((o) => o.fight === p.fight)) out.push(p);
  return out;
}
