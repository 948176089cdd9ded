// Building the first state: combatants from their stats, and every present creature's
// Base Initiative (d12 − Agility modifier), one roll per shared-initiative group.
import { roll, seedDice, type DiceState, type Roll } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import { SCHEMA_VERSION, type EngineEvent } from '../../core/types.js';
import { SYSTEM_ID, type Combatant, type CombatantSetup, type DiState, type Setup } from './types.js';

const NON_MONSTER_SIDES = new Set(['party', 'players', 'player', 'pcs']);

function toCombatant(s: CombatantSetup, i: number, tables: Setup['tables']): Combatant {
  const path = ['combatants', i];
  if (!/^[a-z0-9][a-z0-9-]*$/.test(s.id ?? ''))
    fail('setup/bad-id', `combatant id \`${String(s.id)}\` is not kebab-case`, { path: [...path, 'id'] });
  for (const w of s.weapons ?? []) {
    if (!tables.damage.critical_multipliers.includes(w.crit)) {
      fail('setup/bad-critical', `weapon \`${w.id}\` has critical ×${w.crit}`, {
        path: [...path, 'weapons'],
        hint: `critical multipliers are ${tables.damage.critical_multipliers.map((m) => `×${m}`).join(', ')}`,
      });
    }
  }
  const wpMax = s.wp ?? s.strength;
  // Starting hurt means starting below the maximum, never above it.
  if (s.current_stress !== undefined && s.current_stress > s.stress) {
    fail('setup/above-maximum', `current Stress ${s.current_stress} is above the maximum of ${s.stress}`, {
      path: [...path, 'current_stress'],
      hint: `at most ${s.stress}`,
    });
  }
  if (s.current_wp !== undefined && s.current_wp > wpMax) {
    fail('setup/above-maximum', `current Wound Points ${s.current_wp} are above the maximum of ${wpMax}`, {
      path: [...path, 'current_wp'],
      hint: `at most ${wpMax} (Strength, or \`wp:\`)`,
    });
  }
  return {
    id: s.id,
    name: s.name ?? s.id,
    side: s.side,
    monster: s.monster ?? !NON_MONSTER_SIDES.has(s.side),
    agility: s.agility,
    strength: s.strength,
    hd: s.hd ?? 0,
    insight: s.insight ?? 0,
    defense: s.defense ?? 0,
    armour: s.armour ?? 0,
    weapons: s.weapons ?? [],
    ...(s.group ? { group: s.group } : {}),
    initiativeBonus: s.initiative_bonus ?? 0,
    ...(s.initiative_die !== undefined ? { initiativeDie: s.initiative_die } : {}),
    stressMax: s.stress,
    stress: s.current_stress ?? s.stress,
    wpMax,
    wp: s.current_wp ?? wpMax,
    present: !s.arrives,
    ...(s.surprised && !s.arrives ? { surprisedRound: 1 } : {}),
    ...(s.surprised && s.arrives ? { surprisedOnArrival: true } : {}),
    wounds: [],
    injuries: [],
    stabilized: false,
    dead: false,
    withdrawn: false,
    catchUp: false,
    bigHit: false,
    actionsThisRound: 0,
    reactionsThisRound: 0,
    attackedBy: [],
    ...(s.speed !== undefined ? { speed: s.speed } : {}),
    moved: 0,
    entered: [],
    injuryEffects: { halfSpeed: false, actionEvery: 0, noAttack: [], attributeDamage: {} },
  };
}

/** Roll (or reuse the group's) Base Initiative. A typed-in d12 face beats the seeded dice. */
export function rollBase(
  state: DiState,
  c: Combatant,
  path: readonly (string | number)[],
): [DiState, Combatant, Roll | undefined] {
  if (c.group && state.groupBase[c.group] !== undefined) {
    return [state, { ...c, base: state.groupBase[c.group] }, undefined];
  }
  const die = state.tables.initiative.die;
  let dice: DiceState = state.dice;
  let r: Roll;
  if (c.initiativeDie !== undefined) {
    if (!Number.isInteger(c.initiativeDie) || c.initiativeDie < 1 || c.initiativeDie > die) {
      fail('dice/out-of-range', `initiative die ${c.initiativeDie} does not fit a d${die}`, {
        path,
        hint: `a whole number from 1 to ${die}`,
      });
    }
    r = { die, value: c.initiativeDie, source: 'queue', purpose: 'initiative' };
  } else {
    [dice, r] = roll(dice, die, 'initiative');
  }
  // A bonus is subtracted and a penalty added: d12 − Agility modifier.
  const base = r.value - c.agility + c.initiativeBonus;
  const groupBase = c.group ? { ...state.groupBase, [c.group]: base } : state.groupBase;
  return [{ ...state, dice, groupBase }, { ...c, base, baseRoll: r }, r];
}

