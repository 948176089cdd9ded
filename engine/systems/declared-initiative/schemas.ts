// What validating a declared-initiative catalog needs, without the engine: the rule tables' schema and a
// combatant card's stats (the same schema the table setup uses, table.ts). Listed in ../registry.ts.
import type { SystemSchemas } from '../system-schemas.js';
import { declaredInitiativeCombatantRefs } from './combatant-refs.js';
import { declaredInitiativeCombatantStats } from './combatant-stats.js';
import { declaredInitiativeTables } from './tables.js';

export const schemas = {
  tablesSchema: declaredInitiativeTables,
  combatantStats: declaredInitiativeCombatantStats,
  combatantRefs: declaredInitiativeCombatantRefs,
} satisfies SystemSchemas;
