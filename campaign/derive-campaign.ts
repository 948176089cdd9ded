// Every built character of a campaign folder, checked like `fray character check` and derived
// (derive.ts): what `fray print` prints and what `fray resolve --campaign` fights with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../engine/catalog/yaml-source.js';
import { loadCampaign, type Campaign } from './campaign-folder.js';
import type { CharacterFile } from './character-schema.js';
import { checkCharacter, type CharacterCatalog } from './check-character.js';
import { derive, type Derived } from './derive.js';

export interface CampaignCharacters {
  readonly campaign: Campaign;
  readonly characters: { readonly id: string; readonly character: CharacterFile; readonly derived: Derived }[];
  /** Each illegal character's problems (that character is left out). */
  readonly problems: Problem[];
}

/** Throws the campaign folder's CliError (missing, unreadable, malformed campaign.yaml). */
export function deriveCampaign(dir: string, cc: CharacterCatalog): CampaignCharacters {
  const campaign = loadCampaign(dir);
  const problems: Problem[] = [];
  const characters: CampaignCharacters['characters'] = [];
  for (const ch of campaign.characters) {
    const file = join(dir, ch.rel);
    const r = checkCharacter(readFileSync(file, 'utf8'), file, cc);
    if (r.errors.length || !r.character) {
      problems.push(...r.errors);
      continue;
    }
    characters.push({ id: ch.id, character: r.character, derived: derive(r.character, cc) });
  }
  return { campaign, characters, problems };
}
