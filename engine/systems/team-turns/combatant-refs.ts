// A team-turns stat block's names: each weapon's damage type is one the damage table lists. Zod-free.
import { isRecord, type StatRefProblem } from '../stat-refs.js';

export function teamTurnsCombatantRefs(stats: unknown, tables: unknown): StatRefProblem[] {
  const weapons = isRecord(stats) && isRecord(stats.weapons) ? stats.weapons : {};
  const types =
    isRecord(tables) && isRecord(tables.damage) && isRecord(tables.damage.types)
      ? Object.keys(tables.damage.types)
      : [];
  if (!types.length) return [];
  return Object.entries(weapons).flatMap(([name, w]) =>
    !isRecord(w) || typeof w.type !== 'string' || types.includes(w.type)
      ? []
      : [
          {
            path: ['weapons', name, 'type'],
            input: w.type,
            message: `unknown damage type \`${w.type}\``,
            candidates: types,
            what: 'damage types',
          },
        ],
  );
}
