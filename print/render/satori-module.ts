// Satori (its CommonJS build), compiled with V8's code cache when the build left one
// (code-cache.ts). Every render process parses Satori's 1.6 MB and compiles the functions a card
// uses: ~100 ms to load and ~75 ms for the first layout, against ~70 ms and ~55 ms with the cache.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../infra/paths.js';
import { loadWithCodeCache, type CachedModule } from './code-cache.js';
import type SatoriFn from 'satori';

export type Satori = typeof SatoriFn;

export interface SatoriModule extends Omit<CachedModule<unknown>, 'exports'> {
  readonly satori: Satori;
}

/** dist/satori.v8cache beside the bundle, found from the sources too. */
export function satoriCacheFile(): string {
  return join(repoRoot(), 'dist', 'satori.v8cache');
}

let loaded: SatoriModule | undefined;

export function loadSatori(cacheFile = satoriCacheFile()): SatoriModule {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve('satori');
  const m = loadWithCodeCache<{ default?: Satori }>(file, cacheFile);
  if (typeof m.exports.default !== 'function') throw new Error(`satori at ${file} has no default export`);
  return (loaded = { satori: m.exports.default, cache: m.cache, createCache: m.createCache });
}
