// Reads a catalog folder from disk and validates it (the validation itself is pure, in
// engine/catalog/validate-catalog.ts, so the extension can run it on imported YAML).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateCatalog, type CatalogData, type CatalogFile } from '../engine/catalog/validate-catalog.js';
import { compareProblems, type Problem } from '../engine/diagnostics/problem.js';
import { UserError } from '../infra/user-error.js';
import { CardArt } from './card-art.js';
import { gameIconNames } from './game-icons.js';
import { readCatalogFileList } from './read-catalog-files.js';

export interface Catalog extends CatalogData {
  /** Absolute path of the catalog folder. */
  readonly dir: string;
}

/** `<repo>/cards`, found from this module's location (works from the sources and from dist/). */
export function bundledCatalogDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'cards'))) return join(dir, 'cards');
    const up = dirname(dir);
    if (up === dir) throw new UserError('cannot find the bundled card catalog', 'pass a catalog folder explicitly');
    dir = up;
  }
}

/**
 * Loads and validates `dir`. Problems are returned, not thrown; a missing folder throws UserError.
 * `opts.icons` skips reading game-icons' 6 MB icons.json (~130 ms) when the caller has the names cached.
 */
export interface LoadCatalogOptions {
  readonly icons?: ReadonlySet<string>;
  /** More checks of the validated data, e.g. `fray check`'s print-font coverage (print/render/glyph-problems.ts). */
  readonly extraChecks?: (data: CatalogData, files: readonly CatalogFile[]) => Promise<Problem[]>;
}

export async function loadCatalog(dir: string, opts: LoadCatalogOptions = {}): Promise<Catalog> {
  const { dir: abs, files } = readCatalogFileList(dir);
  // The CSV parser only for a catalog that has a spreadsheet.
  const readCsv = files.some((f) => /\.csv$/i.test(f.path)) ? (await import('./read-csv.js')).readCsv : undefined;
  const data = validateCatalog(files, {
    icons: opts.icons ?? (await gameIconNames()),
    ...(readCsv ? { readCsv } : {}),
  });
  // Art files are read at the edge (here and in the print pipeline), not by the pure validator.
  const art = await new CardArt(abs, data.origins, files).problems(data.cards.values());
  const checked = opts.extraChecks ? await opts.extraChecks(data, files) : [];
  const extra = [...art, ...checked];
  const problems = extra.length ? [...data.problems, ...extra].sort(compareProblems) : data.problems;
  return { dir: abs, ...data, problems };
}
