// The catalog a built character is checked against: WitchHammer's campaign tables (system.yaml
// `campaign:`), its campaign catalog (campaign.yaml) and its cards — or why it cannot be used.
import type { Card } from '../engine/schema/card.js';
import type { CatalogData } from '../engine/catalog/validate-catalog.js';
import type { WitchhammerCampaign } from '../engine/systems/witchhammer/campaign-schema.js';
import type { WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import type { CharacterCatalog } from './check-character.js';

export const SYSTEM = 'witchhammer';

export function characterCatalog(
  cat: CatalogData,
): CharacterCatalog | { readonly missing: string; readonly hint: string } {
  const tables = cat.tables[SYSTEM] as WitchhammerTables | undefined;
  if (!tables)
    return {
      missing: `the catalog has no ${SYSTEM} system`,
      hint: `a catalog with ${SYSTEM}/system.yaml, e.g. the bundled cards/`,
    };
  if (!tables.campaign)
    return {
      missing: `${SYSTEM}/system.yaml has no \`campaign:\` tables (the points, rewards and limits)`,
      hint: 'copy them from the bundled cards/witchhammer/system.yaml',
    };
  const campaign = cat.campaigns[SYSTEM] as WitchhammerCampaign | undefined;
  if (!campaign)
    return {
      missing: `the catalog has no ${SYSTEM}/campaign.yaml (schools, traits, equipment, achievements)`,
      hint: 'copy the bundled cards/witchhammer/campaign.yaml',
    };
  const cards = new Map<string, Card>((cat.cardsBySystem[SYSTEM] ?? []).map((c) => [c.id, c]));
  return { tables: tables.campaign, campaign, cards };
}
