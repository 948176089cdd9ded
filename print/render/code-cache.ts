// A CommonJS file compiled with V8's code cache when one is there (Satori, pdf-lib). Every fray
// process parses these big one-file builds and compiles the functions it calls; the cache, written
// by `npm install` (scripts/build-cli.mjs → scripts/satori-cache.ts) under a one-shot `fray print`'s
// V8 flags, skips most of that. V8 checks the source, its own version and the flags, and ignores a
// cache that does not match, so a stale or foreign cache only costs the compile it would have saved.
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

export interface CachedModule<T> {
  readonly exports: T;
  /** 'used': compiled from the cache; 'rejected': a cache that did not match; 'none': no cache. */
  readonly cache: 'used' | 'rejected' | 'none';
  /** The code cache as it stands now (for the build script, after a warm-up run). */
  createCache(): Buffer;
}

export function loadWithCodeCache<T>(file: string, cacheFile: string): CachedModule<T> {
  let cachedData: Buffer | undefined;
  try {
    cachedData = process.env.FRAY_NO_CODE_CACHE ? undefined : readFileSync(cacheFile);
  } catch {
    // No cache (a source checkout before `npm install`, or a removed dist/): compile as usual.
    cachedData = undefined;
  }
  const script = new Script(Module.wrap(readFileSync(file, 'utf8')), {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const mod = { exports: {} as T };
  (script.runInThisContext() as (...a: unknown[]) => void)(mod.exports, createRequire(file), mod, file, dirname(file));
  return {
    exports: mod.exports,
    cache: !cachedData ? 'none' : script.cachedDataRejected ? 'rejected' : 'used',
    createCache: () => script.createCachedData(),
  };
}
