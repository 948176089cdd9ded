// Harm: a hit deals the weapon's damage in levels of Physical Harm (plus any extra successes);
// fear deals Mental Harm. NPCs and animals roll one fewer die per Harm point.
import { fail } from '../../core/errors.js';
import type { EngineEvent } from '../../core/types.js';
import { actionPool, poolFaces, testResult } from './pool.js';
import type { Roll } from '../../core/dice.js';
import type { Combatant, DirectorRoll, IcState, TestSpec } from './types.js';
import { getCombatant, inFight, withCombatant } from './combatants.js';

export function applyHarm(
  state: IcState,
  c: Combatant,
  amount: number,
  kind: string,
  source?: string,
): { state: IcState; event: EngineEvent } {
  if (!state.tables.harm.types.includes(kind)) {
    fail('combat/harm-type', `\`${kind}\` is not a kind of Harm`, {
      path: ['kind'],
      hint: `kinds: ${state.tables.harm.types.join(', ')}`,
    });
  }
  const key = kind === 'mental' ? 'mental' : 'physical';
  const before = c[key];
  const after = before + Math.max(0, amount);
  const out = c.out || (c.harmLimit !== undefined && after >= c.harmLimit);
  const next = { ...c, [key]: after, out };
  return {
    state: withCombatant(state, next),
    event: {
      type: 'harm',
      round: state.round,
      ...(source ? { actor: source } : {}),
      target: c.id,
      changes: { [`${c.id}.${key}`]: [before, after], ...(out !== c.out ? { [`${c.id}.out`]: [c.out, out] } : {}) },
      detail: {
        amount: Math.max(0, amount),
        kind: key,
        ...(c.harmLimit !== undefined ? { limit: c.harmLimit } : {}),
        out,
      },
    },
  };
}

export function harmAction(
  state: IcState,
  combatant: unknown,
  amount: number,
  kind: string,
  source: string | undefined,
): { state: IcState; events: EngineEvent[] } {
  const c = getCombatant(state, combatant, ['combatant']);
  if (!Number.isInteger(amount) || amount < 0)
    fail('combat/bad-amount', 'Harm is a whole number of levels', { path: ['amount'] });
  const r = applyHarm(state, c, amount, kind, source);
  return {
    state: r.state,
    events: [{ ...r.event, detail: { ...r.event.detail, ...(source ? {} : { source: 'gm' }) } }],
  };
}

/** The Fear test's extra dice: one per player character in the zone (not Severely Mentally Harmed), to the maximum. */
export function fearDice(state: IcState, c: Combatant): number {
  const t = state.tables.fear;
  const pcs = state.ids
    .map((id) => state.combatants[id]!)
    .filter((o) => o.pc && inFight(o) && o.zone === c.zone && o.mental < state.tables.harm.severe_mental_at).length;
  return Math.min(t.max_extra_dice, pcs * t.dice_per_pc);
}

/**
 * A Fear test: Endure, plus one die per player character in the fighter's zone (max +3; those with
 * Severe Mental Harm do not count), against the Fear value. The pool is built by pool.ts.
 */
export function fearTest(
  state: IcState,
  combatant: unknown,
  fear: number,
  spec: TestSpec,
  position: 'controlled' | 'risky' | 'desperate',
): { state: IcState; events: EngineEvent[] } {
  const c = getCombatant(state, combatant, ['combatant']);
  const { fear: t } = state.tables;
  if (!Object.hasOwn(t.failure_harm, position))
    fail('combat/position', `unknown position \`${position}\``, {
      path: ['position'],
      hint: 'controlled, risky or desperate',
    });
  const bonus = fearDice(state, c);
  const test = testResult(state, c, spec, [], 'a Fear test (Endure)', {
    extra: bonus,
    base: actionPool(c, ['Endure']),
  });
  const passed = test.successes >= fear;
  // "Controlled: Success with a bonus, +1 to a next roll": dice on the creature's next test.
  const next = passed ? t.success_bonus_dice[position] : 0;
  const event: EngineEvent = {
    type: 'fear',
    round: state.round,
    actor: c.id,
    ...(test.rolls.length ? { rolls: [...test.rolls] } : {}),
    detail: { fear, ...test.detail, bonus_dice: bonus, position, passed, ...(next ? { next_roll_bonus: next } : {}) },
  };
  if (passed)
    return {
      state: next ? withCombatant(test.state, { ...test.state.combatants[c.id]!, nextRollBonus: next }) : test.state,
      events: [event],
    };
  const r = applyHarm(test.state, test.state.combatants[c.id]!, t.failure_harm[position], 'mental');
  return { state: r.state, events: [event, r.event] };
}

