// What validating a system's catalog needs of it, without its engine (each system's schemas.ts,
// listed in registry.ts).
import type { ZodType } from 'zod';
import type { StatRefProblem } from './stat-refs.js';

export interface SystemSchemas {
  readonly tablesSchema: ZodType;
  readonly campaignSchema?: ZodType;
  /** A combatant card's `stats:` (the same schema as the module's `table.stats`); absent: the system has no combatant cards. */
  readonly combatantStats?: ZodType;
  /** What of a valid stat block must name something of the validated rule tables (damage types, actions). */
  readonly combatantRefs?: (stats: unknown, tables: unknown) => StatRefProblem[];
  /** What of a valid character card must stay in the validated rule tables' ranges (paths inside the card). */
  readonly characterRefs?: (card: unknown, tables: unknown) => StatRefProblem[];
}
