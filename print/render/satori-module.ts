// Satori (its CommonJS build), compiled with V8's code cache when the build left one. Every
// render process parses Satori's 1.6 MB and compiles the functions a card uses: ~100 ms to load
// and ~75 ms for the first layout, against ~70 ms and ~55 ms with the cache. `npm install`
// (scripts/build-cli.mjs → scripts/satori-cache.mjs) writes dist/satori.v8cache with the V8
// flags of a one-shot `fray print`; V8 checks the source, its own version and the flags and
// ignores a cache that does not match (`fray print --watch` and `fray export`, say), so a stale
// or foreign cache only costs the compile it would have saved.
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { repoRoot } from '../pipeline/paths.js';
import type SatoriFn from 'satori';

export type Satori = typeof SatoriFn;

export interface SatoriModule {
  readonly satori: Satori;
  /** 'used': compiled from the cache; 'rejected': a cache that did not match; 'none': no cache. */
  readonly cache: 'used' | 'rejected' | 'none';
  /** The code cache as it stands now (for the build script, after a warm-up render). */
  createCache(): Buffer;
}

/** dist/satori.v8cache beside the bundle, found from the sources too. */
export function satoriCacheFile(): string {
  return join(repoRoot(), 'dist', 'satori.v8cache');
}

let loaded: SatoriModule | undefined;

export function loadSatori(cacheFile = satoriCacheFile()): SatoriModule {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const file = require.resolve('satori');
  let cachedData: Buffer | undefined;
  try {
    cachedData = process.env.FRAY_NO_CODE_CACHE ? undefined : readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, ...(cachedData ? { cachedData } : {}) });
  const mod = { exports: {} as { default?: Satori } };
  (script.runInThisContext() as (...a: unknown[]) => void)(mod.exports, createRequire(file), mod, file, dirname(file));
  if (typeof mod.exports.default !== 'function') throw new Error(`satori at ${file} has no default export`);
  return (loaded = {
    satori: mod.exports.default,
    cache: !cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : 'used',
    createCache: () => script.createCachedData(),
  });
}
