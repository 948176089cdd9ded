// `random`: a legal play chosen uniformly: an action in hand, a stance in hand, a standing enemy
// for an attacking card; GM creatures fill their extra actions the same way (distinct cards).
import type { ExtraPlay, PlayAction } from '../../engine/systems/witchhammer/types.js';
import { below, type Rng } from '../rng.js';
import { actionsInHand, attacks, stanceChoices, targetsFor } from './hand.js';
import type { PolicyInput } from './policy-input.js';

export function random({ state, me, rng, stance: forced }: PolicyInput): [Rng, PlayAction] {
  let r = rng;
  let i: number;
  const hand = actionsInHand(state, me);
  const stances = stanceChoices(state, me, forced);
  [r, i] = below(r, hand.length);
  const action = hand[i]!;
  let stance: string | undefined;
  if (stances.length) {
    [r, i] = below(r, stances.length);
    stance = stances[i]!.id;
  }
  const pickTarget = (card: (typeof hand)[number]): string | undefined => {
    if (!attacks(card)) return undefined;
    const ts = targetsFor(state, me, card);
    if (!ts.length) return undefined;
    [r, i] = below(r, ts.length);
    return ts[i]!.id;
  };
  const target = pickTarget(action);
  const extra: ExtraPlay[] = [];
  const rest = hand.filter((c) => c.id !== action.id);
  for (let k = 0; k < me.extraActions && rest.length; k++) {
    [r, i] = below(r, rest.length);
    const card = rest.splice(i, 1)[0]!;
    const t = pickTarget(card);
    extra.push(t ? { action: card.id, target: t } : { action: card.id });
  }
  return [
    r,
    {
      type: 'play',
      combatant: me.id,
      action: action.id,
      ...(stance ? { stance } : {}),
      ...(target ? { target } : {}),
      ...(extra.length ? { extra } : {}),
    },
  ];
}
