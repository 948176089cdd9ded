import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { loadRenderAssets } from './assets.js';
import { extFamily, withExtFamilies } from './font-families.js';

describe('latin-ext subsets', () => {
  // Each face that has a latin-ext file is followed by it; a list naming it already, or a face without one, stays.
  it.each([
    ['EB Garamond', 'EB Garamond, EB Garamond Ext'],
    ['Cinzel, EB Garamond', 'Cinzel, Cinzel Ext, EB Garamond, EB Garamond Ext'],
    ['EB Garamond, EB Garamond Ext', 'EB Garamond, EB Garamond Ext'],
    ['Noto Sans Math', 'Noto Sans Math'],
  ])('names the latin-ext family right after its face: %s', (families, expected) => {
    expect(withExtFamilies(families)).toBe(expected);
  });

  it("draws Ł from the latin-ext file, not as the latin file's empty box", async () => {
    const assets = await loadRenderAssets();
    const fontsOf = (names: string[]) =>
      assets.fonts
        .filter((f) => names.includes(f.name) && f.weight === 400 && f.style === 'normal')
        .map((f) => ({ name: f.name, weight: 400 as const, style: 'normal' as const, data: Buffer.from(f.data) }));
    const draw = async (family: string, names: string[]) => {
      const el = {
        type: 'div',
        props: { style: { display: 'flex', fontFamily: family, fontSize: 40 }, children: 'Ł' },
      };
      const svg = await satori(el as never, { width: 80, height: 60, fonts: fontsOf(names), embedFont: true });
      return /<path[^>]* d="([^"]+)"/.exec(svg)?.[1];
    };
    const box = await draw('EB Garamond', ['EB Garamond']);
    const ext = await draw(extFamily('EB Garamond'), [extFamily('EB Garamond')]);
    const both = await draw(withExtFamilies('EB Garamond'), ['EB Garamond', extFamily('EB Garamond')]);
    expect(box).toBeDefined();
    expect(ext).not.toBe(box);
    expect(both).toBe(ext);
  });
});
