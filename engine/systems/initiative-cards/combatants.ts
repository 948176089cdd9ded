// Immutable helpers over the initiative-cards combatants, shared by its step functions.
import { zoneDistance as distance } from '../../core/zone-map.js';
import { fail } from '../../core/errors.js';
import { suggestion } from '../../diagnostics/did-you-mean.js';
import type { Combatant, IcState } from './types.js';

export function getCombatant(state: IcState, id: unknown, path: readonly (string | number)[]): Combatant {
  if (typeof id !== 'string' || !Object.hasOwn(state.combatants, id)) {
    fail('target/unknown', `no combatant \`${String(id)}\``, {
      path,
      hint: suggestion(String(id), state.ids) ?? `combatants: ${state.ids.join(', ')}`,
    });
  }
  return state.combatants[id]!;
}

export function withCombatant(state: IcState, c: Combatant): IcState {
  return { ...state, combatants: { ...state.combatants, [c.id]: c } };
}

export function inFight(c: Combatant): boolean {
  return !c.out && !c.fled;
}

/** Zones between two zones (engine/core/zone-map.ts). */
export function zoneDistance(state: IcState, from: string, to: string): number {
  return distance(state.zones, from, to);
}
