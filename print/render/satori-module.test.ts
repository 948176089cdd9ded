import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProbe } from './run-probe.js';

const MODULE = new URL('./satori-module.ts', import.meta.url).pathname;

/** A fresh process loads Satori with `cacheFile`, lays out a box, and optionally writes the cache. */
function run(cacheFile: string, write: boolean): { cache: string; svg: boolean } {
  return runProbe(`
import { writeFileSync } from 'node:fs';
import { loadSatori } from ${JSON.stringify(MODULE)};
const m = loadSatori(${JSON.stringify(cacheFile)});
const svg = await m.satori({ type: 'div', props: { style: { display: 'flex', width: 20, height: 10, backgroundColor: '#f00' } } }, { width: 20, height: 10, fonts: [] });
if (${write}) writeFileSync(${JSON.stringify(cacheFile)}, m.createCache());
console.log(JSON.stringify({ cache: m.cache, svg: svg.includes('fill="#f00"') }));
`);
}

describe('Satori through the V8 code cache', () => {
  it('compiles from a cache that matches, and works without one or with a foreign one', { timeout: 60_000 }, () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fray-satori-cache-')), 'satori.v8cache');
    expect(run(file, true)).toEqual({ cache: 'none', svg: true });
    expect(run(file, false)).toEqual({ cache: 'used', svg: true });
    writeFileSync(file, Buffer.from('not a code cache, e.g. from another node version'));
    expect(run(file, false)).toEqual({ cache: 'rejected', svg: true });
  });
});
