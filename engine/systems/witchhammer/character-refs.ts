// A WitchHammer character card against the rules: its attack and defense bonuses and its skills are
// added to a d20 (system.yaml `attack.die`, `saves.die`), so each stays within one die of zero —
// an attack of 120 would hit whatever the die shows, a skill of 40 pass every save. Zod-free.
import { isRecord, rangeProblem, tableNumber, type StatRefProblem } from '../stat-refs.js';

/** Problems at paths inside the card (not inside a `stats:` block: a character card's stats are its own fields). */
export function witchhammerCharacterRefs(card: unknown, tables: unknown): StatRefProblem[] {
  if (!isRecord(card)) return [];
  const out: StatRefProblem[] = [];
  const attackDie = tableNumber(tables, 'attack', 'die');
  if (attackDie !== undefined)
    for (const f of ['attack', 'defense'] as const)
      out.push(
        ...rangeProblem(
          [f],
          f,
          card[f],
          { min: -attackDie, max: attackDie },
          `an attack rolls a d${attackDie} with attack − defense added, and past one die the roll no longer matters`,
          'attack.die',
        ),
      );
  const saveDie = tableNumber(tables, 'saves', 'die');
  if (saveDie !== undefined && isRecord(card.skills))
    for (const [skill, v] of Object.entries(card.skills))
      out.push(
        ...rangeProblem(
          ['skills', skill],
          skill,
          v,
          { min: -saveDie, max: saveDie },
          `a check rolls a d${saveDie} with the skill added, and past one die the roll no longer matters`,
          'saves.die',
        ),
      );
  return out;
}
