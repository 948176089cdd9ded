// Built characters' files, each checked like `fray character check` and derived (derive.ts).
// No I/O: `fray print` and `fray resolve --campaign` pass a campaign folder's files
// (derive-campaign.ts), the extension the files the GM picked.
import type { Problem } from '../engine/diagnostics/problem.js';
import type { CharacterFile } from './character-schema.js';
import { checkCharacter, type CharacterCatalog } from './check-character.js';
import { derive, type Derived } from './derive.js';

export interface BuiltCharacter {
  /** The file it came from, as given. */
  readonly file: string;
  readonly character: CharacterFile;
  readonly derived: Derived;
}

/** Each legal build derived; each illegal one left out, its problems positioned in its file. */
export function deriveCharacters(
  files: readonly { readonly file: string; readonly text: string }[],
  cc: CharacterCatalog,
): { characters: BuiltCharacter[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const characters: BuiltCharacter[] = [];
  for (const f of files) {
    const r = checkCharacter(f.text, f.file, cc);
    if (r.errors.length || !r.character) problems.push(...r.errors);
    else characters.push({ file: f.file, character: r.character, derived: derive(r.character, cc) });
  }
  return { characters, problems };
}
