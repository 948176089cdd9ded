// What the zod schema of a combatant's stat block cannot say on its own: a name that must be one
// of the system's rule tables (a damage type, an action), or one of the card's own entries (the
// weapon in hand), or a dice expression. Each system's combatant-refs.ts finds these after the
// tables are read (zod-free, on the validated stats); the catalog reports them at their place.
import type { DataPath } from '../diagnostics/problem.js';

export interface StatRefProblem {
  /** Inside `stats`. */
  readonly path: DataPath;
  readonly message: string;
  /** The wrong name: the value at `path`, or its key when `at` is 'key'. */
  readonly input: string;
  readonly at?: 'key';
  /** What the name could have been, for did-you-mean and the list in the hint. */
  readonly candidates: readonly string[];
  /** The candidates' plural noun ("damage types"). */
  readonly what: string;
  /** The hint when there are no candidates. */
  readonly hint?: string;
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A number of the rule tables at `path` inside `tables`, or undefined when the tables lack it. */
export function tableNumber(tables: unknown, ...path: string[]): number | undefined {
  let v: unknown = tables;
  for (const k of path) v = isRecord(v) ? v[k] : undefined;
  return typeof v === 'number' ? v : undefined;
}

/**
 * A whole number held to the rules' range: a problem when `v` is a number outside `min`…`max`
 * (either bound may be open). `why` says what the rules do with it; `source` names the table entry.
 */
export function rangeProblem(
  path: DataPath,
  name: string,
  v: unknown,
  range: { readonly min?: number; readonly max?: number },
  why: string,
  source: string,
): StatRefProblem[] {
  if (typeof v !== 'number') return [];
  const { min, max } = range;
  const below = min !== undefined && v < min;
  const above = max !== undefined && v > max;
  if (!below && !above) return [];
  const span =
    min !== undefined && max !== undefined
      ? `from ${min} to ${max}`
      : min !== undefined
        ? `of at least ${min}`
        : `of at most ${max}`;
  return [
    {
      path,
      input: String(v),
      message: `${name} ${v} is ${below ? `below ${min}` : `above ${max}`}: ${why}`,
      candidates: [],
      what: '',
      hint: `give ${name} a value ${span} (system.yaml \`${source}\`)`,
    },
  ];
}
