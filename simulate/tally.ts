// What a batch of fights adds up to, in whole numbers only: sums and sums of squares of integer
// per-fight (or per-play) values. Integer addition is exact and order-free, so tallies merged from
// any number of workers or shards are identical to one run's, down to the last bit of results.json.

export interface Moments {
  sum: number;
  sq: number;
}

/** One card (or stance) of one side. */
export interface PlayTally {
  plays: number;
  /** Plays that made an attack roll, and how many of those hit. */
  attacks: number;
  hits: number;
  /** Damage dealt by the plays (Poise and Health), with its square per play. */
  damage: Moments;
  /** Fights in which the side played it at least once, and how many of those the side won. */
  fights: number;
  fightsWon: number;
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
}

export const emptyMoments = (): Moments => ({ sum: 0, sq: 0 });
export const emptyPlay = (): PlayTally => ({ plays: 0, attacks: 0, hits: 0, damage: emptyMoments(), fights: 0, fightsWon: 0 });

export function emptyTally(): Tally {
  return { fights: 0, draws: 0, wins: [0, 0], rounds: emptyMoments(), deaths: emptyMoments(), afflictions: emptyMoments(), cards: {}, stances: {} };
}

export function addValue(m: Moments, v: number): void {
  m.sum += v;
  m.sq += v * v;
}

function addMoments(into: Moments, m: Moments): void {
  into.sum += m.sum;
  into.sq += m.sq;
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
  }
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
  return into;
}

/** Keys in a fixed order, so JSON of equal tallies is equal whatever order plays were first seen in. */
export function canonical(t: Tally): Tally {
  const sort = (r: Record<string, PlayTally>): Record<string, PlayTally> => Object.fromEntries(Object.keys(r).sort().map((k) => [k, r[k]!]));
  return { ...t, cards: sort(t.cards), stances: sort(t.stances) };
}
