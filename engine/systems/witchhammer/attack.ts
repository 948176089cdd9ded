// One attack: total = attack − defense + d20 + adj(d20). A hit is a total over the threshold;
// damage is the excess. Then the affliction roll (right after the attack roll) and on-hit effects.
import { d20Adjustment } from './d20.js';
import { applyDamage } from './harm.js';
import type { Combatant, Effect, PlayCard } from './types.js';
import { change, type Work } from './work.js';

export interface AttackInput {
  readonly actor: Combatant;
  readonly target: Combatant;
  readonly action: PlayCard;
  /** The stance backing this attack (the creature's single stance for GM extras). */
  readonly stance?: PlayCard;
  readonly flanking: boolean;
}

export function resolveAttack(w: Work, a: AttackInput): void {
  const t = w.state.tables;
  const { actor, target, action, stance } = a;
  const attackerPenalty = w.penalty(actor);
  const flankBonus = a.flanking ? t.attack.flanking_bonus : 0;
  const attack = action.attack + (stance?.attack ?? 0) + actor.attack - attackerPenalty + flankBonus;

  // The target's own cards count even before its turn; with no play, only its character defense.
  const tp = w.state.plays[target.id];
  const tAction = tp ? w.state.cards[tp.action] : undefined;
  const tStance = tp?.stance ? w.state.cards[tp.stance] : undefined;
  const targetPenalty = w.penalty(target);
  const taken = target.attacksTaken * t.attack.defense_per_attack_taken;
  const defense = (tAction?.defense ?? 0) + (tStance?.defense ?? 0) + target.defense - targetPenalty - taken;

  const roll = w.roll(t.attack.die, 'attack');
  const adj = d20Adjustment(roll.value, t);
  const total = attack - defense + roll.value + adj;
  const hit = total > t.attack.hit_threshold;
  const damage = hit ? total - t.attack.hit_threshold : 0;
  const takenBefore = target.attacksTaken;
  w.mut(target.id).attacksTaken = takenBefore + 1;

  w.emit({
    type: 'attack',
    round: w.round,
    actor: actor.id,
    card: action.id,
    target: target.id,
    rolls: [roll],
    changes: change(target.id, 'attacksTaken', takenBefore, takenBefore + 1),
    detail: {
      attack: {
        action: action.attack,
        stance: stance?.attack ?? 0,
        character: actor.attack,
        penalty: attackerPenalty,
        flanking: flankBonus,
        total: attack,
      },
      defense: {
        action: tAction?.defense ?? 0,
        stance: tStance?.defense ?? 0,
        character: target.defense,
        penalty: targetPenalty,
        attacksTaken: taken,
        total: defense,
      },
      d20: roll.value,
      adjustment: adj,
      total,
      threshold: t.attack.hit_threshold,
      hit,
      damage,
      stance: stance?.id,
    },
  });
  if (!hit) return;

  const poiseOnly = action.poise_only || (stance?.poise_only ?? false);
  const split = applyDamage(w, target.id, damage, poiseOnly, 'attack', actor.id, action.id);

  const af = t.affliction;
  if (target.side === 'players' && split.healthLost >= af.min_wounds) {
    const r = w.roll(af.die, 'affliction');
    const value = Math.min(af.max_roll, r.value + split.healthLost);
    const result = value <= af.no_effect_max ? undefined : chartResult(af.chart, value);
    const before = w.get(target.id).afflictions;
    const changes: Record<string, readonly [unknown, unknown]> = {};
    if (result) {
      const after = [...before, result];
      w.set(target.id, { afflictions: after });
      changes[`${target.id}.afflictions`] = [before, after];
    }
    w.emit({
      type: 'affliction',
      round: w.round,
      actor: actor.id,
      card: action.id,
      target: target.id,
      rolls: [r],
      changes,
      detail: { wounds: split.healthLost, roll: r.value, value, result: result ?? null },
    });
  }

  // The action's on-hit effects, then the stance's (two loops: no merged list per hit).
  if (action.on_hit) for (const e of action.on_hit) addEffect(w, target.id, e, action.id, actor.id);
  if (stance?.on_hit) for (const e of stance.on_hit) addEffect(w, target.id, e, action.id, actor.id);
}

function chartResult(chart: readonly { roll: number; result: string }[], value: number): string | undefined {
  let best: { roll: number; result: string } | undefined;
  for (const row of chart) if (row.roll <= value && (!best || row.roll > best.roll)) best = row;
  return best?.result;
}

function addEffect(w: Work, id: string, e: NonNullable<PlayCard['on_hit']>[number], source: string, by: string): void {
  const c = w.get(id);
  const before = c.effects;
  let effects: Effect[];
  if (e.effect === 'stun') {
    // Stuns do not stack: the longer one wins.
    const cur = c.effects.find((x) => x.effect === 'stun');
    if (cur && cur.roundsLeft >= e.rounds) effects = c.effects.slice();
    else
      effects = [...c.effects.filter((x) => x.effect !== 'stun'), { effect: 'stun', roundsLeft: e.rounds, source, by }];
  } else {
    effects = [...c.effects, { effect: 'bleed', wounds: e.wounds, roundsLeft: e.rounds, source, by }];
  }
  w.set(id, { effects });
  w.emit({
    type: 'effect-applied',
    round: w.round,
    actor: by,
    card: source,
    target: id,
    changes: change(id, 'effects', before, effects),
    detail: { ...e },
  });
}
