// The faction-turns plugin (seed 001): zod-free so the browser extension can import it.
import { fail, requireTypedDiceUsed, type EngineEvent, type SystemPlugin } from '../../core/index.js';
import { chase } from './chase.js';
import { gearCheck } from './gear.js';
import { resolveMorale } from './morale.js';
import { pass, startRound } from './order.js';
import { init } from './setup.js';
import { takeTurn } from './turn.js';
import type { FtAction, FtSetup, FtState } from './types.js';
import { view } from './view.js';

export { init };

export function step(state: FtState, action: FtAction): { state: FtState; events: readonly EngineEvent[] } {
  const r = dispatch(state, action);
  requireTypedDiceUsed(state.dice, r.state.dice, action);
  return r;
}

function dispatch(state: FtState, action: FtAction): { state: FtState; events: readonly EngineEvent[] } {
  switch (action.type) {
    case 'start-round':
      if (state.ended) fail('combat/ended', 'the fight is over');
      return startRound(state, action.first, action.fat, action.slowFirst);
    case 'turn':
      return takeTurn(state, action.actor, action.steps ?? [], action.rolls, false);
    case 'timer-expired':
      return takeTurn(state, action.actor, [], undefined, true);
    case 'pass':
      return pass(state, action.faction);
    case 'morale':
      if (state.phase !== 'morale' && !state.ended) fail('combat/round-not-over', `round ${state.round} is not over (${state.phase} phase)`, { hint: 'every faction must pass in a row first' });
      return resolveMorale(state, action.rolls);
    case 'chase':
      return chase(state, action.fleeing, action.pace, action.rolls);
    case 'gear-check':
      return gearCheck(state, action.rolls);
    case 'end-fight':
      if (state.ended) fail('combat/ended', 'the fight is over');
      return { state: { ...state, ended: true, phase: 'ended', moraleDue: [] }, events: [{ type: 'fight-end', round: state.round, detail: { winner: null, declared: true } }] };
    default:
      return fail('combat/unknown-action', `unknown action '${(action as { type: string }).type}'`, { path: ['type'] });
  }
}

export const plugin: SystemPlugin<FtState, FtSetup, FtAction> = { id: 'faction-turns', name: 'Faction Turns', init, step, view };
