// What validating a WitchHammer catalog needs, without the engine: the rule tables' schema and
// the campaign's (it has no combatant cards). Listed in ../registry.ts.
import type { SystemSchemas } from '../system-schemas.js';
import { witchhammerCampaign } from './campaign-schema.js';
import { witchhammerTables } from './tables.js';

export const schemas = {
  tablesSchema: witchhammerTables,
  campaignSchema: witchhammerCampaign,
} satisfies SystemSchemas;
