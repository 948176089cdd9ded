// A test's successes. The table may type the count it rolled (`successes:`), or give the base
// dice pool (`dice:`) and let the engine build the pool the rules ask for — +1 die per extra
// ambush success on the ambusher's first maneuver of the round, one die fewer per Harm point of
// an NPC, the Fear test's extra dice — and roll it (seeded, or the faces typed in `rolls:`).
// The seed's chapter on Action tests is missing: a die showing `tests.success_on` or more on a
// d`tests.die` is a success (system.yaml; docs/systems/initiative-cards.md).
import { roll, type Roll } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import type { Combatant, IcState, TestSpec } from './types.js';

export interface PoolMods {
  /** The ambush bonus, when this test is the ambusher's first maneuver of the round. */
  readonly ambush?: number;
  /** Extra dice the rule gives (the Fear test's player characters). */
  readonly extra?: number;
}

export interface TestResult {
  readonly state: IcState;
  readonly successes: number;
  /** How the pool was built and what it rolled, for the event. */
  readonly detail: Record<string, unknown>;
  readonly rolls: readonly Roll[];
}

/** NPCs and animals: fewer dice per Harm point (player characters use the Harm & Healing rules). */
export function dicePenalty(state: IcState, c: Combatant): number {
  return c.pc ? 0 : (c.physical + c.mental) * state.tables.harm.npc_dice_per_point;
}

export function testResult(state: IcState, c: Combatant, spec: TestSpec, path: readonly (string | number)[], what: string, mods: PoolMods = {}): TestResult {
  const ambush = mods.ambush ?? 0;
  const extra = mods.extra ?? 0;
  const penalty = dicePenalty(state, c);
  if (spec.dice === undefined) {
    if (spec.rolls !== undefined) fail('combat/rolls-need-dice', '`rolls:` are the faces of a pool: give its base size in `dice:`', { path: [...path, 'dice'] });
    if (spec.successes === undefined) fail('combat/needs-successes', `${what} needs the successes rolled (\`successes:\`) or the dice pool (\`dice:\`)`, { path: [...path, 'successes'] });
    // The table rolled its own pool: the engine only shows the modifiers that pool should have had.
    const expected = { ...(ambush ? { ambush_dice: ambush } : {}), ...(extra ? { extra_dice: extra } : {}), ...(penalty ? { harm_dice: -penalty } : {}) };
    return { state, successes: spec.successes, detail: { successes: spec.successes, ...(Object.keys(expected).length ? { typed_pool_modifiers: expected } : {}) }, rolls: [] };
  }
  if (spec.successes !== undefined) fail('combat/successes-or-dice', 'give the successes or the dice pool, not both', { path: [...path, 'successes'] });
  const pool = Math.max(0, spec.dice + ambush + extra - penalty);
  const { die, success_on } = state.tables.tests;
  let dice = state.dice;
  const rolls: Roll[] = [];
  if (spec.rolls !== undefined) {
    if (spec.rolls.length !== pool) {
      const parts = [`${spec.dice} base`, ...(ambush ? [`+${ambush} ambush`] : []), ...(extra ? [`+${extra} extra`] : []), ...(penalty ? [`−${penalty} Harm`] : [])];
      fail('combat/pool-size', `the pool is ${pool} dice (${parts.join(' ')}), ${spec.rolls.length} faces given`, { path: [...path, 'rolls'], hint: `type ${pool} faces, or leave \`rolls:\` out to let the engine roll` });
    }
    spec.rolls.forEach((v, i) => {
      if (!Number.isInteger(v) || v < 1 || v > die) fail('dice/out-of-range', `${v} is not a face of a d${die}`, { path: [...path, 'rolls', i] });
      rolls.push({ die, value: v, source: 'queue', purpose: 'test' });
    });
  } else {
    for (let i = 0; i < pool; i++) {
      const [d, r] = roll(dice, die, 'test');
      dice = d;
      rolls.push(r);
    }
  }
  const successes = rolls.filter((r) => r.value >= success_on).length;
  const detail = { dice: spec.dice, pool, ...(ambush ? { ambush_dice: ambush } : {}), ...(extra ? { extra_dice: extra } : {}), ...(penalty ? { harm_dice: -penalty } : {}), faces: rolls.map((r) => r.value), successes };
  return { state: { ...state, dice }, successes, detail, rolls };
}
