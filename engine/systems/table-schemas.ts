// The rule-table schema of each registered system, without its engine: validating a catalog needs
// only these, and the extension's options page bundles the validator (the engines would add
// ~150 KB there). Kept in step with SYSTEMS by table-schemas.test.ts.
import type { ZodType } from 'zod';
import type { StatRefProblem } from './stat-refs.js';
import { declaredInitiativeCombatantRefs } from './declared-initiative/combatant-refs.js';
import { declaredInitiativeCombatantStats } from './declared-initiative/combatant-stats.js';
import { declaredInitiativeTables } from './declared-initiative/tables.js';
import { factionTurnsCombatantRefs } from './faction-turns/combatant-refs.js';
import { factionTurnsCombatantStats } from './faction-turns/combatant-stats.js';
import { factionTurnsTables } from './faction-turns/tables.js';
import { initiativeCardsCombatantRefs } from './initiative-cards/combatant-refs.js';
import { initiativeCardsCombatantStats } from './initiative-cards/combatant-stats.js';
import { initiativeCardsTables } from './initiative-cards/tables.js';
import { teamTurnsCombatantRefs } from './team-turns/combatant-refs.js';
import { teamTurnsCombatantStats } from './team-turns/combatant-stats.js';
import { teamTurnsTables } from './team-turns/tables.js';
import { witchhammerCampaign } from './witchhammer/campaign-schema.js';
import { witchhammerCharacterRefs } from './witchhammer/character-refs.js';
import { witchhammerTables } from './witchhammer/tables.js';

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

export const TABLE_SCHEMAS: Readonly<Record<string, SystemSchemas>> = {
  witchhammer: {
    tablesSchema: witchhammerTables,
    campaignSchema: witchhammerCampaign,
    characterRefs: witchhammerCharacterRefs,
  },
  'faction-turns': {
    tablesSchema: factionTurnsTables,
    combatantStats: factionTurnsCombatantStats,
    combatantRefs: factionTurnsCombatantRefs,
  },
  'declared-initiative': {
    tablesSchema: declaredInitiativeTables,
    combatantStats: declaredInitiativeCombatantStats,
    combatantRefs: declaredInitiativeCombatantRefs,
  },
  'team-turns': {
    tablesSchema: teamTurnsTables,
    combatantStats: teamTurnsCombatantStats,
    combatantRefs: teamTurnsCombatantRefs,
  },
  'initiative-cards': {
    tablesSchema: initiativeCardsTables,
    combatantStats: initiativeCardsCombatantStats,
    combatantRefs: initiativeCardsCombatantRefs,
  },
};
