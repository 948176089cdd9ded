// The validators (zod and the engine's schemas, ~290 KB) load only when the GM imports a catalog
// or campaign characters. They ship ONCE, as files of their own (build/<target>/validators/: the
// esbuild bundles of scripts/generate.ts with one shared chunk, copied by scripts/build.mjs):
// bundled into the options page and the popup through Parcel they were a full copy each. Parcel
// rewrites every import() it sees, so they load as a module <script> that hands over its exports
// through `<name>.global.js` (written by the build).
type CatalogImport = typeof import('./generated/catalog-import.js');
type CampaignImport = typeof import('./generated/campaign-import.js');
type TableRuntimeModule = { readonly runtime: import('./table/runtime.js').TableRuntime };

export const VALIDATOR_DIR = 'validators';

/** The global a validator's `<name>.global.js` puts its exports on (extension pages only). */
export const validatorGlobal = (name: string): string => `__fray_${name.replace(/-/g, '_')}`;

function load<T>(name: string): Promise<T> {
  const g = globalThis as Record<string, unknown>;
  const key = validatorGlobal(name);
  if (g[key]) return Promise.resolve(g[key] as T);
  return new Promise<T>((resolve, reject) => {
    const s = document.createElement('script');
    s.type = 'module';
    s.src = chrome.runtime.getURL(`${VALIDATOR_DIR}/${name}.global.js`);
    s.onload = () => (g[key] ? resolve(g[key] as T) : reject(new Error(`the ${name} checker did not load`)));
    s.onerror = () => reject(new Error(`the ${name} checker could not be loaded`));
    document.head.append(s);
  });
}

export const loadCatalogImport = (): Promise<CatalogImport> => load<CatalogImport>('catalog-import');
export const loadCampaignImport = (): Promise<CampaignImport> => load<CampaignImport>('campaign-import');
/** The system-agnostic table's engine side (lib/table-runtime-entry.ts), loaded on the first table fight or setup shown. */
export const loadTableRuntime = (): Promise<TableRuntimeModule> => load<TableRuntimeModule>('table-runtime');
