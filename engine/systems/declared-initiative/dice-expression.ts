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
  if (typeof expr === 'number') return [dice, expr, []];
  if (/^\s*-?\d+\s*$/.test(expr)) return [dice, Number(expr), []];
  const m = EXPR.exec(expr);
  if (!m) fail('combat/bad-damage', `damage \`${expr}\` is neither a number nor dice like 1d8+2`, { path, hint: 'write a number, or NdS, NdS+K, NdS-K' });
  const [next, rolls] = rollMany(dice, Number(m[1]), Number(m[2]), 'damage');
  const bonus = m[3] ? (m[3] === '-' ? -1 : 1) * Number(m[4]) : 0;
  return [next, rolls.reduce((s, r) => s + r.value, 0) + bonus, rolls];
}
