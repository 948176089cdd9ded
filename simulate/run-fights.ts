// A slice of fights of one variant: fights from..to-1, each seeded from (run seed, index).
import { runFight, type SimMatchup, type Variant } from './fight.js';
import { fightSeed } from './rng.js';
import { emptyTally, type Tally } from './tally.js';

export function runFights(
  m: SimMatchup,
  v: Variant,
  seed: number,
  from: number,
  to: number,
  onFight?: () => void,
): Tally {
  const tally = emptyTally();
  for (let i = from; i < to; i++) {
    runFight(m, v, fightSeed(seed, i), i, tally);
    onFight?.();
  }
  return tally;
}
