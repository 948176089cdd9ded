// The browser extension imports each system's plugin.ts directly: it must not pull in zod,
// yaml, the tables schema, the catalog or the scenario adapter.
import { readdirSync, statSync } from 'node:fs';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const here = new URL('.', import.meta.url).pathname;
const systems = readdirSync(here).filter((d) => statSync(here + d).isDirectory());
// These systems' error hints use the catalog's pure did-you-mean (no zod, no yaml).
const HINTS = new Set(['witchhammer', 'declared-initiative', 'initiative-cards']);

describe('plugin.ts stays small', () => {
  it('covers every system', () => expect(systems.length).toBeGreaterThanOrEqual(5));
  for (const system of systems) {
    it(`${system}: bundles without zod, yaml, the tables schema, the catalog or the scenario adapter`, async () => {
      const r = await build({
        entryPoints: [`${here}${system}/plugin.ts`],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'neutral',
        metafile: true,
        logLevel: 'silent',
      });
      const inputs = Object.keys(r.metafile!.inputs);
      expect(inputs.some((p) => p.includes('node_modules'))).toBe(false);
      const catalog = HINTS.has(system) ? /catalog\/(?!did-you-mean\.ts$)/ : /catalog\//;
      expect(
        inputs.filter((p) => /tables\.ts|scenario|report\.ts|fields\.ts|schema\//.test(p) || catalog.test(p)),
      ).toEqual([]);
      expect(inputs.some((p) => p.endsWith(`${system}/plugin.ts`))).toBe(true);
    });
  }
});
