// Every built character of a campaign folder, checked and derived (derive-characters.ts): what
// `fray print` prints and what `fray resolve --campaign` fights with.
import { join } from 'node:path';
import type { Problem } from '../engine/diagnostics/problem.js';
import { loadCampaign, type Campaign } from './campaign-folder.js';
import type { CharacterCatalog } from './check-character.js';
import { deriveCharacters, type BuiltCharacter } from './derive-characters.js';

export interface CampaignCharacters {
  readonly campaign: Campaign;
  readonly characters: BuiltCharacter[];
  /** Each illegal character's problems (that character is left out). */
  readonly problems: Problem[];
}

/** Throws the campaign folder's UserError (missing, unreadable, malformed campaign.yaml). */
export function deriveCampaign(dir: string, cc: CharacterCatalog): CampaignCharacters {
  const campaign = loadCampaign(dir);
  return {
    campaign,
    ...deriveCharacters(
      campaign.characters.map((ch) => ({ file: join(dir, ch.rel), text: ch.text })),
      cc,
    ),
  };
}
