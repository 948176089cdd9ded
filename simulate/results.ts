// From tallies to what a designer reads: rates and means with 95 % confidence intervals, per
// side, per combatant, per card and per stance, for every sweep point, plus the distributions,
// the fights worth replaying and the effect of removing a card. Pure: the same tallies give the
// same bytes of results.json, cards.csv and the summary text.
import type { SimMatchup, Variant } from './fight.js';
import { playStats, type PlayStats } from './play-stats.js';
import { replaysOf, type Replay } from './replays.js';
import { mean, rate, rateDiff, type Estimate, type Interval } from './stats.js';
import type { Sweep } from './sweep.js';
import type { Skips, Tally } from './tally.js';

export type { PlayStats } from './play-stats.js';

export interface FighterStats {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  /** Per fight: attack damage dealt, damage taken (attacks and bleeding), rounds standing. */
  readonly dealt: Estimate;
  readonly taken: Estimate;
  readonly rounds: Estimate;
  /** Planned plays that did not resolve, in all fights, by reason. */
  readonly skipped: Skips;
  /** Share of fights in which it went down, and in which it was dead at the end. */
  readonly down: Estimate;
  readonly dead: Estimate;
  /** Action card id → its planned plays by this combatant, in all fights. */
  readonly plays: Readonly<Record<string, number>>;
}

export interface SideStats {
  readonly name: string;
  /** Per fight, summed over the side's combatants. */
  readonly dealt: Estimate;
  readonly taken: Estimate;
  readonly downs: Estimate;
  readonly deaths: Estimate;
  /** Health left over the side at the end → share of fights, in increasing Health. */
  readonly health_left: readonly { readonly health: number; readonly fights: number }[];
}

export interface RoundsRow {
  readonly rounds: number;
  readonly fights: number;
  /** Fights that ended in this round won by side 0, side 1, and draws. */
  readonly won: readonly [number, number];
  readonly draws: number;
}

export interface PointResults {
  readonly label: string;
  readonly value?: number | string;
  readonly fights: number;
  readonly wins: readonly [Estimate, Estimate];
  readonly draws: Estimate;
  readonly rounds: Estimate;
  /** Every combatant that died, of both sides; per side in `sides`. */
  readonly deaths: Estimate;
  readonly afflictions: Estimate;
  readonly sides: readonly [SideStats, SideStats];
  readonly fighters: readonly FighterStats[];
  readonly cards: readonly PlayStats[];
  readonly stances: readonly PlayStats[];
  /** How long fights lasted and who won them, by round. */
  readonly ends: readonly RoundsRow[];
  readonly replays: readonly Replay[];
}

/** `--ablate`: the same fights with a card taken out of every deck. */
export interface Ablation {
  readonly card: string;
  /** The side whose decks lost it (absent: every side that holds it). */
  readonly side?: string;
  readonly name: string;
  readonly fights: number;
  readonly wins: readonly [Estimate, Estimate];
  /** Side 0's win rate without the card minus with it, per side (95 %). */
  readonly change: readonly [Interval, Interval];
  readonly clear: readonly [boolean, boolean];
}

/** `--baseline`: one figure before and now. */
export interface Change {
  readonly point: string;
  readonly what: string;
  readonly kind: 'rate' | 'mean';
  readonly before: Estimate;
  readonly after: Estimate;
  readonly change: Interval;
  readonly clear: boolean;
}

export interface BaselineDiff {
  readonly file: string;
  readonly changes: readonly Change[];
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
  readonly ablations?: readonly Ablation[];
  /** `--baseline`: what changed since an earlier run. */
  readonly baseline?: BaselineDiff;
}

function sideStats(name: string, t: Tally, i: 0 | 1): SideStats {
  const s = t.sides[i];
  return {
    name,
    dealt: mean(s.dealt.sum, s.dealt.sq, t.fights),
    taken: mean(s.taken.sum, s.taken.sq, t.fights),
    downs: mean(s.downs.sum, s.downs.sq, t.fights),
    deaths: mean(s.deaths.sum, s.deaths.sq, t.fights),
    health_left: Object.entries(s.health)
      .map(([h, n]) => ({ health: Number(h), fights: n }))
      .sort((a, b) => a.health - b.health),
  };
}

