// The round's maneuver allowance: what the maneuvers and the reactions of an attack both spend.
import { fail } from '../../core/errors.js';
import type { Combatant, IcState } from './types.js';

export type Speed = 'slow' | 'fast';

/** Spend one maneuver of the round's allowance (per card held): a fast one may use an unspent slow one. */
export function spend(state: IcState, c: Combatant, speed: Speed, path: readonly (string | number)[]): Combatant {
  const turns = state.holders[c.holder]!.cards.length;
  const slowMax = state.tables.turn.slow * turns;
  const fastMax = state.tables.turn.fast * turns;
  if (speed === 'slow') {
    if (c.slowUsed >= slowMax)
      fail('combat/no-maneuver-left', `${c.name} has no slow maneuver left this round`, {
        path,
        hint: 'one slow and one fast, or two fast, per turn',
      });
    return { ...c, slowUsed: c.slowUsed + 1 };
  }
  if (c.fastUsed < fastMax) return { ...c, fastUsed: c.fastUsed + 1 };
  if (state.tables.turn.slow_as_fast && c.slowUsed < slowMax) return { ...c, slowUsed: c.slowUsed + 1 };
  return fail('combat/no-maneuver-left', `${c.name} has no fast maneuver left this round`, {
    path,
    hint: 'reactions spend fast maneuvers; save one for later in the round',
  });
}
