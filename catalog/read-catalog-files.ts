// Finds and reads a catalog's YAML and CSV files: the one place both loaders (`fray check`'s and the
// print pipeline's cached one) see the folder, so they never disagree about what is in it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isCatalogFileName, TABLES_FILE } from '../engine/catalog/catalog-layout.js';
import type { CatalogFile } from '../engine/catalog/validate-catalog.js';
import { UserError } from '../infra/user-error.js';
import { MAX_CATALOG_FILE_BYTES, readSource } from './read-source.js';

function listYaml(root: string, sub = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(root, sub), { withFileTypes: true })) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const rel = sub ? `${sub}/${e.name}` : e.name;
    // Dirent does not follow symlinks: a linked folder is not walked (no cycles), a linked or
    // special file named *.yaml is listed and then judged by readSource.
    if (e.isDirectory()) out.push(...listYaml(root, rel));
    else if (isCatalogFileName(e.name)) out.push(rel);
  }
  return out;
}

/** How a file is named in problems: relative to the working directory when inside it. */
export function displayName(abs: string): string {
  const rel = relative(process.cwd(), abs);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : abs;
}

/** The catalog folder, or a clear error for a missing one, a file, or a single system folder. */
export function catalogRoot(dir: string): string {
  const abs = resolve(dir);
  const hint = 'pass the folder that holds the system folders, e.g. `cards`';
  // Say what to do, not what was typed: most often the group meant the cards bundled with fray.
  if (!existsSync(abs))
    throw new UserError(
      `catalog folder not found: ${dir}`,
      'leave the catalog out to use the cards bundled with fray, or `fray init --copy-cards` copies them into cards/ to edit',
    );
  if (!statSync(abs).isDirectory()) throw new UserError(`not a folder: ${dir}`, hint);
  if (existsSync(join(abs, TABLES_FILE))) {
    const parent = relative(process.cwd(), dirname(abs)) || '.';
    throw new UserError(
      `${dir} is a system folder (it holds ${TABLES_FILE}), not a catalog`,
      `pass its parent instead, the folder of system folders: \`${parent}\` (${basename(abs)}/ is one of its systems)`,
    );
  }
  return abs;
}

/** Every YAML and CSV file of the catalog, sorted; a file that cannot be read carries its problem. */
export function readCatalogFileList(dir: string): { dir: string; files: CatalogFile[] } {
  const abs = catalogRoot(dir);
  const files = listYaml(abs)
    .sort()
    .map((path): CatalogFile => {
      const file = join(abs, path);
      const display = displayName(file);
      const r = readSource(file, display, MAX_CATALOG_FILE_BYTES);
      return r.ok ? { path, text: r.text, display } : { path, text: '', display, problem: r.problem };
    });
  return { dir: abs, files };
}