/** The initial state. Base Initiative rolls stay on each combatant (init has no event log). */
export function initState(setup: Setup): DiState {
  const { tables } = setup;
  if (!setup.combatants.length) fail('setup/no-combatants', 'a fight needs combatants', { path: ['combatants'] });
  const seen = new Set<string>();
  const combatants: Record<string, Combatant> = {};
  setup.combatants.forEach((s, i) => {
    if (seen.has(s.id))
      fail('setup/duplicate-id', `combatant \`${s.id}\` is listed twice`, { path: ['combatants', i, 'id'] });
    seen.add(s.id);
    combatants[s.id] = toCombatant(s, i, tables);
  });
  let state: DiState = {
    schemaVersion: SCHEMA_VERSION,
    system: SYSTEM_ID,
    round: 1,
    dice: seedDice(setup.seed ?? 0, setup.dice ?? []),
    ended: false,
    tables,
    phase: 'declare',
    ...(setup.declaring ? { declaring: setup.declaring } : {}),
    ids: setup.combatants.map((c) => c.id),
    combatants,
    groupBase: {},
    declarations: {},
    slots: [],
    pending: [],
  };
  state.ids.forEach((id, i) => {
    const c = state.combatants[id]!;
    if (!c.present) return;
    const [next, withBase] = rollBase(state, c, ['combatants', i, 'initiative_die']);
    state = { ...next, combatants: { ...next.combatants, [id]: withBase } };
  });
  return state;
}

/**
 * The table's d12 for a creature's Base Initiative, typed in place of the engine's roll at the
 * start of combat: only in round 1 before anyone has declared (nothing has used it yet). A group
 * sharing one initiative shares the new roll.
 */
export function typeInitiative(
  state: DiState,
  combatant: string,
  die: number,
): { state: DiState; events: EngineEvent[] } {
  if (state.round !== 1 || state.phase !== 'declare' || Object.keys(state.declarations).length) {
    fail('combat/initiative-rolled', 'the Base Initiative is rolled once, at the start of combat', {
      path: ['type'],
      hint: `type the d${state.tables.initiative.die} before anyone declares in round 1`,
    });
  }
  const c = state.combatants[combatant];
  if (!c) fail('combat/unknown-combatant', `no combatant \`${combatant}\``, { path: ['combatant'] });
  if (!c.present || c.base === undefined)
    fail('combat/not-arrived', `${c.name} has not arrived yet`, {
      path: ['combatant'],
      hint: 'an arrival rolls its initiative as it arrives',
    });
  const sides = state.tables.initiative.die;
  if (!Number.isInteger(die) || die < 1 || die > sides)
    fail('dice/out-of-range', `${die} does not fit a d${sides}`, {
      path: ['die'],
      hint: `a whole number from 1 to ${sides}`,
    });
  const r: Roll = { die: sides, value: die, source: 'queue', purpose: 'initiative' };
  const base = die - c.agility + c.initiativeBonus;
  const combatants = { ...state.combatants };
  const changes: Record<string, [unknown, unknown]> = {};
  for (const id of state.ids) {
    const o = combatants[id]!;
    if (id !== c.id && !(c.group && o.group === c.group && o.base !== undefined)) continue;
    // One initiative for the whole group, as when it was rolled.
    changes[`${id}.base`] = [o.base, base];
    combatants[id] = { ...o, base, ...(id === c.id ? { baseRoll: r } : {}) };
  }
  const groupBase = c.group ? { ...state.groupBase, [c.group]: base } : state.groupBase;
  return {
    state: { ...state, combatants, groupBase },
    events: [{ type: 'initiative', round: state.round, actor: c.id, rolls: [r], changes, detail: { base } }],
  };
}
