// An initiative-cards stat block's names: each key of its action dice is an action a maneuver
// rolls (Endure has its own `endure:`). Zod-free.
import { isRecord, type StatRefProblem } from '../stat-refs.js';

export function initiativeCardsCombatantRefs(stats: unknown, tables: unknown): StatRefProblem[] {
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
