// What `fray character` and `fray campaign` share: the catalog they check against (a CLI error when
// it has problems or no campaign layer), and reading a file the user named.
import { characterCatalog, SYSTEM } from '../campaign/character-catalog.js';
import type { WitchhammerTables } from '../engine/systems/witchhammer/tables.js';
import type { CharacterCatalog } from '../campaign/check-character.js';
import { reportProblems } from './problem-report.js';
import { bundledCatalogDir, loadCatalog } from '../catalog/load-catalog.js';
import { UserError } from './cli-support.js';
import { readUserText, type ReadKind } from '../infra/read-user-file.js';

/** The catalog, and the affliction names its rules know (system.yaml's affliction chart). */
export async function loadCharacterCatalog(
  dir: string | boolean | undefined,
): Promise<CharacterCatalog & { readonly afflictions: readonly string[] }> {
  const cat = await loadCatalog(typeof dir === 'string' ? dir : bundledCatalogDir());
  if (reportProblems(cat.problems, (line) => process.stdout.write(line)))
    throw new UserError('the catalog has problems', 'run `fray check` on it first');
  const cc = characterCatalog(cat);
  if ('missing' in cc) throw new UserError(cc.missing, cc.hint);
  const af = (cat.tables[SYSTEM] as WitchhammerTables).affliction;
  return { ...cc, afflictions: [...new Set(af.chart.filter((r) => r.roll > af.no_effect_max).map((r) => r.result))] };
}

/** A file the user named, through the one safe reader (regular file, size cap, UTF-8 at line:col). */
export function readUserFile(file: string, what: string, kind: ReadKind): string {
  return readUserText(file, kind, { what });
}
