// Loads and validates a catalog like catalog/load-catalog.ts, but takes the icon names
// from the cache instead of reading game-icons' 6 MB icons.json on every run, and validates
// through the validation cache. Why print keeps its own: on the bundled catalog, in one process
// with the modules loaded, catalog/load-catalog.ts took 998 ms and this loader with a warm cache
// 171 ms (median of 7, alternating, 2026-12-02, shared machine at load average 17; a quiet
// machine is several times faster, the ratio is the point). Both read the folder through
// catalog/read-catalog-files.ts and validate with the same validateCatalog, so they cannot disagree.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogData, CatalogFile } from '../../engine/catalog/validate-catalog.js';
import { readCatalogFileList } from '../../catalog/read-catalog-files.js';
import type { DiskCache } from '../../infra/disk-cache.js';
import { sha1 } from '../../infra/hash.js';
import { listFiles, packageVersion, repoRoot } from '../../infra/paths.js';
import { codeHash } from './code-hash.js';
import { validateCached } from './validate-cache.js';

export interface LoadedCatalog extends CatalogData {
  readonly dir: string;
  /** Hash of every catalog file's path and text. */
  readonly hash: string;
}

async function iconNames(cache: DiskCache): Promise<ReadonlySet<string>> {
  const version = packageVersion('@iconify-json/game-icons');
  const hit = cache.get<unknown>('icons', sha1('game-icons', version));
  // A sealed entry of another shape is a miss.
  if (Array.isArray(hit) && hit.every((n) => typeof n === 'string')) return new Set(hit as string[]);
  const names = await (await import('../../catalog/game-icons.js')).gameIconNames();
  cache.set('icons', sha1('game-icons', version), [...names]);
  return names;
}

export interface CatalogFiles {
  readonly dir: string;
  readonly files: CatalogFile[];
  readonly hash: string;
}

/** Read every YAML and CSV file of the catalog (no parsing: cheap enough for the up-to-date check). */
export function readCatalogFiles(dir: string): CatalogFiles {
  const { dir: abs, files } = readCatalogFileList(dir);
  // A file's read problem is part of what it "says": fixing it must change the hash.
  return {
    dir: abs,
    files,
    hash: sha1(...files.flatMap((f) => [f.path, f.text, f.problem ? JSON.stringify(f.problem) : ''])),
  };
}

let versionMemo: string | undefined;

/**
 * What decides a validation besides the catalog: codeHash() (the whole bundle when running from
 * dist/, but from the sources it leaves out the validator and the systems' table schemas, so those
 * are added) and the parser and schema packages.
 */
function validationVersion(): string {
  if (versionMemo) return versionMemo;
  const parts = ['validation-cache 2', codeHash(), `yaml@${packageVersion('yaml')}`, `zod@${packageVersion('zod')}`];
  if (fileURLToPath(import.meta.url).endsWith('.ts'))
    for (const f of listFiles(join(repoRoot(), 'engine')).filter((x) => x.endsWith('.ts')))
      parts.push(f, readFileSync(f, 'utf8'));
  return (versionMemo = sha1(...parts));
}

export async function validateCatalogFiles(read: CatalogFiles, cache: DiskCache): Promise<LoadedCatalog> {
  let names: Promise<ReadonlySet<string>> | undefined;
  const icons = (): Promise<ReadonlySet<string>> => (names ??= iconNames(cache));
  const validate = async (files: readonly CatalogFile[], withIcons: boolean): Promise<CatalogData> => {
    // The CSV parser only for a catalog that has a spreadsheet: YAML catalogs never load it.
    const [{ validateCatalog }, readCsv] = await Promise.all([
      import('../../engine/catalog/validate-catalog.js'),
      files.some((f) => /\.csv$/i.test(f.path))
        ? import('../../catalog/read-csv.js').then((m) => m.readCsv)
        : Promise.resolve(undefined),
    ]);
    return validateCatalog(files, withIcons ? { icons: await icons(), readCsv } : { readCsv });
  };
  const { data } = await validateCached(read.files, {
    cache,
    scope: sha1(validationVersion(), read.dir),
    icons,
    validate,
  });
  return { dir: read.dir, hash: read.hash, ...data };
}
