// The faction-turns damage track: health only; 0 health incapacitates. Harm from an enemy
// ends a surrender.
import { update } from './rules.js';
import type { FtCombatant, FtState } from './types.js';

/** Die of an attack: impaired or unarmed damage rolls the table's small die. */
export function damageDie(
  state: FtState,
  attacker: FtCombatant,
  spec: { damage?: number; unarmed?: boolean; impaired?: boolean; with?: 'shield' },
): number {
  const t = state.tables.attack;
  if (spec.impaired) return t.impaired_die;
  if (spec.with === 'shield') return spec.damage ?? attacker.shieldDamage!;
  if (spec.unarmed) return t.unarmed_die;
  // A destroyed weapon leaves the character unarmed.
  if (spec.damage === undefined && attacker.gear.weapon === 'destroyed') return t.unarmed_die;
  return spec.damage ?? attacker.damage;
}

/** Apply damage to health; 0 health incapacitates. Harm by an enemy ends a surrender. */
export function applyDamage(
  state: FtState,
  targetId: string,
  amount: number,
  byFaction: string,
  changes: Record<string, [unknown, unknown]>,
): FtState {
  const t = state.combatants.find((c) => c.id === targetId)!;
  if (amount <= 0) return state;
  const health = Math.max(0, t.health - amount);
  changes[`${t.id}.health`] = [t.health, health];
  // A lone character's morale check needs damage taken this round (seed 001).
  let patch: Partial<FtCombatant> = { health, ...(health < t.health ? { hurtThisRound: true } : {}) };
  if (health === 0 && (t.status === 'fighting' || t.status === 'surrendered')) {
    patch = { ...patch, status: 'incapacitated' };
    changes[`${t.id}.status`] = [t.status, 'incapacitated'];
  } else if (t.status === 'surrendered' && byFaction !== t.faction) {
    patch = { ...patch, status: 'fighting', broken: false };
    changes[`${t.id}.status`] = [t.status, 'fighting'];
  }
  return update(state, t.id, patch);
}
