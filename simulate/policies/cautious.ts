// `cautious`: Focus (a card that restores Poise) when Poise is low; under threat, the stance with
// the best defense and the greedy action for it; otherwise greedy. "Low" and "threat" are
// documented in docs/simulate.md: Poise at or below 30 % of its maximum; threat = the standing
// enemies outnumber or equal the standing allies, or Poise below 60 %.
import type { PlayAction, PlayCard } from '../../engine/systems/witchhammer/types.js';
import type { Rng } from '../rng.js';
import { greedyPlay } from './greedy.js';
import { actionsInHand, stanceChoices, standingEnemies } from './hand.js';
import type { PolicyInput } from './policy-input.js';

export const LOW_POISE = 0.3;
export const THREAT_POISE = 0.6;

const mostDefensive = (stances: readonly PlayCard[]): PlayCard[] => {
  if (!stances.length) return [];
  const top = Math.max(...stances.map((s) => s.defense));
  return [stances.find((s) => s.defense === top)!];
};

export function cautious({ state, me, rng, stance }: PolicyInput): [Rng, PlayAction] {
  const stances = stanceChoices(state, me, stance);
  const restore = actionsInHand(state, me).find((c) => (c.restore?.poise ?? 0) > 0);
  if (restore && me.poise <= me.maxPoise * LOW_POISE) {
    const guard = mostDefensive(stances)[0];
    return [rng, { type: 'play', combatant: me.id, action: restore.id, ...(guard ? { stance: guard.id } : {}) }];
  }
  const allies = state.combatants.filter((o) => o.side === me.side && !o.down && !o.dead).length;
  const threat = standingEnemies(state, me).length >= allies || me.poise < me.maxPoise * THREAT_POISE;
  return [rng, greedyPlay(state, me, threat ? mostDefensive(stances) : stances)];
}
