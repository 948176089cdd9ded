import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { openFont } from './font-file.js';
import { subsetFont } from './subset.js';
import { woffToSfnt } from './woff.js';

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve('@fontsource/eb-garamond/files/eb-garamond-latin-400-normal.woff'));

describe('sfnt', () => {
  it('converts WOFF to TrueType and reads cmap and metrics', () => {
    const ttf = woffToSfnt(woff);
    expect(Buffer.from(ttf).readUInt32BE(0)).toBe(0x00010000);
    const f = openFont(woff);
    const a = f.glyphId('A'.codePointAt(0)!);
    expect(a).toBeGreaterThan(0);
    expect(f.glyphId(0x4e00)).toBe(0);
    expect(f.advance(a)).toBeGreaterThan(0);
    expect(f.postscriptName).toMatch(/Garamond/i);
  });

  it('subsets keeping glyph ids: kept glyphs unchanged, others empty, much smaller', () => {
    const f = openFont(woff);
    const keep = [...'Hero'].map((c) => f.glyphId(c.codePointAt(0)!));
    const sub = openFont(subsetFont(f, keep));
    expect(sub.numGlyphs).toBe(f.numGlyphs);
    const glyph = (font: typeof f, g: number): Buffer => {
      const loca = font.table('loca')!;
      const long = font.indexToLocFormat === 1;
      const at = (i: number): number => (long ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2);
      return font.table('glyf')!.subarray(at(g), at(g + 1));
    };
    for (const g of keep) expect(glyph(sub, g).subarray(0, glyph(f, g).length).equals(glyph(f, g))).toBe(true);
    const other = f.glyphId('Z'.codePointAt(0)!);
    expect(glyph(sub, other).length).toBe(0);
    expect(sub.bytes.length).toBeLessThan(f.bytes.length / 2);
  });
});
