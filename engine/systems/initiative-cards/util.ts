// Small immutable helpers shared by the initiative-cards step functions.
import { fail } from '../../core/errors.js';
import { suggestion } from '../../catalog/did-you-mean.js';
import type { Combatant, IcState } from './types.js';

export function getCombatant(state: IcState, id: unknown, path: readonly (string | number)[]): Combatant {
  if (typeof id !== 'string' || !Object.prototype.hasOwnProperty.call(state.combatants, id)) {
    fail('target/unknown', `no combatant \`${String(id)}\``, { path, hint: suggestion(String(id), state.ids) ?? `combatants: ${state.ids.join(', ')}` });
  }
  return state.combatants[id]!;
}

export function withCombatant(state: IcState, c: Combatant): IcState {
  return { ...state, combatants: { ...state.combatants, [c.id]: c } };
}

export function inFight(c: Combatant): boolean {
  return !c.out && !c.fled;
}

/** Zones between two zones (breadth-first over the adjacency); Infinity when unconnected. */
export function zoneDistance(state: IcState, from: string, to: string): number {
  if (from === to) return 0;
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 1; frontier.length; d++) {
    const next: string[] = [];
    for (const z of frontier) {
      for (const n of state.zones[z] ?? []) {
        if (n === to) return d;
        if (!seen.has(n)) {
          seen.add(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return Infinity;
}
