// Per card and per stance of each side: every card the side holds (played or not), how often it
// was played and resolved, why plays did not resolve, and its impact with a 95 % interval — or
// "not enough data" when either set of fights is below the floor.
import type { SimMatchup } from './fight.js';
import { mean, rate, rateDiff, type Estimate, type Interval } from './stats.js';
import { SKIP_REASONS, emptyPlay, type PlayTally, type Skips, type Tally } from './tally.js';

/** Fights needed on each side of a comparison (played / not played) before it is ranked. */
export const MIN_FIGHTS = 30;

/**
 * - `ranked`: impact has an interval and enters the ranking;
 * - `never played`: held but not played in any fight;
 * - `always played`: played in every fight, so there is nothing to compare with;
 * - `not enough data`: fewer than MIN_FIGHTS fights with it or without it.
 */
export type ImpactStatus = 'ranked' | 'never played' | 'always played' | 'not enough data';

export interface PlayStats {
  readonly side: string;
  readonly id: string;
  readonly name: string;
  /** Planned plays (revealed), and those that resolved (not skipped). */
  readonly plays: number;
  readonly resolved: number;
  readonly plays_per_fight: number;
  /** Share of fights in which the side played it at least once. */
  readonly play_rate: Estimate;
  readonly skipped: Skips;
  readonly hit_rate: Estimate;
  /** Per planned play (skipped plays count 0) and per resolved play. */
  readonly damage_per_play: Estimate;
  readonly damage_per_resolved: number;
  /** The side's win rate in the fights where it played this card at least once… */
  readonly win_when_played: Estimate;
  /** …and in the fights where it never did. */
  readonly win_when_not_played: Estimate;
  /** win_when_played − win_when_not_played with its 95 % interval, when `status` is `ranked`. */
  readonly impact: Interval | null;
  readonly status: ImpactStatus;
  /** The impact interval excludes 0. */
  readonly clear: boolean;
}

const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;
const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The cards (or stances) each side holds: its combatants' decks, and anything it played besides (the timer's default action). */
export function heldBySide(m: SimMatchup, kind: 'action' | 'stance', played: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  const all = m.cards.filter((c) => c.type === kind).map((c) => c.id);
  m.sides.forEach((s, i) => {
    for (const c of s.combatants) {
      const deck = kind === 'action' ? c.actions : c.stances;
      for (const id of deck?.length ? deck : all) keys.add(`${i}:${id}`);
    }
  });
  for (const k of played) keys.add(k);
  return keys;
}

export function playStats(
  m: SimMatchup,
  kind: 'action' | 'stance',
  plays: Readonly<Record<string, PlayTally>>,
  t: Tally,
): PlayStats[] {
  const names = new Map(m.cards.map((c) => [c.id, c.name]));
  const rows = [...heldBySide(m, kind, Object.keys(plays))].map((key): PlayStats => {
    const p = plays[key] ?? emptyPlay();
    const side = Number(key.slice(0, key.indexOf(':')));
    const id = key.slice(key.indexOf(':') + 1);
    const win = rate(p.fightsWon, p.fights);
    const not = rate(t.wins[side as 0 | 1] - p.fightsWon, t.fights - p.fights);
    const skippedAll = SKIP_REASONS.reduce((n, r) => n + p.skipped[r], 0);
    const status: ImpactStatus =
      p.fights === 0
        ? 'never played'
        : p.fights === t.fights
          ? 'always played'
          : p.fights < MIN_FIGHTS || t.fights - p.fights < MIN_FIGHTS
            ? 'not enough data'
            : 'ranked';
    const impact = status === 'ranked' ? rateDiff(win, not) : null;
    return {
      side: m.sides[side]!.name,
      id,
      name: names.get(id) ?? id,
      plays: p.plays,
      resolved: p.plays - skippedAll,
      plays_per_fight: r4(p.plays / Math.max(1, t.fights)),
      play_rate: rate(p.fights, t.fights),
      skipped: p.skipped,
      hit_rate: rate(p.hits, p.attacks),
      damage_per_play: mean(p.damage.sum, p.damage.sq, p.plays),
      damage_per_resolved: r4(p.damage.sum / Math.max(1, p.plays - skippedAll)),
      win_when_played: win,
      win_when_not_played: not,
      impact,
      status,
      clear: !!impact && (impact.low > 0 || impact.high < 0),
    };
  });
  // Server-side order (the report's tables work without script): ranked cards by impact, then the
  // rest by play rate; never-played cards last, each group by side and id.
  const group = (s: PlayStats): number => (s.status === 'ranked' ? 0 : s.status === 'never played' ? 2 : 1);
  return rows.sort(
    (a, b) =>
      group(a) - group(b) ||
      (b.impact?.value ?? 0) - (a.impact?.value ?? 0) ||
      b.play_rate.value - a.play_rate.value ||
      cmp(a.side, b.side) ||
      cmp(a.id, b.id),
  );
}

/** The statistically clear impacts, strongest first, and the weakest (never the same card twice). */
export function clearFindings(p: { readonly cards: readonly PlayStats[]; readonly stances: readonly PlayStats[] }): {
  strong: PlayStats[];
  weak: PlayStats[];
} {
  const all = [...p.cards, ...p.stances].filter((c) => c.clear);
  return {
    strong: all.filter((c) => c.impact!.low > 0).sort((a, b) => b.impact!.value - a.impact!.value),
    weak: all.filter((c) => c.impact!.high < 0).sort((a, b) => a.impact!.value - b.impact!.value),
  };
}