function fighterStats(m: SimMatchup, t: Tally): FighterStats[] {
  return m.sides.flatMap((s) =>
    s.combatants.map((c) => {
      const f = t.fighters[c.id];
      const z = { sum: 0, sq: 0 };
      return {
        id: c.id,
        name: c.name ?? c.id,
        side: s.name,
        dealt: mean(f?.dealt.sum ?? 0, f?.dealt.sq ?? 0, t.fights),
        taken: mean(f?.taken.sum ?? 0, f?.taken.sq ?? 0, t.fights),
        rounds: mean((f?.rounds ?? z).sum, (f?.rounds ?? z).sq, t.fights),
        skipped: f?.skipped ?? { stunned: 0, down: 0, no_target: 0, out_of_range: 0 },
        down: rate(f?.downs ?? 0, t.fights),
        dead: rate(f?.deaths ?? 0, t.fights),
        plays: f?.plays ?? {},
      };
    }),
  );
}

function point(m: SimMatchup, v: Variant, t: Tally): PointResults {
  return {
    label: v.label,
    ...(v.value !== undefined ? { value: v.value } : {}),
    fights: t.fights,
    wins: [rate(t.wins[0], t.fights), rate(t.wins[1], t.fights)] as const,
    draws: rate(t.draws, t.fights),
    rounds: mean(t.rounds.sum, t.rounds.sq, t.fights),
    deaths: mean(t.deaths.sum, t.deaths.sq, t.fights),
    afflictions: mean(t.afflictions.sum, t.afflictions.sq, t.fights),
    sides: [sideStats(m.sides[0].name, t, 0), sideStats(m.sides[1].name, t, 1)],
    fighters: fighterStats(m, t),
    cards: playStats(m, 'action', t.cards, t),
    stances: playStats(m, 'stance', t.stances, t),
    ends: Object.entries(t.ends)
      .map(([r, e]) => ({ rounds: Number(r), fights: e[0] + e[1] + e[2], won: [e[0], e[1]] as const, draws: e[2] }))
      .sort((a, b) => a.rounds - b.rounds),
    replays: replaysOf(t),
  };
}

export function buildResults(
  m: SimMatchup,
  variants: readonly Variant[],
  tallies: readonly Tally[],
  seed: number,
  fights: number,
  sweep?: Sweep,
): Results {
  const names = new Map(m.cards.map((c) => [c.id, c.name]));
  const base = variants.flatMap((v, i) => (v.remove ? [] : [point(m, v, tallies[i]!)]));
  const ablations = variants.flatMap((v, i): Ablation[] => {
    if (!v.remove) return [];
    const t = tallies[i]!;
    const wins = [rate(t.wins[0], t.fights), rate(t.wins[1], t.fights)] as const;
    const change = [rateDiff(wins[0], base[0]!.wins[0]), rateDiff(wins[1], base[0]!.wins[1])] as const;
    return [
      {
        card: v.remove,
        ...(v.removeSide !== undefined ? { side: m.sides[v.removeSide].name } : {}),
        name: names.get(v.remove) ?? v.remove,
        fights: t.fights,
        wins,
        change,
        clear: [change[0].low > 0 || change[0].high < 0, change[1].low > 0 || change[1].high < 0],
      },
    ];
  });
  return {
    matchup: m.name,
    seed,
    fights_per_point: fights,
    max_rounds: m.maxRounds,
    timer_miss: m.timerMiss,
    alternate_sides: m.alternateSides,
    sides: m.sides.map((s) => ({
      name: s.name,
      side: s.side,
      policy: s.policy,
      combatants: s.combatants.map((c) => c.id),
    })),
    ...(sweep ? { sweep } : {}),
    points: base,
    ...(ablations.length ? { ablations } : {}),
  };
}
