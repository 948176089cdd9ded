import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { embedFont } from './embed-font.js';

const require = createRequire(import.meta.url);
const mathWoff = readFileSync(require.resolve('@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff'));
const garamond = readFileSync(require.resolve('@fontsource/eb-garamond/files/eb-garamond-latin-400-normal.woff'));

type Font = {
  directory: { tables: { glyf: { length: number } } };
  numGlyphs: number;
  loca: { offsets: number[] };
  head: { indexToLocFormat: number };
  getGlyph(g: number): { path: { commands: unknown[] } };
  glyphForCodePoint(c: number): { id: number; path: { commands: unknown[] } };
};
const open = (b: Uint8Array): Font => (fontkit as unknown as { create(b: Uint8Array): Font }).create(b);

describe('embedFont (fontkit subsets)', () => {
  it('keeps a glyph of odd length whole in a short-loca subset (Noto Sans Math →)', async () => {
    const src = open(mathWoff);
    const arrow = src.glyphForCodePoint(0x2192);
    const f = await embedFont(mathWoff, { [arrow.id]: '→' });
    const sub = open(inflateSync(Buffer.from(f.fontFile, 'base64')));
    expect(sub.numGlyphs).toBe(2);
    // The loca ends where glyf ends: no glyph lost its last byte to the short format's offset/2.
    expect(sub.head.indexToLocFormat).toBe(0);
    expect(sub.loca.offsets[sub.loca.offsets.length - 1]).toBe(sub.directory.tables.glyf.length);
    expect(sub.getGlyph(1).path.commands).toEqual(arrow.path.commands);
    // The CIDToGIDMap sends the original glyph id to the subset's.
    const map = inflateSync(Buffer.from(f.cidToGid, 'base64'));
    expect(map.readUInt16BE(arrow.id * 2)).toBe(1);
    expect(f.widths).toEqual([[arrow.id, 1012]]);
  });

  it('subsets to the glyphs asked for, with their ToUnicode text', async () => {
    const src = open(garamond);
    const gids = [...'Fray'].map((c) => src.glyphForCodePoint(c.codePointAt(0)!).id);
    const f = await embedFont(garamond, Object.fromEntries(gids.map((g, i) => [g, 'Fray'[i]!])));
    const sub = open(inflateSync(Buffer.from(f.fontFile, 'base64')));
    expect(sub.numGlyphs).toBe(5); // .notdef + 4
    expect(f.baseFont).toMatch(/^[A-Z]{6}\+EBGaramond-Regular$/);
    for (const g of gids) expect(f.toUnicode).toContain(`<${g.toString(16).padStart(4, '0')}>`);
  });
});
