// What validating a initiative-cards catalog needs, without the engine: the rule tables' schema and a
// combatant card's stats (the same schema the table setup uses, table.ts). Listed in ../registry.ts.
import type { SystemSchemas } from '../system-schemas.js';
import { initiativeCardsCombatantRefs } from './combatant-refs.js';
import { initiativeCardsCombatantStats } from './combatant-stats.js';
import { initiativeCardsTables } from './tables.js';

export const schemas = {
  tablesSchema: initiativeCardsTables,
  combatantStats: initiativeCardsCombatantStats,
  combatantRefs: initiativeCardsCombatantRefs,
} satisfies SystemSchemas;
