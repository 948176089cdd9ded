// A faction-turns stat block against the rules: the weapon in hand is one of its weapons, and each
// save attribute is a score the save die can roll under (system.yaml `saves.die`: WIT, AGI and STR
// of 1 to 20 on a d20; a WIT of 120 would pass every save). Zod-free.
import { isRecord, type StatRefProblem } from '../stat-refs.js';

/** The attributes a faction-turns save is rolled against. */
const SAVE_ATTRIBUTES = ['wit', 'agi', 'str'] as const;

function saveProblems(stats: Record<string, unknown>, tables: unknown): StatRefProblem[] {
  const saves = isRecord(tables) && isRecord(tables.saves) ? tables.saves : undefined;
  const die = typeof saves?.die === 'number' ? saves.die : undefined;
  if (die === undefined) return [];
  return SAVE_ATTRIBUTES.flatMap((a) => {
    const v = stats[a];
    if (typeof v !== 'number' || v <= die) return [];
    return [
      {
        path: [a],
        input: String(v),
        message: `${a} ${v} is above the save die's ${die}: a save rolls a d${die} at or under it`,
        candidates: [],
        what: 'scores',
        hint: `give ${a} a score from 0 to ${die} (system.yaml \`saves.die\`)`,
      },
    ];
  });
}

export function factionTurnsCombatantRefs(stats: unknown, tables?: unknown): StatRefProblem[] {
  if (!isRecord(stats)) return [];
  const problems = saveProblems(stats, tables);
  if (typeof stats.wielding !== 'string') return problems;
  const weapons = isRecord(stats.weapons) ? Object.keys(stats.weapons) : [];
  if (weapons.includes(stats.wielding)) return problems;
  return [
    ...problems,
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
