// The damage model: the tens digit penetrates straight to Health, the rest hits Poise and
// whatever Poise cannot absorb spills into Health. Poise-only damage never penetrates.
import type { WitchhammerTables } from './tables.js';

export interface DamageSplit {
  readonly damage: number;
  readonly poiseOnly: boolean;
  /** ⌊damage/divisor⌋ sent straight to Health (0 for poise-only damage). */
  readonly penetrated: number;
  readonly poiseLost: number;
  readonly healthLost: number;
  readonly poise: number;
  readonly health: number;
}

export function splitDamage(
  poise: number,
  health: number,
  damage: number,
  poiseOnly: boolean,
  t: WitchhammerTables['attack'],
): DamageSplit {
  const dmg = Math.max(0, damage);
  if (poiseOnly) {
    const lost = Math.min(poise, dmg);
    return { damage: dmg, poiseOnly, penetrated: 0, poiseLost: lost, healthLost: 0, poise: poise - lost, health };
  }
  const penetrated = Math.floor(dmg / t.penetration_divisor);
  const rest = dmg - penetrated;
  const absorbed = Math.min(Math.max(0, poise), rest);
  const healthLost = penetrated + (rest - absorbed);
  return {
    damage: dmg,
    poiseOnly,
    penetrated,
    poiseLost: absorbed,
    healthLost,
    poise: poise - absorbed,
    health: health - healthLost,
  };
}
