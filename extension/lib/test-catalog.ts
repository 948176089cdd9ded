// Test helper: the real cards/witchhammer catalog, validated the way the build does it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { validateCatalog } from '../../engine/catalog/validate-catalog.js';
import { makeCatalog, type Catalog, type CatalogFiles, type CatalogJson } from './catalog.js';

export function loadTestCatalogJson(): CatalogJson & { files: CatalogFiles } {
  const cardsDir = resolve(import.meta.dirname, '../../cards');
  const files = readdirSync(join(cardsDir, 'witchhammer'))
    .filter((n) => n.endsWith('.yaml'))
    .map((n) => ({ path: `witchhammer/${n}`, text: readFileSync(join(cardsDir, 'witchhammer', n), 'utf8') }));
  const data = validateCatalog(files);
  if (data.problems.length) throw new Error(`catalog problems: ${data.problems.map((p) => p.message).join('; ')}`);
  return {
    system: 'witchhammer',
    tables: data.tables.witchhammer as CatalogJson['tables'],
    cards: data.cardsBySystem.witchhammer!,
    files,
  };
}

export function loadTestCatalog(): Catalog {
  return makeCatalog(loadTestCatalogJson(), null);
}
