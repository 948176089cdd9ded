// Reads a catalog folder from disk and validates it (the validation itself is pure, in
// engine/catalog/validate-catalog.ts, so the extension can run it on imported YAML).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateCatalog, type CatalogData } from '../../engine/catalog/validate-catalog.js';
import { compareProblems } from '../../engine/catalog/yaml-source.js';
import { CliError } from '../../cli/cli-support.js';
import { CardArt } from '../pipeline/card-art.js';
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
    if (up === dir) throw new CliError('cannot find the bundled card catalog', 'pass a catalog folder explicitly');
    dir = up;
  }
}

/**
 * Loads and validates `dir`. Problems are returned, not thrown; a missing folder throws CliError.
 * `opts.icons` skips reading game-icons' 6 MB icons.json (~130 ms) when the caller has the names cached.
 */
export async function loadCatalog(dir: string, opts: { icons?: ReadonlySet<string>; glyphs?: boolean } = {}): Promise<Catalog> {
  const { dir: abs, files } = readCatalogFileList(dir);
  const data = validateCatalog(files, { icons: opts.icons ?? (await gameIconNames()) });
  // Art files are read at the edge (here and in the print pipeline), not by the pure validator.
  const art = await new CardArt(abs, data.origins, files).problems(data.cards.values());
  // `glyphs`: the renderer's font coverage, for `fray check` (it loads the print fonts).
  const glyphs = opts.glyphs ? await (await import('./glyph-problems.js')).glyphProblems(data, files) : [];
  const extra = [...art, ...glyphs];
  const problems = extra.length ? [...data.problems, ...extra].sort(compareProblems) : data.problems;
  return { dir: abs, ...data, problems };
}
