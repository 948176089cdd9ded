// The declared-initiative plugin: zod-free, so the browser extension can import it.
import { requireTypedDiceUsed } from '../../core/dice.js';
import { fail } from '../../core/errors.js';
import type { EngineEvent, SystemPlugin } from '../../core/types.js';
import { act, riposte, skip } from './act.js';
import { awaitingDeclaration, declare, undeclare } from './declare.js';
import { arrive, endRound, withDice, withdraw } from './round.js';
import { initState, typeInitiative } from './setup.js';
import { settle } from './ticks.js';
import { SYSTEM_ID, type DiAction, type DiState, type Setup } from './types.js';
import { view } from './view.js';

const ACTIONS = [
  'initiative',
  'declare',
  'pass-declare',
  'undeclare',
  'reveal',
  'act',
  'riposte',
  'skip',
  'arrive',
  'withdraw',
  'end-round',
];

function dispatch(state: DiState, a: DiAction): { state: DiState; events: EngineEvent[] } {
  switch (a.type) {
    case 'declare': {
      const { type: _t, combatant, dice: _d, ...spec } = a;
      return declare(state, combatant, spec);
    }
    case 'pass-declare':
      return declare(state, a.combatant, undefined);
    case 'initiative':
      return typeInitiative(state, a.combatant, a.die);
    case 'undeclare':
      return undeclare(state, a.combatant);
    case 'reveal': {
      if (state.declaring !== 'hidden')
        fail('combat/not-hidden', 'only written-down declarations are revealed', { path: ['type'] });
      if (state.phase !== 'declare')
        fail('combat/not-declaring', 'the declarations are already revealed', { path: ['type'] });
      const waiting = awaitingDeclaration(state);
      if (waiting.length)
        fail(
          'combat/declarations-missing',
          `${waiting.map((id) => state.combatants[id]!.name).join(', ')} still to declare`,
          { path: ['type'], hint: 'every creature writes its action down (or no action) first' },
        );
      return settle(state, { reveal: true });
    }
    case 'act':
      return act(state, a);
    case 'riposte':
      return riposte(state, a);
    case 'skip':
      return skip(state, a.combatant);
    case 'arrive':
      return arrive(state, a.combatant, a.declare, !!a.surprised);
    case 'withdraw':
      return withdraw(state, a.combatant, a.reason);
    case 'end-round':
      return endRound(state, a.obvious ?? []);
  }
}

export const plugin: SystemPlugin<DiState, Setup, DiAction> = {
  id: SYSTEM_ID,
  name: 'Declared Initiative',
  init(setup: Setup): DiState {
    return settle(initState(setup)).state;
  },
  step(state: DiState, action: DiAction) {
    if (state.ended) fail('combat/ended', 'the fight is over', { path: ['type'] });
    if (!ACTIONS.includes(action.type))
      fail('combat/unknown-action', `unknown action \`${action.type}\``, {
        path: ['type'],
        hint: `actions: ${ACTIONS.join(', ')}`,
      });
    const withTyped = withDice(state, (action as { dice?: unknown }).dice);
    const r = dispatch(withTyped, action);
    // Dice typed on an action that it did not roll (a miss's damage die) would feed the next roll.
    requireTypedDiceUsed(state.dice, r.state.dice, action, 'dice');
    const settled = settle(r.state);
    return { state: settled.state, events: [...r.events, ...settled.events] };
  },
  view,
};
