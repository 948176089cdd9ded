// The faction-turns plugin (seed 001): zod-free so the browser extension can import it.
import { fail, requireTypedDiceUsed, useFirst, type EngineEvent, type SystemPlugin } from '../../core/index.js';
import { chase } from './chase.js';
import { gearCheck } from './gear.js';
import { resolveMorale } from './morale.js';
import { pass, startRound } from './order.js';
import { TYPED_PURPOSES } from './rules.js';
import { init } from './setup.js';
import { react, takeTurn } from './turn.js';
import type { FtAction, FtSetup, FtState } from './types.js';
import { view } from './view.js';

export { init };

export function step(state: FtState, action: FtAction): { state: FtState; events: readonly EngineEvent[] } {
  const r = dispatch(withTyped(state, action), action);
  requireTypedDiceUsed(state.dice, r.state.dice, action);
  if (r.state.typed === undefined) return r;
  const { typed, ...rest } = r.state;
  // A turn waiting for an answer keeps the dice typed for the rest of it.
  const left = Object.fromEntries(Object.entries(typed).filter(([, v]) => v.length));
  if (rest.pending && Object.keys(left).length)
    return { state: { ...rest, pending: { ...rest.pending, typed: left } }, events: r.events };
  return { state: rest, events: r.events };
}

/** A turn's dice typed in by what they are for (`dice:`), checked and held for its rolls. */
function withTyped(state: FtState, action: FtAction): FtState {
  const own = action.type === 'turn' || action.type === 'react' ? action.dice : undefined;
  // The answer to a waiting turn rolls the dice typed with the turn first, then its own.
  const kept = action.type === 'react' ? state.pending?.typed : undefined;
  const dice = kept
    ? Object.fromEntries(
        [...new Set([...Object.keys(kept), ...Object.keys(own ?? {})])].map((k) => [
          k,
          [...(kept[k] ?? []), ...(own?.[k] ?? [])],
        ]),
      )
    : own;
  if (!dice) return state;
  for (const [k, v] of Object.entries(dice)) {
    if (!(TYPED_PURPOSES as readonly string[]).includes(k))
      fail('dice/unknown-purpose', `no roll is made for '${k}'`, {
        path: ['dice', k],
        hint: `dice can be typed for: ${TYPED_PURPOSES.join(', ')}`,
      });
    if (!Array.isArray(v)) fail('dice/bad-dice', `dice.${k} must be a list of die results`, { path: ['dice', k] });
  }
  return { ...state, typed: dice };
}

function dispatch(state: FtState, action: FtAction): { state: FtState; events: readonly EngineEvent[] } {
  // An attack waiting for its target's reaction is answered before anything else happens.
  if (state.pending && action.type !== 'react') {
    fail('combat/reaction-pending', `${state.pending.target} has not answered ${state.pending.actor}`, {
      path: ['type'],
      hint: 'answer it first (`react`)',
    });
  }
  switch (action.type) {
    case 'react':
      return react(state, action.reaction, action.opportunity, action.stunt);
    case 'start-round':
      if (state.ended) fail('combat/ended', 'the fight is over');
      if (action.fat !== undefined && action.rolls?.length)
        fail('dice/unused', 'the FAT is typed twice (fat and rolls)', { path: ['rolls'], hint: 'type it once' });
      return startRound(
        action.rolls?.length ? { ...state, dice: useFirst(state.dice, action.rolls) } : state,
        action.first,
        action.fat,
        action.slowFirst,
      );
    case 'turn':
      return takeTurn(state, action.actor, action.steps ?? [], action.rolls, false);
    case 'timer-expired':
      return takeTurn(state, action.actor, [], undefined, true);
    case 'pass':
      return pass(state, action.faction);
    case 'morale':
      if (state.phase !== 'morale' && !state.ended)
        fail('combat/round-not-over', `round ${state.round} is not over (${state.phase} phase)`, {
          hint: 'every faction must pass in a row first',
        });
      // After the fight no morale save is made: typed dice would be silently lost.
      if (state.ended && action.rolls?.length)
        fail(
          'dice/unused',
          `the fight is over: no morale save is made, so the ${action.rolls.length} typed dice would not be rolled`,
          { path: ['rolls'], hint: 'leave the morale dice out' },
        );
      return resolveMorale(state, action.rolls);
    case 'chase':
      return chase(state, action.fleeing, action.pace, action.rolls);
    case 'gear-check':
      return gearCheck(state, action.rolls);
    case 'end-fight':
      if (state.ended) fail('combat/ended', 'the fight is over');
      return {
        state: { ...state, ended: true, phase: 'ended', moraleDue: [] },
        events: [{ type: 'fight-end', round: state.round, detail: { winner: null, declared: true } }],
      };
    default:
      return fail('combat/unknown-action', `unknown action '${(action as { type: string }).type}'`, { path: ['type'] });
  }
}

export const plugin: SystemPlugin<FtState, FtSetup, FtAction> = {
  id: 'faction-turns',
  name: 'Faction Turns',
  init,
  step,
  view,
};
