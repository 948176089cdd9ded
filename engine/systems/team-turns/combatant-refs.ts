// A team-turns stat block against the rules: each weapon's damage type is one the damage table
// lists, its critical threshold a face of the luck die (system.yaml `luck.die`), and the difficulty
// to cheat death at least the rules' base (`death.luck_difficulty`, raised each time it is cheated).
// Zod-free.
import { isRecord, rangeProblem, tableNumber, type StatRefProblem } from '../stat-refs.js';

function rangeProblems(stats: unknown, weapons: Record<string, unknown>, tables: unknown): StatRefProblem[] {
  const die = tableNumber(tables, 'luck', 'die');
  const base = tableNumber(tables, 'death', 'luck_difficulty');
  const out: StatRefProblem[] = [];
  if (die !== undefined)
    for (const [name, w] of Object.entries(weapons))
      if (isRecord(w))
        out.push(
          ...rangeProblem(
            ['weapons', name, 'threshold'],
            'threshold',
            w.threshold,
            { min: 1, max: die },
            `a critical is a luck roll of a d${die} at or over it (leave it out for a weapon without one)`,
            'luck.die',
          ),
        );
  if (base !== undefined && isRecord(stats))
    out.push(
      ...rangeProblem(
        ['death_difficulty'],
        'death_difficulty',
        stats.death_difficulty,
        { min: base },
        `cheating death starts at ${base} and only rises`,
        'death.luck_difficulty',
      ),
    );
  return out;
}

export function teamTurnsCombatantRefs(stats: unknown, tables: unknown): StatRefProblem[] {
  const weapons = isRecord(stats) && isRecord(stats.weapons) ? stats.weapons : {};
  const types =
    isRecord(tables) && isRecord(tables.damage) && isRecord(tables.damage.types)
      ? Object.keys(tables.damage.types)
      : [];
  const ranges = rangeProblems(stats, weapons, tables);
  if (!types.length) return ranges;
  return [...ranges, ...typeProblems(weapons, types)];
}

function typeProblems(weapons: Record<string, unknown>, types: string[]): StatRefProblem[] {
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
