// What a batch of fights adds up to, in whole numbers only: sums and sums of squares of integer
// per-fight (or per-play) values, counts, histograms, and the lowest fight index of each outcome.
// Integer addition and `min` are exact and order-free, so tallies merged from any number of
// workers or shards are identical to one run's, down to the last bit of results.json.

export interface Moments {
  sum: number;
  sq: number;
}

/** Why a planned play did not resolve (docs/simulate.md, "Tallies"). */
export const SKIP_REASONS = ['stunned', 'down', 'no_target', 'out_of_range'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export type Skips = Record<SkipReason, number>;

/** One card (or stance) of one side. */
export interface PlayTally {
  /** Planned plays: revealed in the order, whether they resolved or not. */
  plays: number;
  /** Plays that made an attack roll, and how many of those hit. */
  attacks: number;
  hits: number;
  /** Damage dealt by the plays (Poise and Health), with its square per play. */
  damage: Moments;
  /** Fights in which the side played it at least once, and how many of those the side won. */
  fights: number;
  fightsWon: number;
  /** Plays that did not resolve, by reason. */
  skipped: Skips;
}

/** One combatant, over the fights (per-fight values as moments). */
export interface FighterTally {
  /** Attack damage it dealt per fight. */
  dealt: Moments;
  /** Damage it took per fight: attack damage and bleeding wounds. */
  taken: Moments;
  /** Its planned plays that did not resolve, by reason (a stunned turn is one `stunned`). */
  skipped: Skips;
  /** Fights in which it went down (at 0 Health) at least once, and in which it was dead at the end. */
  downs: number;
  deaths: number;
  /** Rounds it was standing per fight (until it went down or the fight ended). */
  rounds: Moments;
  /** Action card id → its planned plays by this combatant. */
  plays: Record<string, number>;
}

/** One side of the matchup, per fight. */
export interface SideTally {
  dealt: Moments;
  taken: Moments;
  /** Its combatants down at the end of the fight, and dead after the death saves. */
  downs: Moments;
  deaths: Moments;
  /** Health left over the side's combatants at the end → fights. */
  health: Record<string, number>;
}

export interface Tally {
  fights: number;
  draws: number;
  /** Wins of matchup side 0 and side 1. */
  wins: [number, number];
  rounds: Moments;
  deaths: Moments;
  afflictions: Moments;
  /** `<side index>:<card id>` → its plays. */
  cards: Record<string, PlayTally>;
  stances: Record<string, PlayTally>;
  /** Combatant id → its figures. */
  fighters: Record<string, FighterTally>;
  sides: [SideTally, SideTally];
  /** Rounds a fight lasted → [side 0 won, side 1 won, draw] fights. */
  ends: Record<string, [number, number, number]>;
  /** `<0|1|draw>:<rounds>` → the lowest fight index with that outcome (for replays). */
  firsts: Record<string, number>;
}

export const emptyMoments = (): Moments => ({ sum: 0, sq: 0 });
export const emptySkips = (): Skips => ({ stunned: 0, down: 0, no_target: 0, out_of_range: 0 });
export const emptyPlay = (): PlayTally => ({
  plays: 0,
  attacks: 0,
  hits: 0,
  damage: emptyMoments(),
  fights: 0,
  fightsWon: 0,
  skipped: emptySkips(),
});
export const emptyFighter = (): FighterTally => ({
  dealt: emptyMoments(),
  taken: emptyMoments(),
  skipped: emptySkips(),
  downs: 0,
  deaths: 0,
  rounds: emptyMoments(),
  plays: {},
});
const emptySide = (): SideTally => ({
  dealt: emptyMoments(),
  taken: emptyMoments(),
  downs: emptyMoments(),
  deaths: emptyMoments(),
  health: {},
});

export function emptyTally(): Tally {
  return {
    fights: 0,
    draws: 0,
    wins: [0, 0],
    rounds: emptyMoments(),
    deaths: emptyMoments(),
    afflictions: emptyMoments(),
    cards: {},
    stances: {},
    fighters: {},
    sides: [emptySide(), emptySide()],
    ends: {},
    firsts: {},
  };
}

export function addValue(m: Moments, v: number): void {
  m.sum += v;
  m.sq += v * v;
}

function addMoments(into: Moments, m: Moments): void {
  into.sum += m.sum;
  into.sq += m.sq;
}

function addSkips(into: Skips, s: Skips): void {
  for (const r of SKIP_REASONS) into[r] += s[r];
}

function addCounts(into: Record<string, number>, from: Readonly<Record<string, number>>): void {
  for (const [k, n] of Object.entries(from)) into[k] = (into[k] ?? 0) + n;
}

export function addPlays(into: Record<string, PlayTally>, from: Iterable<readonly [string, PlayTally]>): void {
  for (const [k, p] of from) {
    const t = (into[k] ??= emptyPlay());
    t.plays += p.plays;
    t.attacks += p.attacks;
    t.hits += p.hits;
    addMoments(t.damage, p.damage);
    t.fights += p.fights;
    t.fightsWon += p.fightsWon;
    addSkips(t.skipped, p.skipped);
  }
}

export function addFighter(into: FighterTally, f: FighterTally): void {
  addMoments(into.dealt, f.dealt);
  addMoments(into.taken, f.taken);
  addSkips(into.skipped, f.skipped);
  into.downs += f.downs;
  into.deaths += f.deaths;
  addMoments(into.rounds, f.rounds);
  addCounts(into.plays, f.plays);
}

function addSide(into: SideTally, s: SideTally): void {
  addMoments(into.dealt, s.dealt);
  addMoments(into.taken, s.taken);
  addMoments(into.downs, s.downs);
  addMoments(into.deaths, s.deaths);
  addCounts(into.health, s.health);
}

/** Adds `from` into `into` (in place) and returns it. */
export function mergeTally(into: Tally, from: Tally): Tally {
  into.fights += from.fights;
  into.draws += from.draws;
  into.wins[0] += from.wins[0];
  into.wins[1] += from.wins[1];
  addMoments(into.rounds, from.rounds);
  addMoments(into.deaths, from.deaths);
  addMoments(into.afflictions, from.afflictions);
  addPlays(into.cards, Object.entries(from.cards));
  addPlays(into.stances, Object.entries(from.stances));
  for (const [id, f] of Object.entries(from.fighters)) addFighter((into.fighters[id] ??= emptyFighter()), f);
  addSide(into.sides[0], from.sides[0]);
  addSide(into.sides[1], from.sides[1]);
  for (const [r, e] of Object.entries(from.ends)) {
    const t = (into.ends[r] ??= [0, 0, 0]);
    t[0] += e[0];
    t[1] += e[1];
    t[2] += e[2];
  }
  for (const [k, i] of Object.entries(from.firsts))
    if (into.firsts[k] === undefined || i < into.firsts[k]!) into.firsts[k] = i;
  return into;
}

/** Keys in a fixed order, so JSON of equal tallies is equal whatever order they were first seen in. */
export function canonical(t: Tally): Tally {
  const sort = <T>(r: Record<string, T>): Record<string, T> =>
    Object.fromEntries(
      Object.keys(r)
        .sort()
        .map((k) => [k, r[k]!]),
    );
  const side = (s: SideTally): SideTally => ({ ...s, health: sort(s.health) });
  const fighters = Object.fromEntries(
    Object.keys(t.fighters)
      .sort()
      .map((k) => [k, { ...t.fighters[k]!, plays: sort(t.fighters[k]!.plays) }]),
  );
  return {
    ...t,
    cards: sort(t.cards),
    stances: sort(t.stances),
    fighters,
    sides: [side(t.sides[0]), side(t.sides[1])],
    ends: sort(t.ends),
    firsts: sort(t.firsts),
  };
}
