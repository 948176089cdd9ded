// What validating a faction-turns catalog needs, without the engine: the rule tables' schema and a
// combatant card's stats (the same schema the table setup uses, table.ts). Listed in ../registry.ts.
import type { SystemSchemas } from '../system-schemas.js';
import { factionTurnsCombatantRefs } from './combatant-refs.js';
import { factionTurnsCombatantStats } from './combatant-stats.js';
import { factionTurnsTables } from './tables.js';

export const schemas = {
  tablesSchema: factionTurnsTables,
  combatantStats: factionTurnsCombatantStats,
  combatantRefs: factionTurnsCombatantRefs,
} satisfies SystemSchemas;
