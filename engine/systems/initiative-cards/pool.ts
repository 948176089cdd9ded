// A test's successes. The table may type the count it rolled (`successes:`), or give the base
// dice pool (`dice:`) and let the engine build the pool the rules ask for — +1 die per extra
// ambush success on the ambusher's first maneuver of the round, one die fewer per Harm point of
// an NPC, the Fear test's extra dice — and roll it (seeded, or the faces typed in `rolls:`).
// The rules' chapter on Action tests is missing: a die showing `tests.success_on` or more on a
// d`tests.die` is a success (system.yaml; docs/systems/initiative-cards.md).
import { roll, type Roll } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import type { Combatant, IcState, TestSpec } from './types.js';
import { withCombatant } from './combatants.js';

export interface PoolMods {
  /** The ambush bonus, when this test is the ambusher's first maneuver of the round. */
  readonly ambush?: number;
  /** Extra dice the rule gives (the Fear test's player characters). */
  readonly extra?: number;
  /** The creature's own dice for this test (its stat block), rolled when the test gives none. */
  readonly base?: number;
}

/**
 * The creature's dice for a maneuver's test: the best of the Actions system.yaml lists for it
 * (a parry is Strike or Force) that its stat block gives; Endure falls back on `endure:`.
 */
export function basePool(state: IcState, c: Combatant, maneuverId: string): number | undefined {
  const m = [...state.tables.slow_maneuvers, ...state.tables.fast_maneuvers].find((x) => x.id === maneuverId);
  return actionPool(c, m?.actions ?? []);
}

