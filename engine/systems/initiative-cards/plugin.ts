// The initiative-cards plugin: zod-free, so the browser extension can import it.
import { fail } from '../../core/errors.js';
import type { EngineEvent, SystemPlugin } from '../../core/types.js';
import { dealCard, dealRest, owed } from './deal.js';
import { antidote, burn, fall, fearTest, harmAction, poison } from './harm.js';
import { maneuver } from './maneuvers.js';
import { initState } from './setup.js';
import { letGo, releaseUnheld } from './struggle.js';
import { beginRound, endRound, endTurn, playerSwap, settle } from './turns.js';
import { SYSTEM_ID, type IcAction, type IcState, type Setup } from './types.js';
import { getCombatant, inFight, withCombatant } from './combatants.js';
import { view } from './view.js';

const ACTIONS = [
  'maneuver',
  'end-turn',
  'swap',
  'harm',
  'fear',
  'leave',
  'end-round',
  'fire',
  'poison',
  'antidote',
  'fall',
  'deal',
  'deal-rest',
  'let-go',
];

function dispatch(state: IcState, a: IcAction): { state: IcState; events: EngineEvent[] } {
  if (state.phase === 'deal' && a.type !== 'deal' && a.type !== 'deal-rest') {
    fail('combat/deal-first', 'the initiative cards are still being dealt', {
      path: ['type'],
      hint: `still to draw: ${owed(state).join(', ')}`,
    });
  }
  switch (a.type) {
    case 'deal':
      return dealCard(state, a.holder, a.card);
    case 'deal-rest':
      return dealRest(state);
    case 'maneuver':
      return maneuver(state, a);
    case 'end-turn':
      return endTurn(state, a.combatant, a.implicit === true);
    case 'swap':
      return playerSwap(state, a.a, a.b, a.card_a, a.card_b);
    case 'harm':
      return harmAction(state, a.combatant, a.amount, a.kind, a.source);
    case 'fear':
      if (typeof a.fear !== 'number' || !(a.fear >= 0))
        fail('combat/bad-amount', '`fear` needs a number (the successes needed)', { path: ['fear'] });
      return fearTest(state, a.combatant, a.fear, a, a.position ?? 'risky');
    case 'leave': {
      const c = getCombatant(state, a.combatant, ['combatant']);
      if (!inFight(c)) fail('combat/cannot-act', `${c.name} is already out of the fight`, { path: ['combatant'] });
      return {
        state: withCombatant(state, { ...c, out: true }),
        events: [
          { type: 'leave', round: state.round, actor: c.id, ...(a.reason ? { detail: { reason: a.reason } } : {}) },
        ],
      };
    }
    case 'end-round':
      return endRound(state);
    case 'let-go':
      return letGo(state, a.combatant, a.target);
    case 'fire':
    case 'poison':
    case 'antidote':
    case 'fall': {
      // Numbers a form may leave empty: refused by name rather than read as nothing.
      const nums =
        a.type === 'fire'
          ? { intensity: a.intensity, extinguish: a.extinguish }
          : a.type === 'poison'
            ? { toxicity: a.toxicity }
            : a.type === 'fall'
              ? { feet: a.feet }
              : {};
      for (const [k, v] of Object.entries(nums))
        if (typeof v !== 'number' || !(v >= 0)) fail('combat/bad-amount', `\`${k}\` needs a number`, { path: [k] });
      // A hazard strikes inside a round: the round has begun (its order is fixed).
      const begun = beginRound(state);
      const r =
        a.type === 'fire'
          ? burn(begun.state, a.combatant, a.intensity, a.extinguish, a)
          : a.type === 'poison'
            ? poison(begun.state, a.combatant, a.toxicity, a.director, a)
            : a.type === 'fall'
              ? fall(begun.state, a.combatant, a.feet, a.director, a)
              : antidote(begun.state, a.combatant);
      return { state: r.state, events: [...begun.events, ...r.events] };
    }
    default:
      return fail('combat/unknown-action', `unknown action \`${(a as { type: string }).type}\``, { path: ['type'] });
  }
}

export const plugin: SystemPlugin<IcState, Setup, IcAction> = {
  id: SYSTEM_ID,
  name: 'Initiative Cards',
  init: initState,
  step(state: IcState, action: IcAction) {
    if (state.ended) fail('combat/ended', 'the fight is over', { path: ['type'] });
    if (!ACTIONS.includes(action.type))
      fail('combat/unknown-action', `unknown action \`${action.type}\``, {
        path: ['type'],
        hint: `actions: ${ACTIONS.join(', ')}`,
      });
    const r = dispatch(state, action);
    const freed = releaseUnheld(r.state);
    const settled = settle(freed.state);
    return { state: settled.state, events: [...r.events, ...freed.events, ...settled.events] };
  },
  view,
};
