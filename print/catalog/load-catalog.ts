// Reads a catalog folder from disk and validates it (the validation itself is pure, in
// engine/catalog/validate-catalog.ts, so the extension can run it on imported YAML).
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateCatalog, type CatalogData, type CatalogFile } from '../../engine/catalog/validate-catalog.js';
import { compareProblems } from '../../engine/catalog/yaml-source.js';
import { CliError } from '../../cli/cli-support.js';
import { CardArt } from '../pipeline/card-art.js';
import { gameIconNames } from './game-icons.js';

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

async function listYaml(root: string, sub = ''): Promise<string[]> {
  const entries = await readdir(join(root, sub), { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listYaml(root, rel)));
    else if (/\.ya?ml$/i.test(e.name)) out.push(rel);
  }
  return out;
}

/** How a file is named in problems: relative to the working directory when inside it. */
function displayName(abs: string): string {
  const rel = relative(process.cwd(), abs);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : abs;
}

/**
 * Loads and validates `dir`. Problems are returned, not thrown; a missing folder throws CliError.
 * `opts.icons` skips reading game-icons' 6 MB icons.json (~130 ms) when the caller has the names cached.
 */
export async function loadCatalog(dir: string, opts: { icons?: ReadonlySet<string> } = {}): Promise<Catalog> {
  const abs = resolve(dir);
  if (!existsSync(abs)) throw new CliError(`catalog folder not found: ${dir}`, 'pass the folder that holds the system folders, e.g. `cards`');
  if (!statSync(abs).isDirectory()) throw new CliError(`not a folder: ${dir}`, 'pass the folder that holds the system folders, e.g. `cards`');
  const paths = (await listYaml(abs)).sort();
  const files: CatalogFile[] = await Promise.all(
    paths.map(async (path) => {
      const file = join(abs, path);
      return { path, text: await readFile(file, 'utf8'), display: displayName(file) };
    }),
  );
  const data = validateCatalog(files, { icons: opts.icons ?? (await gameIconNames()) });
  // Art files are read at the edge (here and in the print pipeline), not by the pure validator.
  const art = await new CardArt(abs, data.origins, files).problems(data.cards.values());
  const problems = art.length ? [...data.problems, ...art].sort(compareProblems) : data.problems;
  return { dir: abs, ...data, problems };
}
