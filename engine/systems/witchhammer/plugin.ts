// The WitchHammer plugin: init/step/view with no zod at run time, so the browser
// extension's overlay can import it directly and stay small.
import { fail } from '../../core/errors.js';
import type { SystemPlugin } from '../../core/types.js';
import type { WhEvent } from './event-types.js';
import { check } from './checks.js';
import { endCombat } from './end-combat.js';
import { reorder, reveal } from './order.js';
import { play, timerExpired, unplay } from './planning.js';
import { resolveNext, resolveRound } from './resolve.js';
import { init } from './setup.js';
import type { WhAction, WhSetup, WhState } from './types.js';
import { view } from './view.js';

type Out = { state: WhState; events: readonly WhEvent[] };

/** The step of each action type: one table rather than a switch of forwarding cases. */
const handlers: { readonly [K in WhAction['type']]: (state: WhState, action: Extract<WhAction, { type: K }>) => Out } =
  {
    play,
    unplay,
    'timer-expired': timerExpired,
    reveal,
    reorder,
    'resolve-next': resolveNext,
    'resolve-round': resolveRound,
    'end-combat': endCombat,
    check,
  };

function step(state: WhState, action: WhAction): Out {
  if (state.ended && action.type !== 'check') fail('combat/ended', 'the combat is over');
  // An own-key check: a type such as `constructor` is unknown, not Object's.
  if (!Object.hasOwn(handlers, action.type))
    fail('combat/unknown-action', `unknown action type '${(action as { type: string }).type}'`, { path: ['type'] });
  return (handlers[action.type] as (state: WhState, action: WhAction) => Out)(state, action);
}

export const plugin: SystemPlugin<WhState, WhSetup, WhAction> = {
  id: 'witchhammer',
  name: 'WitchHammer',
  init,
  step,
  view,
};

export { init, view };
export { combatantsFromCharacter, playCardFrom } from './setup.js';
export { penaltyFor, penaltyGroups, wounds } from './penalty.js';
export { splitDamage } from './damage.js';
export type * from './types.js';
export type { WhView, WhCombatantView, WhOrderEntry } from './view.js';
