// The generated JSON Schema files of a catalog folder, by file name.
import { SYSTEMS } from '../systems/index.js';
import { TABLE_SCHEMAS } from '../systems/registry.js';
import {
  campaignJsonSchema,
  campaignSchemaFile,
  CARD_SCHEMA_FILE,
  cardFileJsonSchema,
  combatantsJsonSchema,
  combatantsSchemaFile,
  tablesJsonSchema,
  tablesSchemaFile,
} from './json-schema.js';

/** { 'schema.json': text, 'system-witchhammer.schema.json': text, 'campaign-witchhammer.schema.json': text, 'combatants-team-turns.schema.json': text, ... } for built systems. */
export function schemaFiles(): Record<string, string> {
  const out: Record<string, string> = { [CARD_SCHEMA_FILE]: cardFileJsonSchema() };
  for (const [id, mod] of Object.entries(SYSTEMS))
    if (mod) out[tablesSchemaFile(id)] = tablesJsonSchema(id, mod.tablesSchema);
  for (const [id, t] of Object.entries(TABLE_SCHEMAS))
    if (t.campaignSchema) out[campaignSchemaFile(id)] = campaignJsonSchema(id, t.campaignSchema);
  for (const [id, t] of Object.entries(TABLE_SCHEMAS))
    if (t.combatantStats) out[combatantsSchemaFile(id)] = combatantsJsonSchema(id, t.combatantStats);
  return out;
}
