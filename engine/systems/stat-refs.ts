// A combatant stat that must name something of the system's rule tables (a damage type, an
// action): found by the system's check after the tables are read, reported by the catalog.
import type { DataPath } from '../catalog/yaml-source.js';

export interface StatRefProblem {
  /** Inside `stats`. */
  readonly path: DataPath;
  /** The wrong name: the value at `path`, or its key when `at` is 'key'. */
  readonly input: string;
  readonly at?: 'key';
  readonly message: string;
  /** What the value could have been, for did-you-mean and the list in the hint. */
  readonly candidates: readonly string[];
  /** The candidates' plural noun ("damage types"). */
  readonly what: string;
}
