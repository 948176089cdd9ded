// Damage lowers Stress first, then Wound Points; a critical skips Stress. Every instance of
// WP damage is kept as a wound (the stabilising Heal TN uses the highest).
import type { EngineEvent } from '../../core/types.js';
import type { Combatant, DiState, Injury, InjuryEffects, PendingHit } from './types.js';
import { deathThreshold } from './combatants.js';

export interface HitOutcome {
  readonly target: Combatant;
  readonly event: EngineEvent;
}

export function applyHit(state: DiState, hit: PendingHit): HitOutcome {
  const c = state.combatants[hit.target]!;
  const amount = Math.max(0, hit.amount);
  const fromStress = hit.critical || hit.exertion ? 0 : Math.min(c.stress, amount);
  const toWp = amount - fromStress;
  const wp = c.wp - toWp;
  const dead = c.dead || wp <= deathThreshold(state, c);
  const wound = toWp > 0 ? [{ amount: toWp, type: hit.exertion ? 'exertion' : hit.type, round: state.round }] : [];
  const bigHit = c.bigHit || (c.monster && !hit.exertion && toWp > c.wpMax * state.tables.morale.big_hit_fraction);
  const target: Combatant = {
    ...c,
    stress: c.stress - fromStress,
    wp,
    dead,
    wounds: [...c.wounds, ...wound],
    injuries: hit.injury ? [...c.injuries, hit.injury] : c.injuries,
    injuryEffects: hit.injury ? withInjury(c.injuryEffects, hit.injury) : c.injuryEffects,
    // A fresh wound (not the cost of acting) reopens a stabilised creature.
    stabilized: c.stabilized && (toWp === 0 || !!hit.exertion),
    bigHit,
  };
  const changes: Record<string, readonly [unknown, unknown]> = {};
  if (fromStress) changes[`${c.id}.stress`] = [c.stress, target.stress];
  if (toWp) changes[`${c.id}.wp`] = [c.wp, wp];
  if (dead !== c.dead) changes[`${c.id}.dead`] = [c.dead, dead];
  return {
    target,
    event: {
      type: hit.exertion ? 'exertion' : 'damage',
      round: state.round,
      actor: hit.source,
      target: c.id,
      changes,
      detail: {
        amount,
        stress: fromStress,
        wp: toWp,
        critical: hit.critical,
        type: hit.type,
        status: statusWords(state, target),
        ...(bigHit && !c.bigHit ? { morale_trigger: 'big-hit' } : {}),
        ...(hit.injury ? { injury: hit.injury } : {}),
      },
    },
  };
}

/** What an injury adds: half speed, 1 action per N turns, an arm that cannot attack, attribute damage. */
export function withInjury(e: InjuryEffects, i: Injury): InjuryEffects {
  const attributeDamage = { ...e.attributeDamage };
  for (const [k, v] of Object.entries(i.attribute_damage ?? {})) attributeDamage[k] = (attributeDamage[k] ?? 0) + v;
  // "Can't hold anything in that arm" stops its attacks too: a weapon is held.
  const noAttack = i.arm && i.arm_use && !e.noAttack.includes(i.arm) ? [...e.noAttack, i.arm] : e.noAttack;
  return {
    halfSpeed: e.halfSpeed || !!i.half_speed,
    actionEvery: Math.max(e.actionEvery, i.actions_every ?? 0),
    noAttack,
    attributeDamage,
  };
}

/** End-of-round loss of a dying creature (not armour- or Stress-absorbed). */
export function bleed(state: DiState, c: Combatant): HitOutcome {
  return applyHit(state, {
    source: c.id,
    target: c.id,
    amount: state.tables.wounds.dying_loss_per_round,
    critical: true,
    type: 'dying',
    exertion: true,
  });
}

export function isIncapacitated(state: DiState, c: Combatant): boolean {
  return !c.dead && c.wp <= state.tables.wounds.incapacitated_at;
}

export function isDying(state: DiState, c: Combatant): boolean {
  return !c.dead && c.wp < state.tables.wounds.incapacitated_at;
}

export function highestWound(c: Combatant): number {
  return c.wounds.reduce((m, w) => Math.max(m, w.amount), 0);
}

export function statusWords(state: DiState, c: Combatant): string[] {
  const out: string[] = [];
  if (!c.present) out.push('not-arrived');
  if (c.dead) out.push('dead');
  else if (isDying(state, c)) out.push('dying');
  else if (isIncapacitated(state, c)) out.push('incapacitated');
  if (c.stabilized && !c.dead) out.push('stabilized');
  if (c.surprisedRound === state.round) out.push('surprised');
  if (c.withdrawn) out.push('withdrawn');
  if (c.morale === 'failed') out.push('broken');
  if (c.catchUp) out.push('catch-up');
  if (c.injuryEffects.halfSpeed) out.push('half-speed');
  if (c.injuryEffects.actionEvery) out.push(`1-action-per-${c.injuryEffects.actionEvery}-turns`);
  for (const arm of c.injuryEffects.noAttack) out.push(`no-attacks-${arm}-arm`);
  return out;
}
