// A faction-turns stat block's names: the weapon in hand is one of its weapons. Zod-free.
import { isRecord, type StatRefProblem } from '../stat-refs.js';

export function factionTurnsCombatantRefs(stats: unknown): StatRefProblem[] {
  if (!isRecord(stats) || typeof stats.wielding !== 'string') return [];
  const weapons = isRecord(stats.weapons) ? Object.keys(stats.weapons) : [];
  if (weapons.includes(stats.wielding)) return [];
  return [
    {
      path: ['wielding'],
      input: stats.wielding,
      message: `\`${stats.wielding}\` is not one of its weapons`,
      candidates: weapons,
      what: 'its weapons',
      ...(weapons.length ? {} : { hint: 'list it under `weapons:`' }),
    },
  ];
}
