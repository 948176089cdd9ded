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
