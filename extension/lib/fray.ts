// The wired-up instances every extension context uses: the store over chrome.storage.local,
// the effective catalog (bundled + the GM's custom import) and the resolver over both.
import { makeCatalog, type Catalog } from './catalog.js';
import { bundledCatalog } from './bundled-catalog.js';
import { createResolver, type Resolver } from './resolver.js';
import { getStore } from './store.js';

export async function loadCatalog(): Promise<Catalog> {
  return makeCatalog(bundledCatalog, await getStore().get('catalog'));
}

let resolver: Resolver | undefined;

export function getResolver(): Resolver {
  resolver ??= createResolver({ store: getStore(), catalog: loadCatalog });
  return resolver;
}

export { getStore, bundledCatalog };
