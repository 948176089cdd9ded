// What validating a team-turns catalog needs, without the engine: the rule tables' schema and a
// combatant card's stats (the same schema the table setup uses, table.ts). Listed in ../registry.ts.
import type { SystemSchemas } from '../system-schemas.js';
import { teamTurnsCombatantRefs } from './combatant-refs.js';
import { teamTurnsCombatantStats } from './combatant-stats.js';
import { teamTurnsTables } from './tables.js';

export const schemas = {
  tablesSchema: teamTurnsTables,
  combatantStats: teamTurnsCombatantStats,
  combatantRefs: teamTurnsCombatantRefs,
} satisfies SystemSchemas;
