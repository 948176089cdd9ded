// The WitchHammer plugin: init/step/view with no zod at run time, so the browser
// extension's overlay can import it directly and stay small.
import { fail } from '../../core/errors.js';
import type { EngineEvent, SystemPlugin } from '../../core/types.js';
import { check } from './checks.js';
import { endCombat } from './end-combat.js';
import { reorder, reveal } from './order.js';
import { play, timerExpired, unplay } from './planning.js';
import { resolveNext, resolveRound } from './resolve.js';
import { init } from './setup.js';
import type { WhAction, WhSetup, WhState } from './types.js';
import { view } from './view.js';

function step(state: WhState, action: WhAction): { state: WhState; events: readonly EngineEvent[] } {
  if (state.ended && action.type !== 'check') fail('combat/ended', 'the combat is over');
  switch (action.type) {
    case 'play':
      return play(state, action);
    case 'unplay':
      return unplay(state, action);
    case 'timer-expired':
      return timerExpired(state, action);
    case 'reveal':
      return reveal(state);
    case 'reorder':
      return reorder(state, action);
    case 'resolve-next':
      return resolveNext(state, action);
    case 'resolve-round':
      return resolveRound(state, action);
    case 'end-combat':
      return endCombat(state, action);
    case 'check':
      return check(state, action);
    default:
      return fail('combat/unknown-action', `unknown action type '${(action as { type: string }).type}'`, { path: ['type'] });
  }
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
