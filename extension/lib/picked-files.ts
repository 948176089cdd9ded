// What the options page's catalog import and the popup's campaign import both do with the GM's
// file picker: read the picked files, and load the bundled catalog's YAML sources, lazily — they
// and the validators are most of those pages' weight, and only an import needs them.
import { decodeUserText, READ_LIMITS, sizeProblem, type ReadKind } from '../../engine/catalog/user-bytes.js';
import type { CatalogFiles } from './catalog.js';
import type { ImportedFile } from './import-catalog.js';

/**
 * The picked files, with exactly the CLI's checks (engine/catalog/user-bytes.ts): the size cap of
 * their kind (card files 2 MB, character files 1 MB), checked before reading, and strict UTF-8
 * (a Latin-1 byte is a problem at its line:col, not U+FFFD). A file that fails carries its problem.
 */
export function readPicked(
  list: FileList,
  kind: Extract<ReadKind, 'catalogFile' | 'character'>,
): Promise<ImportedFile[]> {
  return Promise.all([...list].map((f) => checkPicked(f, kind)));
}

export async function checkPicked(
  f: Pick<File, 'name' | 'size' | 'arrayBuffer'>,
  kind: Extract<ReadKind, 'catalogFile' | 'character'>,
): Promise<ImportedFile> {
  const big = sizeProblem(f.name, f.size, READ_LIMITS[kind], kind === 'character' ? 'a character file' : 'a card file');
  if (big) return { name: f.name, text: '', problem: big };
  const d = decodeUserText(f.name, new Uint8Array(await f.arrayBuffer()));
  return d.ok ? { name: f.name, text: d.text } : { name: f.name, text: '', problem: d.problem };
}

export async function bundledSources(): Promise<CatalogFiles> {
  const json = await import('./generated/catalog-files.json');
  // The bundler hands a lazily imported JSON file over as the value itself, TypeScript as `default`.
  return ((json as { default?: unknown }).default ?? json) as CatalogFiles;
}
