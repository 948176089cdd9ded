import { describe, expect, it } from 'vitest';
import { codeCacheRuns } from './run-probe.js';

describe('Satori through the V8 code cache', () => {
  it('compiles from a cache that matches, and works without one or with a foreign one', { timeout: 60_000 }, () => {
    // Each process lays out a red box.
    const runs = codeCacheRuns({
      name: 'satori',
      module: new URL('./satori-module.ts', import.meta.url).pathname,
      loader: 'loadSatori',
      work: `const svg = await m.satori({ type: 'div', props: { style: { display: 'flex', width: 20, height: 10, backgroundColor: '#f00' } } }, { width: 20, height: 10, fonts: [] });
const works = svg.includes('fill="#f00"');`,
    });
    expect(runs).toEqual([{ cache: 'none', works: true }, { cache: 'used', works: true }, { cache: 'rejected', works: true }]);
  });
});
