// The GM imports a campaign's built characters into an encounter: each character file is checked
// against the catalog like `fray character check`, then derived (campaign/derive.ts) into the
// character card its build gives, joining the fight with its current Health and the daily-use
// cards it has already used today.
import { characterCatalog } from '../../campaign/character-catalog.js';
import { deriveCharacters } from '../../campaign/derive-characters.js';
import { validateCatalog } from '../../engine/catalog/validate-catalog.js';
import type { Problem } from '../../engine/diagnostics/problem.js';
import type { CatalogFiles } from './catalog.js';
import type { ImportedFile } from './import-catalog.js';
import type { ImportedCharacter } from './imported-characters.js';

export { addImported, type ImportedCharacter } from './imported-characters.js';

export type CampaignImport =
  | { readonly ok: true; readonly characters: ImportedCharacter[] }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/**
 * `catalog`: the YAML sources the extension plays with (catalogSources: bundled + custom);
 * `files`: the campaign's character files (campaign.yaml, if picked too, is skipped).
 */
export function importCampaignCharacters(catalog: CatalogFiles, files: readonly ImportedFile[]): CampaignImport {
  const chosen = files.filter((f) => !/(^|[\\/])campaign\.ya?ml$/i.test(f.name));
  if (!chosen.length)
    return {
      ok: false,
      problems: [
        {
          severity: 'error',
          file: '(import)',
          line: 1,
          col: 1,
          field: '',
          message: 'no character files chosen',
          hint: "pick the files in the campaign's characters/ folder",
        },
      ],
    };
  const unread = chosen.flatMap((f) => (f.problem ? [f.problem] : []));
  if (unread.length) return { ok: false, problems: unread };
  const cc = characterCatalog(validateCatalog(catalog));
  if ('missing' in cc)
    return {
      ok: false,
      problems: [
        { severity: 'error', file: '(catalog)', line: 1, col: 1, field: '', message: cc.missing, hint: cc.hint },
      ],
    };
  const built = deriveCharacters(
    chosen.map((f) => ({ file: f.name, text: f.text })),
    cc,
  );
  const problems: Problem[] = [...built.problems];
  const characters: ImportedCharacter[] = [];
  for (const { file, character: c, derived } of built.characters) {
    if (c.dead)
      problems.push({
        severity: 'error',
        file,
        line: 1,
        col: 1,
        field: 'dead',
        message: `${c.name} is dead`,
        hint: 'the dead do not fight',
      });
    else characters.push({ id: c.id, card: derived.card, health: c.health ?? c.max_health, usedToday: c.used_today });
  }
  return problems.length ? { ok: false, problems } : { ok: true, characters };
}
