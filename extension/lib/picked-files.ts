// What the options page's catalog import and the popup's campaign import both do with the GM's
// file picker: read the picked files, and load the bundled catalog's YAML sources, lazily — they
// and the validators are most of those pages' weight, and only an import needs them.
import type { CatalogFiles } from './catalog.js';
import type { ImportedFile } from './import-catalog.js';

export function readPicked(list: FileList): Promise<ImportedFile[]> {
  return Promise.all([...list].map(async (f) => ({ name: f.name, text: await f.text() })));
}

export async function bundledSources(): Promise<CatalogFiles> {
  const json = await import('./generated/catalog-files.json');
  // The bundler hands a lazily imported JSON file over as the value itself, TypeScript as `default`.
  return ((json as { default?: unknown }).default ?? json) as CatalogFiles;
}
