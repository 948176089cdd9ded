// From tallies to what a designer reads: rates and means with 95 % confidence intervals, per
// side, per card and per stance, for every sweep point. Pure: the same tallies give the same
// bytes of results.json, cards.csv and the summary text.
import type { SimMatchup, Variant } from './fight.js';
import { mean, rate, type Estimate } from './stats.js';
import type { Sweep } from './sweep.js';
import type { PlayTally, Tally } from './tally.js';

export interface PlayStats {
  readonly side: string;
  readonly id: string;
  readonly name: string;
  readonly plays: number;
  readonly plays_per_fight: number;
  readonly hit_rate: Estimate;
  readonly damage_per_play: Estimate;
  /** The side's win rate in the fights where it played this card at least once… */
  readonly win_when_played: Estimate;
  /** …and in the fights where it never did. */
  readonly win_when_not_played: Estimate;
  /** win_when_played − win_when_not_played (0 when either set of fights is empty). */
  readonly impact: number;
}

export interface PointResults {
  readonly label: string;
  readonly value?: number | string;
  readonly fights: number;
  readonly wins: readonly [Estimate, Estimate];
  readonly draws: Estimate;
  readonly rounds: Estimate;
  readonly deaths: Estimate;
  readonly afflictions: Estimate;
  readonly cards: readonly PlayStats[];
  readonly stances: readonly PlayStats[];
}

export interface Results {
  readonly matchup: string;
  readonly seed: number;
  readonly fights_per_point: number;
  readonly max_rounds: number;
  readonly timer_miss: number;
  readonly alternate_sides: boolean;
  readonly sides: readonly { name: string; side: string; policy: string; combatants: string[] }[];
  readonly sweep?: Sweep;
  readonly points: readonly PointResults[];
}

const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;

function playStats(m: SimMatchup, plays: Readonly<Record<string, PlayTally>>, t: Tally): PlayStats[] {
  const names = new Map(m.cards.map((c) => [c.id, c.name]));
  return Object.entries(plays)
    .map(([key, p]) => {
      const side = Number(key.slice(0, key.indexOf(':')));
      const id = key.slice(key.indexOf(':') + 1);
      const win = rate(p.fightsWon, p.fights);
      const not = rate(t.wins[side as 0 | 1] - p.fightsWon, t.fights - p.fights);
      return {
        side: m.sides[side]!.name,
        id,
        name: names.get(id) ?? id,
        plays: p.plays,
        plays_per_fight: r4(p.plays / Math.max(1, t.fights)),
        hit_rate: rate(p.hits, p.attacks),
        damage_per_play: mean(p.damage.sum, p.damage.sq, p.plays),
        win_when_played: win,
        win_when_not_played: not,
        impact: p.fights && not.n ? r4(win.value - not.value) : 0,
      };
    })
    .sort((a, b) => b.impact - a.impact || (a.side < b.side ? -1 : a.side > b.side ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export function buildResults(m: SimMatchup, variants: readonly Variant[], tallies: readonly Tally[], seed: number, fights: number, sweep?: Sweep): Results {
  return {
    matchup: m.name,
    seed,
    fights_per_point: fights,
    max_rounds: m.maxRounds,
    timer_miss: m.timerMiss,
    alternate_sides: m.alternateSides,
    sides: m.sides.map((s) => ({ name: s.name, side: s.side, policy: s.policy, combatants: s.combatants.map((c) => c.id) })),
    ...(sweep ? { sweep } : {}),
    points: variants.map((v, i) => {
      const t = tallies[i]!;
      return {
        label: v.label,
        ...(v.value !== undefined ? { value: v.value } : {}),
        fights: t.fights,
        wins: [rate(t.wins[0], t.fights), rate(t.wins[1], t.fights)] as const,
        draws: rate(t.draws, t.fights),
        rounds: mean(t.rounds.sum, t.rounds.sq, t.fights),
        deaths: mean(t.deaths.sum, t.deaths.sq, t.fights),
        afflictions: mean(t.afflictions.sum, t.afflictions.sq, t.fights),
        cards: playStats(m, t.cards, t),
        stances: playStats(m, t.stances, t),
      };
    }),
  };
}

const pct = (e: Estimate): string => `${(e.value * 100).toFixed(1)} % [${(e.low * 100).toFixed(1)}–${(e.high * 100).toFixed(1)}]`;
const num = (e: Estimate): string => `${e.value.toFixed(2)} [${e.low.toFixed(2)}–${e.high.toFixed(2)}]`;

/** One row per (point, side, card): the spreadsheet view. */
export function cardsCsv(r: Results): string {
  const head = ['point', 'side', 'card', 'name', 'plays', 'plays_per_fight', 'hit_rate', 'hit_low', 'hit_high', 'damage_per_play', 'damage_low', 'damage_high', 'win_when_played', 'win_low', 'win_high', 'win_when_not_played', 'fights_not_played', 'impact'];
  const q = (s: string | number): string => (typeof s === 'number' ? String(s) : /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const rows = r.points.flatMap((p) =>
    p.cards.map((c) => [p.label, c.side, c.id, c.name, c.plays, c.plays_per_fight, c.hit_rate.value, c.hit_rate.low, c.hit_rate.high, c.damage_per_play.value, c.damage_per_play.low, c.damage_per_play.high, c.win_when_played.value, c.win_when_played.low, c.win_when_played.high, c.win_when_not_played.value, c.win_when_not_played.n, c.impact].map(q).join(',')),
  );
  return [head.join(','), ...rows].join('\n') + '\n';
}

/** The text printed on stdout. */
export function summaryText(r: Results): string {
  const lines = [`${r.matchup}: ${r.fights_per_point} fights${r.points.length > 1 ? ` × ${r.points.length} points` : ''}, seed ${r.seed} (95 % intervals)`];
  for (const p of r.points) {
    if (r.points.length > 1) lines.push(`— ${p.label}`);
    lines.push(`  ${r.sides[0]!.name} wins ${pct(p.wins[0])}, ${r.sides[1]!.name} wins ${pct(p.wins[1])}, draws ${pct(p.draws)}`);
    lines.push(`  rounds ${num(p.rounds)}, deaths ${num(p.deaths)}, afflictions ${num(p.afflictions)} per fight`);
    if (r.points.length === 1) {
      const top = p.cards.slice(0, 3).map((c) => `${c.side}/${c.id} ${c.impact >= 0 ? '+' : ''}${(c.impact * 100).toFixed(1)} pts`);
      const bottom = p.cards.slice(-3).map((c) => `${c.side}/${c.id} ${(c.impact * 100).toFixed(1)} pts`);
      lines.push(`  cards with the most impact: ${top.join(', ')}`, `  and the least: ${bottom.join(', ')}`);
    }
  }
  return lines.join('\n');
}
