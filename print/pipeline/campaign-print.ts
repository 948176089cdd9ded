// The built characters a print includes (a campaign folder: the bundled sample campaign by default):
// each checked like `fray character check`, then derived (campaign/derive.ts) into a character card
// and deck printed with the catalog's decks, and the facts of its character sheet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadCampaign } from '../../campaign/campaign-folder.js';
import { characterCatalog } from '../../campaign/character-catalog.js';
import { checkCharacter } from '../../campaign/check-character.js';
import { derive, type SheetData } from '../../campaign/derive.js';
import { CliError } from '../../cli/cli-support.js';
import type { CatalogData } from '../../engine/catalog/validate-catalog.js';
import { formatProblem } from '../../engine/catalog/yaml-source.js';
import type { Card } from '../../engine/schema/card.js';
import type { Deck } from './decks.js';

export interface CampaignPrint {
  readonly decks: Deck[];
  readonly sheets: { readonly id: string; readonly sheet: SheetData }[];
  readonly problems: string[];
}

/** `required`: the user named the campaign (a catalog without the campaign layer is then a problem). */
export function campaignPrint(dir: string, catalog: CatalogData, required: boolean): CampaignPrint {
  const cc = characterCatalog(catalog);
  if ('missing' in cc) return { decks: [], sheets: [], problems: required ? [`error: ${cc.missing}\n  hint: ${cc.hint}`] : [] };
  let campaign;
  try {
    campaign = loadCampaign(dir);
  } catch (e) {
    if (e instanceof CliError) return { decks: [], sheets: [], problems: [`error: ${e.message}${e.hint ? `\n  hint: ${e.hint}` : ''}`] };
    throw e;
  }
  const problems: string[] = [];
  const decks: Deck[] = [];
  const sheets: CampaignPrint['sheets'] = [];
  for (const ch of campaign.characters) {
    const file = join(dir, ch.rel);
    const r = checkCharacter(readFileSync(file, 'utf8'), file, cc);
    if (r.errors.length) {
      problems.push(...r.errors.map(formatProblem));
      continue;
    }
    const d = derive(r.character!, cc);
    const cards: Card[] = [d.card, ...[...d.card.actions, ...d.card.stances].flatMap((id) => (cc.cards.has(id) ? [cc.cards.get(id)!] : []))];
    decks.push({ id: d.card.id, title: ch.data.name, system: 'witchhammer', kind: 'character', character: d.card, cards });
    sheets.push({ id: ch.id, sheet: d.sheet });
  }
  return { decks, sheets, problems };
}
