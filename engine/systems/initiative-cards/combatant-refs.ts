// An initiative-cards stat block against the rules: each key of its action dice is an action a
// maneuver rolls (Endure has its own `endure:`), it draws no more initiative cards than the deck
// holds (system.yaml `deck`), and a weapon's reach runs from its nearest zone out. Zod-free.
import { isRecord, rangeProblem, tableNumber, type StatRefProblem } from '../stat-refs.js';

function rangeProblems(stats: unknown, tables: unknown): StatRefProblem[] {
  if (!isRecord(stats)) return [];
  const lowest = tableNumber(tables, 'deck', 'lowest');
  const highest = tableNumber(tables, 'deck', 'highest');
  const out: StatRefProblem[] = [];
  if (lowest !== undefined && highest !== undefined) {
    const size = highest - lowest + 1;
    out.push(
      ...rangeProblem(['cards'], 'cards', stats.cards, { min: 1, max: size }, `the deck holds ${size} cards`, 'deck'),
    );
  }
  const weapons = Array.isArray(stats.weapons) ? stats.weapons : [];
  weapons.forEach((w, i) => {
    const r = isRecord(w) && Array.isArray(w.range) ? w.range : undefined;
    if (r && typeof r[0] === 'number' && typeof r[1] === 'number' && r[0] > r[1])
      out.push({
        path: ['weapons', i, 'range'],
        input: `[${r[0]}, ${r[1]}]`,
        message: `range [${r[0]}, ${r[1]}] starts beyond its end: the nearest zone comes first`,
        candidates: [],
        what: '',
        hint: `write [${r[1]}, ${r[0]}]`,
      });
  });
  return out;
}

export function initiativeCardsCombatantRefs(stats: unknown, tables: unknown): StatRefProblem[] {
  return [...rangeProblems(stats, tables), ...actionProblems(stats, tables)];
}

function actionProblems(stats: unknown, tables: unknown): StatRefProblem[] {
  const actions = isRecord(stats) && isRecord(stats.actions) ? Object.keys(stats.actions) : [];
  const t = isRecord(tables) ? tables : {};
  const maneuvers = [t.slow_maneuvers, t.fast_maneuvers].flatMap((l) => (Array.isArray(l) ? l : []));
  const names = maneuvers
    .flatMap((m) => (isRecord(m) && Array.isArray(m.actions) ? m.actions : []))
    .filter((a): a is string => typeof a === 'string')
    .map((a) => a.toLowerCase());
  const known = [...new Set(names)].filter((a) => a !== 'endure');
  if (!known.length) return [];
  return actions.flatMap((a): StatRefProblem[] =>
    a === 'endure'
      ? [
          {
            path: ['actions', a],
            input: a,
            at: 'key',
            message: 'Endure dice are written `endure:`, beside `actions:`',
            candidates: [],
            what: '',
          },
        ]
      : known.includes(a)
        ? []
        : [
            {
              path: ['actions', a],
              input: a,
              at: 'key',
              message: `unknown action \`${a}\``,
              candidates: known,
              what: 'actions',
            },
          ],
  );
}
