// What `fray character` and `fray campaign` share: the catalog they check against (a CLI error when
// it has problems or no campaign layer), and reading a file the user named.
import { readFileSync } from 'node:fs';
import { characterCatalog } from '../campaign/character-catalog.js';
import type { CharacterCatalog } from '../campaign/check-character.js';
import { formatProblem } from '../engine/catalog/yaml-source.js';
import { bundledCatalogDir, loadCatalog } from '../catalog/load-catalog.js';
import { UserError } from './cli-support.js';
import { fsUserError, isUserFsError } from '../infra/fs-errors.js';

export async function loadCharacterCatalog(dir: string | boolean | undefined): Promise<CharacterCatalog> {
  const cat = await loadCatalog(typeof dir === 'string' ? dir : bundledCatalogDir());
  if (cat.problems.length) {
    process.stdout.write(cat.problems.map(formatProblem).join('\n') + '\n');
    throw new UserError('the catalog has problems', 'run `fray check` on it first');
  }
  const cc = characterCatalog(cat);
  if ('missing' in cc) throw new UserError(cc.missing, cc.hint);
  return cc;
}

export function readUserFile(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    if (isUserFsError(e)) throw fsUserError(e, file, 'reading', what);
    throw e;
  }
}