type Out = { state: IcState; events: EngineEvent[] };

/** The Endure test behind a hazard: the typed test, else the creature's own Endure pool, rolled. */
function endure(state: IcState, c: Combatant, spec: TestSpec, what: string): ReturnType<typeof testResult> {
  const typed = spec.successes !== undefined || spec.dice !== undefined || spec.rolls !== undefined;
  const own = actionPool(c, ['Endure']);
  if (!typed && own === undefined)
    fail('combat/needs-endure', `${what} needs ${c.name}'s Endure test`, {
      path: ['successes'],
      hint: 'type `successes:` or `dice:`, or give the combatant `endure:` (its Endure dice)',
    });
  return testResult(state, c, spec, [], `${c.name}'s Endure test`, { base: own });
}

/** The Director's roll: typed successes, the faces of the pool, or the seeded dice. */
function directorRoll(
  state: IcState,
  pool: number,
  r: DirectorRoll | undefined,
): { state: IcState; successes: number; rolls: Roll[]; detail: Record<string, unknown> } {
  if (r?.successes !== undefined)
    return { state, successes: r.successes, rolls: [], detail: { pool, successes: r.successes } };
  if (r?.rolls && r.rolls.length !== pool)
    fail('combat/pool-size', `the Director rolls ${pool} dice, ${r.rolls.length} faces given`, {
      path: ['director', 'rolls'],
    });
  const { dice, rolls, successes } = poolFaces(state, pool, r?.rolls, 'director', ['director', 'rolls']);
  return { state: { ...state, dice }, successes, rolls, detail: { pool, faces: rolls.map((x) => x.value), successes } };
}

/**
 * Fire: "Catching fire causes you to take damage and suffer a Physical Harm. If the fire is not
 * extinguished, you will keep taking damage at the start of each subsequent round. The amount of
 * damage depends on the intensity of the fire … but also on an automatic Endure test … Each success
 * deducts 1 point of damage." The rules' Fire table is missing: the GM types the damage (`intensity`)
 * and the successes that put it out (`extinguish`).
 */
export function burn(
  state: IcState,
  combatant: unknown,
  intensity: number | undefined,
  needed: number | undefined,
  spec: TestSpec,
): Out {
  const c = getCombatant(state, combatant, ['combatant']);
  if (!inFight(c)) fail('combat/cannot-act', `${c.name} is out of the fight`, { path: ['combatant'] });
  const fire = intensity !== undefined ? { intensity, needed: needed ?? 1, saved: 0 } : c.burning;
  if (!fire) return { state, events: [] };
  if (actionPool(c, ['Endure']) === undefined)
    fail(
      'combat/needs-endure',
      `${c.name} needs an Endure pool: the fire burns each round with an automatic Endure test`,
      { path: ['combatant'], hint: 'give the combatant `endure:` (its Endure dice)' },
    );
  const test = endure(state, c, spec, 'the fire');
  const harm = Math.max(0, fire.intensity - test.successes);
  const s = withCombatant(test.state, { ...test.state.combatants[c.id]!, burning: fire });
  const event: EngineEvent = {
    type: 'fire',
    round: s.round,
    target: c.id,
    ...(test.rolls.length ? { rolls: [...test.rolls] } : {}),
    detail: {
      intensity: fire.intensity,
      endure: test.detail,
      harm,
      ...(intensity !== undefined ? { catches: true, extinguish: fire.needed } : {}),
    },
  };
  if (!harm) return { state: s, events: [event] };
  const r = applyHarm(s, s.combatants[c.id]!, harm, s.tables.hazards.fire.harm);
  return { state: r.state, events: [event, r.event] };
}

/**
 * Poison: "you and the Director make an opposed roll. The Director rolls as many dice as the poison's
 * toxicity, while you Endure. If successful you do not take any damage. If it is a tie you suffer one
 * Harm. If you fail, you suffer a number of Harm equal to the Director's successes. In subsequent rounds
 * you keep acquiring Harm, though one fewer for each round."
 */
