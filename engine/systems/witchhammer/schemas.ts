// What validating a WitchHammer catalog needs, without the engine: the rule tables' schema and
// the campaign's, and the ranges of a character card's numbers (it has no combatant cards). Listed in ../registry.ts.
import type { SystemSchemas } from '../system-schemas.js';
import { witchhammerCampaign } from './campaign-schema.js';
import { witchhammerCharacterRefs } from './character-refs.js';
import { witchhammerTables } from './tables.js';

export const schemas = {
  tablesSchema: witchhammerTables,
  campaignSchema: witchhammerCampaign,
  characterRefs: witchhammerCharacterRefs,
} satisfies SystemSchemas;
