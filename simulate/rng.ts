// The balance lab's own seeded randomness, pure like the engine's: a state in, a state out.
// Fight seeds come from (run seed, fight index) alone, so a fight is the same fight whichever
// worker, shard or order runs it.

/** splitmix32 of one word: spreads nearby integers over the whole 32-bit range. */
export function mix32(x: number): number {
  let z = (x + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** The seed of fight `index` of a run seeded `seed` (engine dice and policies derive from it). */
export function fightSeed(seed: number, index: number): number {
  return mix32(mix32(seed >>> 0) ^ mix32((index >>> 0) + 0x5bd1e995));
}

/** A policy's random state: one 32-bit word (mulberry32). */
export type Rng = number;

/** The next word and the next state. */
export function next(rng: Rng): [Rng, number] {
  const s = (rng + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [s, (t ^ (t >>> 14)) >>> 0];
}

/** A whole number in [0, n). */
export function below(rng: Rng, n: number): [Rng, number] {
  const [s, w] = next(rng);
  return [s, Math.floor((w / 4294967296) * n)];
}

/** True with probability p. */
export function chance(rng: Rng, p: number): [Rng, boolean] {
  const [s, w] = next(rng);
  return [s, w / 4294967296 < p];
}
