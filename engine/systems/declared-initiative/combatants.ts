// Immutable helpers over the declared-initiative combatants, shared by its step functions.
import { fail } from '../../core/errors.js';
import { suggestion } from '../../diagnostics/did-you-mean.js';
import type { Combatant, DiState } from './types.js';

export function getCombatant(state: DiState, id: unknown, path: readonly (string | number)[]): Combatant {
  if (typeof id !== 'string' || !Object.hasOwn(state.combatants, id)) {
    fail('target/unknown', `no combatant \`${String(id)}\``, {
      path,
      hint: suggestion(String(id), state.ids) ?? `combatants: ${state.ids.join(', ')}`,
    });
  }
  return state.combatants[id]!;
}

export function withCombatant(state: DiState, c: Combatant): DiState {
  return { ...state, combatants: { ...state.combatants, [c.id]: c } };
}

/** Still fighting: present, alive, not withdrawn, not broken, above 0 WP. */
export function isFighting(state: DiState, c: Combatant): boolean {
  return c.present && !c.dead && !c.withdrawn && c.morale !== 'failed' && c.wp > state.tables.wounds.incapacitated_at;
}

/** Can declare and take actions at all (incapacitated and dying creatures still can). */
export function canAct(c: Combatant, round: number): boolean {
  return c.present && !c.dead && !c.withdrawn && c.surprisedRound !== round;
}

export function deathThreshold(state: DiState, c: Combatant): number {
  return -c.strength * state.tables.wounds.death_strength_factor;
}

export function defenseOf(state: DiState, c: Combatant): number {
  const decl = state.declarations[c.id];
  const bonus = decl ? (state.tables.actions[decl.action]?.defense_bonus ?? 0) : 0;
  return state.tables.defense.base + c.agility + c.defense + bonus;
}
