// The worker's store, catalog and resolver. Wired here rather than through lib/fray.ts so the
// worker does not depend on zod's runtime configuration (it validates nothing itself).
import { bundledCatalog } from '../lib/bundled-catalog.js';
import { makeCatalog, type Catalog } from '../lib/catalog.js';
import { createResolver, type Resolver } from '../lib/resolver.js';
import { getStore } from '../lib/store.js';

export const store = getStore();

export async function loadCatalog(): Promise<Catalog> {
  return makeCatalog(bundledCatalog, await store.get('catalog'));
}

let resolver: Resolver | undefined;
export function getResolver(): Resolver {
  resolver ??= createResolver({ store, catalog: loadCatalog });
  return resolver;
}
