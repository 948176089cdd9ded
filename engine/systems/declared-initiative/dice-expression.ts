// Weapon damage such as `1d8+2`: parsed and rolled with the combat's seeded dice, so a
// scripted or typed-in damage number and a rolled one go through the same path.
import { rollMany, type DiceState, type Roll } from '../../core/dice.js';
import { fail } from '../../core/errors.js';

const EXPR = /^\s*(\d+)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$/i;

export function isDiceExpression(s: string): boolean {
  return EXPR.test(s) || /^\s*-?\d+\s*$/.test(s);
}

/** Roll `NdS±K`, or take a plain number as is. */
export function rollDamage(
  dice: DiceState,
  expr: number | string,
  path: readonly (string | number)[],
): [DiceState, number, Roll[]] {
  const fixed = typeof expr === 'number' ? expr : /^\s*-?\d+\s*$/.test(expr) ? Number(expr) : undefined;
  if (fixed !== undefined) {
    // Damage takes Stress and Wound Points away; a negative amount would heal through the back door.
    if (fixed < 0)
      fail('combat/negative-damage', `damage cannot be negative (${fixed})`, {
        path,
        hint: 'give 0 or more; healing has its own step',
      });
    return [dice, fixed, []];
  }
  const m = EXPR.exec(String(expr));
  if (!m)
    fail('combat/bad-damage', `damage \`${expr}\` is neither a number nor dice like 1d8+2`, {
      path,
      hint: 'write a number, or NdS, NdS+K, NdS-K',
    });
  const [next, rolls] = rollMany(dice, Number(m[1]), Number(m[2]), 'damage');
  const bonus = m[3] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
  // A low roll with a penalty (1d4-3 → 1 − 3) deals nothing rather than healing.
  return [next, Math.max(0, rolls.reduce((s, r) => s + r.value, 0) + bonus), rolls];
}
