// Loads and validates a catalog like print/catalog/load-catalog.ts, but takes the icon names
// from the cache instead of parsing game-icons' 6 MB icons.json on every run (that parse alone
// would eat most of the warm rebuild budget).
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { CatalogData, CatalogFile } from '../../engine/catalog/validate-catalog.js';
import { CliError } from '../cli-support.js';
import { sha1, type DiskCache } from './cache.js';
import { repoRoot } from './paths.js';

export interface LoadedCatalog extends CatalogData {
  readonly dir: string;
  /** Hash of every catalog file's path and text. */
  readonly hash: string;
}

function listYaml(root: string, sub = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(root, sub), { withFileTypes: true })) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const rel = sub ? `${sub}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listYaml(root, rel));
    else if (/\.ya?ml$/i.test(e.name)) out.push(rel);
  }
  return out;
}

function displayName(abs: string): string {
  const rel = relative(process.cwd(), abs);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : abs;
}

async function iconNames(cache: DiskCache): Promise<ReadonlySet<string>> {
  let version = '?';
  try {
    version = (JSON.parse(readFileSync(join(repoRoot(), 'node_modules', '@iconify-json', 'game-icons', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    // Unknown version: the cache key still works, it just never matches a stale list.
  }
  const hit = cache.get<string[]>('icons', sha1('game-icons', version));
  if (hit) return new Set(hit);
  const { gameIconNames } = await import('../catalog/game-icons.js');
  const names = await gameIconNames();
  cache.set('icons', sha1('game-icons', version), [...names]);
  return names;
}

export interface CatalogFiles {
  readonly dir: string;
  readonly files: CatalogFile[];
  readonly hash: string;
}

/** Read every YAML file of the catalog (no parsing: cheap enough for the up-to-date check). */
export function readCatalogFiles(dir: string): CatalogFiles {
  const abs = resolve(dir);
  if (!existsSync(abs)) throw new CliError(`catalog folder not found: ${dir}`, 'pass the folder that holds the system folders, e.g. `cards`');
  if (!statSync(abs).isDirectory()) throw new CliError(`not a folder: ${dir}`, 'pass the folder that holds the system folders, e.g. `cards`');
  const files: CatalogFile[] = listYaml(abs)
    .sort()
    .map((path) => {
      const file = join(abs, path);
      return { path, text: readFileSync(file, 'utf8'), display: displayName(file) };
    });
  return { dir: abs, files, hash: sha1(...files.flatMap((f) => [f.path, f.text])) };
}

export async function validateCatalogFiles(read: CatalogFiles, cache: DiskCache): Promise<LoadedCatalog> {
  const { validateCatalog } = await import('../../engine/catalog/validate-catalog.js');
  const data = validateCatalog(read.files, { icons: await iconNames(cache) });
  return { dir: read.dir, hash: read.hash, ...data };
}
