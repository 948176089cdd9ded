import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { resvgFonts } from './font-files.js';
import { FontSet, type FontFace } from './font-set.js';
import { flatFace, hasTransparency } from './flatten.js';
import { svgToDrawing } from './svg-to-pdf.js';

const require = createRequire(import.meta.url);
const FACES: FontFace[] = [
  {
    family: 'EB Garamond',
    weight: 400,
    style: 'normal',
    data: readFileSync(require.resolve('@fontsource/eb-garamond/files/eb-garamond-latin-400-normal.woff')),
  },
];
const fonts = new FontSet(FACES);
const translate = (svg: string) => svgToDrawing(svg, fonts);
const flat = (svg: string) => flatFace(svg, translate(svg), () => resvgFonts(FACES), translate);

// A 96×96 px face (1 in): red background, a word at the top, a half-white square in the middle.
const face = (over: string) =>
  `<svg width="96" height="96" viewBox="0 0 96 96" xmlns="http://www.w3.org/2000/svg"><rect x="0" y="0" width="96" height="96" fill="#ff0000"/><text x="8" y="20" font-family="EB Garamond" font-size="14" fill="#000000">Ward</text>${over}</svg>`;

describe('flattening for PDF/X-1a', () => {
  it('leaves a face without transparency alone', () => {
    expect(flat(face(''))).toBeUndefined();
  });

  it('replaces only the transparent element by an opaque patch of what it covers; the text elsewhere stays text', () => {
    const d = flat(
      face(
        '<rect x="32" y="32" width="32" height="32" fill="rgba(255,255,255,0.5)"/><rect x="36" y="36" width="8" height="8" fill="#0000ff"/>',
      ),
    )!;
    expect(hasTransparency(d)).toBe(false);
    expect(d.ops).toMatch(/\bBT\b[\s\S]*\bT[jJ]\b/); // "Ward" is still drawn as glyphs
    const images = Object.values(d.resources.images);
    expect(images).toHaveLength(1);
    // 32 px at 300 DPI × 1.05 = 105 px, on the face's pixel grid.
    const img = images[0]!;
    expect([img.width, img.height]).toEqual([105, 105]);
    expect(img.alpha).toBeUndefined();
    // Half white over red is (255, 128, 128) — resvg composited it, over what lay beneath.
    const rgb = inflateSync(Buffer.from(img.data, 'base64'));
    const mid = (80 * img.width + 80) * 3;
    expect([...rgb.subarray(mid, mid + 3)].map((v) => Math.round(v / 8))).toEqual([32, 16, 16]);
    // The blue square drawn above the patch stays a vector fill.
    expect(d.ops).toMatch(/0 0 1 rg/);
  });

  it('patches a transparent group that holds the whole face whole: its text becomes pixels', () => {
    // One group holds everything, with opacity: its patch is the face, and it holds the text.
    const d = flat(
      `<svg width="96" height="96" viewBox="0 0 96 96" xmlns="http://www.w3.org/2000/svg"><g opacity="0.5"><rect width="96" height="96" fill="#00ff00"/><text x="8" y="20" font-family="EB Garamond" font-size="14">Ward</text></g></svg>`,
    )!;
    expect(hasTransparency(d)).toBe(false);
    expect(d.ops).not.toMatch(/\bBT\b/);
    expect(Object.values(d.resources.images).map((i) => [i.width, i.height])).toEqual([[315, 315]]);
  });
});
