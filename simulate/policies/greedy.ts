// `greedy`: the play with the best expected damage this round, from the attack math and the d20
// table (expected-damage.ts): every action × stance × target in hand is weighed against the
// target's visible defense (its character defense less its wound penalty; face-down cards are
// unknown). Ties go to the faster play, then to deck order. Non-attacking cards score 0, so greedy
// only falls back to them when nothing can hurt. Extra actions take the next best attacks.
import type { Combatant, ExtraPlay, PlayAction, PlayCard, WhState } from '../../engine/systems/witchhammer/types.js';
import { expectedDamage } from '../expected-damage.js';
import type { Rng } from '../rng.js';
import { actionsInHand, attacks, penalty, stanceChoices, targetsFor } from './hand.js';
import type { PolicyInput } from './policy.js';

interface Option {
  readonly action: PlayCard;
  readonly target?: Combatant;
  readonly score: number;
}

/** The best target and its expected damage for one action under one stance. */
export function bestAttack(state: WhState, me: Combatant, action: PlayCard, stance: PlayCard | undefined): Option {
  if (!attacks(action)) return { action, score: 0 };
  const t = state.tables;
  const attack = action.attack + (stance?.attack ?? 0) + me.attack - penalty(state, me);
  let best: Option = { action, score: -1 };
  for (const e of targetsFor(state, me, action)) {
    const score = expectedDamage(attack - (e.defense - penalty(state, e)), t);
    if (score > best.score) best = { action, target: e, score };
  }
  return best.target ? best : { action, score: 0 };
}

/** The greedy play with the stances narrowed to `stances` (cautious reuses it). */
export function greedyPlay(state: WhState, me: Combatant, stances: readonly PlayCard[]): PlayAction {
  const hand = actionsInHand(state, me);
  let best: { option: Option; stance?: PlayCard; init: number } | undefined;
  for (const stance of stances.length ? stances : [undefined]) {
    for (const action of hand) {
      const option = bestAttack(state, me, action, stance);
      const init = action.init + (stance?.init ?? 0);
      if (!best || option.score > best.option.score + 1e-9 || (Math.abs(option.score - best.option.score) <= 1e-9 && init > best.init)) best = { option, stance, init };
    }
  }
  const { option, stance } = best!;
  const extra: ExtraPlay[] = [];
  if (me.extraActions > 0) {
    // Extra actions resolve with the creature's one stance; the next best distinct attacks.
    const rest = hand.filter((c) => c.id !== option.action.id).map((c) => bestAttack(state, me, c, stance)).sort((a, b) => b.score - a.score);
    for (const o of rest.slice(0, me.extraActions)) extra.push(o.target ? { action: o.action.id, target: o.target.id } : { action: o.action.id });
  }
  return {
    type: 'play',
    combatant: me.id,
    action: option.action.id,
    ...(stance ? { stance: stance.id } : {}),
    ...(option.target ? { target: option.target.id } : {}),
    ...(extra.length ? { extra } : {}),
  };
}

export function greedy({ state, me, rng, stance }: PolicyInput): [Rng, PlayAction] {
  return [rng, greedyPlay(state, me, stanceChoices(state, me, stance))];
}
