// A declared-initiative stat block against the rules: each weapon's damage is a number or a dice
// expression, each of its damage types has a combat injury table (empty or not), and its critical
// multiplier is one the rules list (system.yaml `damage.critical_multipliers`). Zod-free.
import { isDiceExpression } from './dice-expression.js';
import { isRecord, type StatRefProblem } from '../stat-refs.js';

export function declaredInitiativeCombatantRefs(stats: unknown, tables: unknown): StatRefProblem[] {
  const weapons = isRecord(stats) && Array.isArray(stats.weapons) ? stats.weapons : [];
  const injuries =
    isRecord(tables) && isRecord(tables.injuries) && isRecord(tables.injuries.tables)
      ? Object.keys(tables.injuries.tables)
      : [];
  const multipliers =
    isRecord(tables) && isRecord(tables.damage) && Array.isArray(tables.damage.critical_multipliers)
      ? tables.damage.critical_multipliers.filter((m): m is number => typeof m === 'number')
      : [];
  const out: StatRefProblem[] = [];
  weapons.forEach((w, i) => {
    if (!isRecord(w)) return;
    if (typeof w.crit === 'number' && multipliers.length && !multipliers.includes(w.crit)) {
      out.push({
        path: ['weapons', i, 'crit'],
        input: String(w.crit),
        message: `crit ×${w.crit} is not one of the rules' critical multipliers`,
        candidates: [],
        what: '',
        hint: `give crit one of ${multipliers.join(', ')} (system.yaml \`damage.critical_multipliers\`)`,
      });
    }
    if (typeof w.damage === 'string' && !isDiceExpression(w.damage)) {
      out.push({
        path: ['weapons', i, 'damage'],
        input: w.damage,
        message: `damage \`${w.damage}\` is neither a number nor dice like 1d8+2`,
        candidates: [],
        what: '',
        hint: 'write a number, or NdS, NdS+K, NdS-K',
      });
    }
    const types = Array.isArray(w.type)
      ? w.type.map((t, j) => [t, ['weapons', i, 'type', j]] as const)
      : [[w.type, ['weapons', i, 'type']] as const];
    for (const [t, path] of types) {
      if (typeof t === 'string' && injuries.length && !injuries.includes(t))
        out.push({
          path: [...path],
          input: t,
          message: `unknown damage type \`${t}\``,
          candidates: injuries,
          what: 'damage types',
        });
    }
  });
  return out;
}
