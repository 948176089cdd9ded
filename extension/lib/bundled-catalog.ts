// The catalog bundled at build time. scripts/build.mjs validates cards/witchhammer with the
// engine's catalog validator and writes lib/generated/catalog.json (gitignored).
import data from './generated/catalog.json';
import type { CatalogJson } from './catalog.js';

export const bundledCatalog = data as unknown as CatalogJson;