/** The best of these Actions' dice in a creature's stat block. */
export function actionPool(c: Combatant, actions: readonly string[]): number | undefined {
  let best: number | undefined;
  for (const a of actions) {
    const key = a.toLowerCase();
    const v = c.actions?.[key] ?? (key === 'endure' ? c.endure : undefined);
    if (v !== undefined && (best === undefined || v > best)) best = v;
  }
  return best;
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

export function testResult(
  state0: IcState,
  c: Combatant,
  spec0: TestSpec,
  path: readonly (string | number)[],
  what: string,
  mods: PoolMods = {},
): TestResult {
  let spec = spec0;
  const ambush = mods.ambush ?? 0;
  // A Controlled Fear success: "+1 to a next roll" — dice on this test, used up by it.
  const bonus = state0.combatants[c.id]?.nextRollBonus ?? 0;
  const state = bonus ? withCombatant(state0, { ...state0.combatants[c.id]!, nextRollBonus: 0 }) : state0;
  const extra = (mods.extra ?? 0) + bonus;
  const penalty = dicePenalty(state, c);
  // Nothing typed: the creature's own dice (its stat block). Faces without a base are the pool the
  // table built and rolled itself, like typed successes.
  if (spec.dice === undefined && spec.successes === undefined && spec.rolls === undefined && mods.base !== undefined)
    spec = { ...spec, dice: mods.base };
  if (spec.dice === undefined && spec.rolls !== undefined) {
    if (spec.successes !== undefined)
      fail('combat/successes-or-dice', 'give the successes or the faces rolled, not both', {
        path: [...path, 'successes'],
      });
    // The table built and rolled its own pool: count its successes, show what the pool should have had.
    const { successes: n, rolls } = poolFaces(state, spec.rolls.length, spec.rolls, 'test', [...path, 'rolls']);
    const expected = {
      ...(ambush ? { ambush_dice: ambush } : {}),
      ...(extra ? { extra_dice: extra } : {}),
      ...(bonus ? { next_roll_dice: bonus } : {}),
      ...(penalty ? { harm_dice: -penalty } : {}),
    };
    return {
      state,
      successes: n,
      detail: {
        faces: [...spec.rolls],
        successes: n,
        ...(Object.keys(expected).length ? { typed_pool_modifiers: expected } : {}),
      },
      rolls,
    };
  }
  if (spec.dice === undefined) {
    if (spec.successes === undefined)
      fail(
        'combat/needs-successes',
        `${what} needs the successes rolled (\`successes:\`) or the dice pool (\`dice:\`)`,
        { path: [...path, 'successes'] },
      );
    // The table rolled its own pool: the engine only shows the modifiers that pool should have had.
    const expected = {
      ...(ambush ? { ambush_dice: ambush } : {}),
      ...(extra ? { extra_dice: extra } : {}),
      ...(bonus ? { next_roll_dice: bonus } : {}),
      ...(penalty ? { harm_dice: -penalty } : {}),
    };
    return {
      state,
      successes: spec.successes,
      detail: {
        successes: spec.successes,
        ...(Object.keys(expected).length ? { typed_pool_modifiers: expected } : {}),
      },
      rolls: [],
    };
  }
  if (spec.successes !== undefined)
    fail('combat/successes-or-dice', 'give the successes or the dice pool, not both', { path: [...path, 'successes'] });
  const pool = Math.max(0, spec.dice + ambush + extra - penalty);
  if (spec.rolls !== undefined && spec.rolls.length !== pool) {
    const parts = [
      `${spec.dice} base`,
      ...(ambush ? [`+${ambush} ambush`] : []),
      ...(extra ? [`+${extra} extra`] : []),
      ...(penalty ? [`−${penalty} Harm`] : []),
    ];
    fail('combat/pool-size', `the pool is ${pool} dice (${parts.join(' ')}), ${spec.rolls.length} faces given`, {
      path: [...path, 'rolls'],
      hint: `type ${pool} faces, or leave \`rolls:\` out to let the engine roll`,
    });
  }
  const { dice, rolls, successes } = poolFaces(state, pool, spec.rolls, 'test', [...path, 'rolls']);
  const detail = {
    dice: spec.dice,
    pool,
    ...(ambush ? { ambush_dice: ambush } : {}),
    ...(extra ? { extra_dice: extra } : {}),
    ...(bonus ? { next_roll_dice: bonus } : {}),
    ...(penalty ? { harm_dice: -penalty } : {}),
    faces: rolls.map((r) => r.value),
    successes,
  };
  return { state: { ...state, dice }, successes, detail, rolls };
}

/**
 * The Director's extra successes: "when fighting in darkness you may need an extra success to Shoot".
 * The maneuver's own `extra_successes`, else every circumstance of the fight that names the maneuver
 * and does not spare this creature.
 */
export function extraNeeded(
  state: IcState,
  c: Combatant,
  maneuverId: string,
  own: number | undefined,
): { extra: number; why: string[] } {
  if (own !== undefined) return { extra: own, why: own ? ['the Director'] : [] };
  const hits = state.circumstances.filter(
    (x) => x.maneuvers.includes(maneuverId) && !(x.unaffected ?? []).includes(c.id),
  );
  return { extra: hits.reduce((t, x) => t + x.extra_successes, 0), why: hits.map((x) => x.name) };
}

/**
 * A pool of the tests' die (system.yaml `tests`): the faces typed in, each checked to be a face of
 * the die, or else `pool` dice rolled; and its successes. `path` points at the typed faces.
 */
export function poolFaces(
  state: IcState,
  pool: number,
  typed: readonly number[] | undefined,
  purpose: string,
  path: readonly (string | number)[],
): { dice: IcState['dice']; rolls: Roll[]; successes: number } {
  const { die, success_on } = state.tables.tests;
  let dice = state.dice;
  const rolls: Roll[] = [];
  if (typed !== undefined) {
    typed.forEach((v, i) => {
      if (!Number.isInteger(v) || v < 1 || v > die)
        fail('dice/out-of-range', `${v} is not a face of a d${die}`, { path: [...path, i] });
      rolls.push({ die, value: v, source: 'queue', purpose });
    });
  } else {
    for (let i = 0; i < pool; i++) {
      const [d, r] = roll(dice, die, purpose);
      dice = d;
      rolls.push(r);
    }
  }
  return { dice, rolls, successes: rolls.filter((r) => r.value >= success_on).length };
}
