// Expected damage of one attack from the attack math and the d20 table: with net = attack −
// defense, a face f hits when net + f + adj(f) > threshold and deals the excess. Built once per
// tables object as a lookup by net attack, so a policy weighs every card × stance × target cheaply.
import { d20Adjustment } from '../engine/systems/witchhammer/d20.js';
import type { WitchhammerTables } from '../engine/systems/witchhammer/tables.js';

const RANGE = 200;
const TABLES = new WeakMap<WitchhammerTables, Float64Array>();

function build(t: WitchhammerTables): Float64Array {
  const out = new Float64Array(2 * RANGE + 1);
  const die = t.attack.die;
  for (let net = -RANGE; net <= RANGE; net++) {
    let sum = 0;
    for (let f = 1; f <= die; f++) {
      const total = net + f + d20Adjustment(f, t);
      if (total > t.attack.hit_threshold) sum += total - t.attack.hit_threshold;
    }
    out[net + RANGE] = sum / die;
  }
  return out;
}

/** Mean damage of an attack whose attack minus defense is `net`. */
export function expectedDamage(net: number, t: WitchhammerTables): number {
  let table = TABLES.get(t);
  if (!table) TABLES.set(t, (table = build(t)));
  return table[Math.max(-RANGE, Math.min(RANGE, net)) + RANGE]!;
}

/** Probability that an attack with this net attack hits. */
export function hitChance(net: number, t: WitchhammerTables): number {
  let hits = 0;
  for (let f = 1; f <= t.attack.die; f++) if (net + f + d20Adjustment(f, t) > t.attack.hit_threshold) hits++;
  return hits / t.attack.die;
}
