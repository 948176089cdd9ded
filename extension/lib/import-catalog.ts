// Validates a custom catalog the GM imports in the options page, with the same validator and
// schema as `fray check`, together with the bundled files so deck lists may name bundled cards.
// A file named system.yaml replaces the bundled rule tables; every other file adds cards.
import { validateCatalog } from '../../engine/catalog/validate-catalog.js';
import type { Problem } from '../../engine/diagnostics/problem.js';
import type { Card } from '../../engine/schema/card.js';
import type { WitchhammerTables } from '../../engine/systems/witchhammer/tables.js';
import { SYSTEM_ID, type CatalogFiles, type CustomCatalog } from './catalog.js';

export interface ImportedFile {
  /** The file's name as the GM picked it, e.g. `my-monsters.yaml`. */
  readonly name: string;
  readonly text: string;
  /** Why it could not be read (too large, not UTF-8): picked-files.ts. */
  readonly problem?: Problem;
}

export type ImportResult =
  | { readonly ok: true; readonly custom: CustomCatalog }
  | { readonly ok: false; readonly problems: readonly Problem[] };

// '~' sorts after every bundled file, so a clash is reported in the imported file.
const CUSTOM_DIR = `${SYSTEM_ID}/~import/`;
const TABLES = `${SYSTEM_ID}/system.yaml`;

/** `bundled`: the bundled catalog's YAML sources (lib/generated/catalog-files.json). */
export function importCatalog(bundled: CatalogFiles, files: readonly ImportedFile[], now: number): ImportResult {
  if (!files.length)
    return {
      ok: false,
      problems: [
        {
          severity: 'error',
          file: '(import)',
          line: 1,
          col: 1,
          field: '',
          message: 'no files chosen',
          hint: 'pick one or more .yaml card files',
        },
      ],
    };
  const unread = files.flatMap((f) => (f.problem ? [f.problem] : []));
  if (unread.length) return { ok: false, problems: unread };
  const own = files.map((f) => {
    const base = f.name.split(/[\\/]/).pop() ?? f.name;
    return { path: base === 'system.yaml' ? TABLES : CUSTOM_DIR + base, text: f.text, display: base };
  });
  const bad = own.filter((f) => !/\.ya?ml$/i.test(f.path));
  if (bad.length) {
    return {
      ok: false,
      problems: bad.map(
        (f): Problem => ({
          severity: 'error',
          file: f.display,
          line: 1,
          col: 1,
          field: '',
          message: 'not a YAML file',
          hint: 'card files end in .yaml or .yml',
        }),
      ),
    };
  }
  const replacesTables = own.some((f) => f.path === TABLES);
  const base = bundled
    .filter((f) => !(replacesTables && f.path === TABLES))
    .map((f) => ({ ...f, display: `(bundled) ${f.path}` }));
  const data = validateCatalog([...base, ...own]);
  if (data.problems.length) return { ok: false, problems: data.problems };
  const cards: Card[] = data.cardFiles.filter((f) => f.file.startsWith(CUSTOM_DIR)).flatMap((f) => f.cards);
  return {
    ok: true,
    custom: {
      importedAt: now,
      files: own.map(({ path, text }) => ({ path, text })),
      ...(replacesTables ? { tables: data.tables[SYSTEM_ID] as WitchhammerTables } : {}),
      cards,
    },
  };
}
