// The rule-table schema of each registered system, without its engine: validating a catalog needs
// only these, and the extension's options page bundles the validator (the engines would add
// ~150 KB there). Kept in step with SYSTEMS by table-schemas.test.ts.
import type { ZodType } from 'zod';
import { declaredInitiativeTables } from './declared-initiative/tables.js';
import { factionTurnsTables } from './faction-turns/tables.js';
import { initiativeCardsTables } from './initiative-cards/tables.js';
import { teamTurnsTables } from './team-turns/tables.js';
import { witchhammerCampaign } from './witchhammer/campaign-schema.js';
import { witchhammerTables } from './witchhammer/tables.js';

export const TABLE_SCHEMAS: Readonly<Record<string, { readonly tablesSchema: ZodType; readonly campaignSchema?: ZodType }>> = {
  witchhammer: { tablesSchema: witchhammerTables, campaignSchema: witchhammerCampaign },
  'faction-turns': { tablesSchema: factionTurnsTables },
  'declared-initiative': { tablesSchema: declaredInitiativeTables },
  'team-turns': { tablesSchema: teamTurnsTables },
  'initiative-cards': { tablesSchema: initiativeCardsTables },
};
