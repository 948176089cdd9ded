import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderAssets, type RenderAssets } from './assets.js';
import { htmlToSatori } from './html-to-satori.js';
import { satoriFonts } from './satori-fonts.js';

let assets: RenderAssets;
beforeAll(async () => {
  assets = await loadRenderAssets();
});

const tree = (text: string) => htmlToSatori(`<div style="display:flex;"><p>${text}</p><span>Strike</span></div>`)[0]!;

describe('the fonts Satori is given', () => {
  it('are the primary files alone when they cover the text, every file otherwise', () => {
    const all = satoriFonts(assets);
    const primary = satoriFonts(assets, tree('Sword Swing: strike the chosen enemy — twice, “hard”.'));
    expect(primary.length).toBeLessThan(all.length);
    expect(primary.every((f) => !/Ext$|Noto/.test(f.name))).toBe(true);
    // One array per list, so Satori's per-array parse cache holds.
    expect(satoriFonts(assets, tree('Focus'))).toBe(primary);
    for (const needsMore of ['Łódź', 'Roll ⚀ or ⚅', 'x → y', 'ŉ'])
      expect(satoriFonts(assets, tree(needsMore)), needsMore).toBe(all);
  });
});
