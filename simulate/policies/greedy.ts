// `greedy`: the play with the best expected damage this round, from the attack math and the d20
// table (expected-damage.ts): every action × stance in hand is weighed against the best target
// for it — the standing enemy with the lowest visible defense (its character defense less its
// wound penalty; face-down cards are unknown), or the largest enemy for a `largest-enemy` card.
// Expected damage grows with attack − defense, so the lowest defense is the best target. Ties go to
// the faster play, then to deck order. Non-attacking cards score 0, so greedy only falls back to
// them when nothing can hurt. Extra actions take the next best attacks.
import type { Combatant, ExtraPlay, PlayAction, PlayCard, WhState } from '../../engine/systems/witchhammer/types.js';
import { expectedDamage } from '../expected-damage.js';
import type { Rng } from '../rng.js';
import { actionsInHand, attacks, penalty, stanceChoices } from './hand.js';
import type { PolicyInput } from './policy-input.js';

interface Option {
  readonly action: PlayCard;
  readonly target?: Combatant;
  readonly score: number;
}

/** The targets that matter: the weakest defense, and the largest enemy (first of each in list order). */
interface Targets {
  weakest?: Combatant;
  weakestDefense: number;
  largest?: Combatant;
  largestDefense: number;
}

function targets(state: WhState, me: Combatant): Targets {
  // One object, no per-enemy allocation: this runs for every combatant every round.
  const t: Targets = { weakestDefense: 0, largestDefense: 0 };
  for (const e of state.combatants) {
    if (e.side === me.side || e.down || e.dead) continue;
    const defense = e.defense - penalty(state, e);
    if (!t.weakest || defense < t.weakestDefense) {
      t.weakest = e;
      t.weakestDefense = defense;
    }
    if (!t.largest || e.maxHealth > t.largest.maxHealth) {
      t.largest = e;
      t.largestDefense = defense;
    }
  }
  return t;
}

function bestAttack(state: WhState, action: PlayCard, stance: PlayCard | undefined, base: number, t: Targets): Option {
  const largest = action.target === 'largest-enemy';
  const target = largest ? t.largest : t.weakest;
  if (!attacks(action) || !target) return { action, score: 0 };
  return {
    action,
    target,
    score: expectedDamage(
      action.attack + (stance?.attack ?? 0) + base - (largest ? t.largestDefense : t.weakestDefense),
      state.tables,
    ),
  };
}

/** The greedy play with the stances narrowed to `stances` (cautious reuses it). */
export function greedyPlay(state: WhState, me: Combatant, stances: readonly PlayCard[]): PlayAction {
  const hand = actionsInHand(state, me);
  const t = targets(state, me);
  const base = me.attack - penalty(state, me);
  let best: Option | undefined;
  let bestStance: PlayCard | undefined;
  let bestInit = 0;
  for (const stance of stances.length ? stances : [undefined]) {
    for (const action of hand) {
      const option = bestAttack(state, action, stance, base, t);
      const init = action.init + (stance?.init ?? 0);
      if (
        !best ||
        option.score > best.score + 1e-9 ||
        (Math.abs(option.score - best.score) <= 1e-9 && init > bestInit)
      ) {
        best = option;
        bestStance = stance;
        bestInit = init;
      }
    }
  }
  const option = best!;
  const extra: ExtraPlay[] = [];
  if (me.extraActions > 0) {
    // Extra actions resolve with the creature's one stance; the next best distinct attacks.
    const rest = hand
      .filter((c) => c.id !== option.action.id)
      .map((c) => bestAttack(state, c, bestStance, base, t))
      .sort((a, b) => b.score - a.score);
    for (const o of rest.slice(0, me.extraActions))
      extra.push(o.target ? { action: o.action.id, target: o.target.id } : { action: o.action.id });
  }
  return {
    type: 'play',
    combatant: me.id,
    action: option.action.id,
    ...(bestStance ? { stance: bestStance.id } : {}),
    ...(option.target ? { target: option.target.id } : {}),
    ...(extra.length ? { extra } : {}),
  };
}

export function greedy({ state, me, rng, stance }: PolicyInput): [Rng, PlayAction] {
  return [rng, greedyPlay(state, me, stanceChoices(state, me, stance))];
}
