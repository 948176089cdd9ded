import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodePng, decodePngRgba, pngDefect } from './png-decode.js';

// 48×32 crops of the same picture (made with ImageMagick): 8-bit RGB, the same interlaced (Adam7),
// 16 bits per sample, and 16-bit RGBA with an alpha ramp, interlaced.
const fixture = (name: string): Buffer => readFileSync(new URL(`../../test/fixtures/png/${name}.png`, import.meta.url));

describe('the PNG decoder', () => {
  it('reads interlaced art to the same pixels as the plain file', () => {
    const plain = decodePng(fixture('plain'));
    const interlaced = decodePng(fixture('interlaced'));
    expect([interlaced.width, interlaced.height, interlaced.channels]).toEqual([48, 32, 3]);
    expect(Buffer.from(interlaced.data).equals(Buffer.from(plain.data))).toBe(true);
  });

  it('scales 16-bit samples to 8 bits', () => {
    const plain = decodePng(fixture('plain'));
    const deep = decodePng(fixture('rgb16'));
    expect(deep.channels).toBe(3);
    const worst = Math.max(...deep.data.map((v, i) => Math.abs(v - plain.data[i]!)));
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('keeps the alpha of 16-bit interlaced RGBA', () => {
    const d = decodePngRgba(fixture('rgba16-interlaced'));
    expect(d.transparent).toBe(true);
    // The ramp goes from transparent at the left edge to opaque at the right.
    expect(d.rgba[3]).toBeLessThan(16);
    expect(d.rgba[(48 - 1) * 4 + 3]).toBeGreaterThan(235);
  });

  it('says what is wrong with a damaged or cut file, and nothing for whole ones', () => {
    for (const name of ['plain', 'interlaced', 'rgb16', 'rgba16-interlaced'])
      expect(pngDefect(fixture(name))).toBeUndefined();
    const png = fixture('plain');
    expect(pngDefect(png.subarray(0, png.length - 40))).toBe('the PNG is cut short: the file is truncated');
    expect(pngDefect(Buffer.from('GIF89a, not a PNG at all, long enough to have a header'))).toBe(
      'the file is not a PNG',
    );
  });
});