export function poison(
  state: IcState,
  combatant: unknown,
  toxicity: number,
  director: DirectorRoll | undefined,
  spec: TestSpec,
): Out {
  const c = getCombatant(state, combatant, ['combatant']);
  const t = state.tables.hazards.poison;
  const test = endure(state, c, spec, 'the poison');
  const dr = directorRoll(test.state, toxicity, director);
  const harm = test.successes > dr.successes ? 0 : test.successes === dr.successes ? t.tie_harm : dr.successes;
  const later = Math.max(0, harm - t.decay_per_round);
  let s = withCombatant(dr.state, { ...dr.state.combatants[c.id]!, ...(later ? { poison: later } : {}) });
  const events: EngineEvent[] = [
    {
      type: 'poison',
      round: s.round,
      target: c.id,
      rolls: [...test.rolls, ...dr.rolls],
      detail: { toxicity, endure: test.detail, director: dr.detail, harm, next_round: later },
    },
  ];
  if (harm) {
    const r = applyHarm(s, s.combatants[c.id]!, harm, t.harm);
    s = r.state;
    events.push(r.event);
  }
  return { state: s, events };
}

/** "The effect of the poison can be canceled by using an antidote." */
export function antidote(state: IcState, combatant: unknown): Out {
  const c = getCombatant(state, combatant, ['combatant']);
  if (!c.poison) fail('combat/not-poisoned', `${c.name} is not poisoned`, { path: ['combatant'] });
  const { poison: _gone, ...rest } = c;
  return {
    state: withCombatant(state, { ...rest } as Combatant),
    events: [{ type: 'antidote', round: state.round, target: c.id, changes: { [`${c.id}.poison`]: [c.poison, 0] } }],
  };
}

/**
 * Falling: "When you fall 10 feet or more onto a hard surface, the Director rolls an attack against
 * your Endure. They roll a number of dice for each 5 feet you fall. For each success more than your
 * Endure test, you get a Physical Harm. Armor offers no protection."
 */
export function fall(
  state: IcState,
  combatant: unknown,
  feet: number,
  director: DirectorRoll | undefined,
  spec: TestSpec,
): Out {
  const c = getCombatant(state, combatant, ['combatant']);
  const t = state.tables.hazards.fall;
  if (feet < t.min_feet)
    return {
      state,
      events: [{ type: 'fall', round: state.round, target: c.id, detail: { feet, harm: 0, below: t.min_feet } }],
    };
  const test = endure(state, c, spec, 'the fall');
  const pool = Math.floor(feet / t.feet_per_step) * t.dice_per_step;
  const dr = directorRoll(test.state, pool, director);
  const harm = Math.max(0, dr.successes - test.successes);
  let s = dr.state;
  const events: EngineEvent[] = [
    {
      type: 'fall',
      round: s.round,
      target: c.id,
      rolls: [...test.rolls, ...dr.rolls],
      detail: { feet, endure: test.detail, director: dr.detail, harm },
    },
  ];
  if (harm) {
    const r = applyHarm(s, s.combatants[c.id]!, harm, t.harm);
    s = r.state;
    events.push(r.event);
  }
  return { state: s, events };
}

/** At the start of a round: fires still burning and poisons still working. */
export function ongoingHazards(state: IcState): Out {
  let s = state;
  const events: EngineEvent[] = [];
  for (const id of s.ids) {
    const c = s.combatants[id]!;
    if (!inFight(c)) continue;
    if (c.burning) {
      const r = burn(s, id, undefined, undefined, {});
      s = r.state;
      events.push(...r.events);
    }
    const p = s.combatants[id]!.poison;
    if (p) {
      const later = Math.max(0, p - s.tables.hazards.poison.decay_per_round);
      const { poison: _p, ...rest } = s.combatants[id]!;
      s = withCombatant(s, { ...rest, ...(later ? { poison: later } : {}) } as Combatant);
      const r = applyHarm(s, s.combatants[id]!, p, s.tables.hazards.poison.harm);
      s = r.state;
      events.push(
        { type: 'poison', round: s.round, target: id, detail: { harm: p, next_round: later, ongoing: true } },
        r.event,
      );
    }
  }
  return { state: s, events };
}
