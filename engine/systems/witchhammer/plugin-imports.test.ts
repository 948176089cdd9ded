// The browser overlay imports plugin.ts directly: it must not pull in zod (or the catalog).
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('plugin.ts stays small', () => {
  it('bundles without zod, yaml or the scenario adapter', async () => {
    const r = await build({
      entryPoints: [new URL('./plugin.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(r.metafile!.inputs);
    expect(inputs.some((p) => p.includes('node_modules'))).toBe(false);
    expect(inputs.some((p) => /tables\.ts|scenario-|schema\//.test(p))).toBe(false);
  });
});
