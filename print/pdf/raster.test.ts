import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageDefect } from '../../catalog/image-check.js';
import { rasterFromBytes } from './raster.js';

const fixture = (name: string): Buffer => readFileSync(new URL(`../../test/fixtures/png/${name}.png`, import.meta.url));
const pixels = (b64: string): Buffer => inflateSync(Buffer.from(b64, 'base64'));

// `fray check` accepted interlaced art and `fray print` then refused it with an "SVG feature" hint:
// the art check and the PDF writer now read PNGs with the one decoder.
describe('PNG art in the PDF writer', () => {
  it('draws interlaced art that fray check accepts, pixel for pixel as the plain file', () => {
    expect(imageDefect(fixture('interlaced'), 'image/png')).toBeUndefined();
    const plain = rasterFromBytes(fixture('plain'), 'image/png');
    const interlaced = rasterFromBytes(fixture('interlaced'), 'image/png');
    expect([interlaced.width, interlaced.height, interlaced.colors, interlaced.alpha]).toEqual([48, 32, 3, undefined]);
    expect(pixels(interlaced.data).equals(pixels(plain.data))).toBe(true);
  });

  it('draws 16-bit art, and 16-bit interlaced art with its alpha as a soft mask', () => {
    expect(imageDefect(fixture('rgba16-interlaced'), 'image/png')).toBeUndefined();
    const plain = pixels(rasterFromBytes(fixture('plain'), 'image/png').data);
    const deep = pixels(rasterFromBytes(fixture('rgb16'), 'image/png').data);
    expect(Math.max(...deep.map((v, i) => Math.abs(v - plain[i]!)))).toBeLessThanOrEqual(1);
    const rgba = rasterFromBytes(fixture('rgba16-interlaced'), 'image/png');
    expect(rgba.alpha).toBeDefined();
    expect(pixels(rgba.alpha!).length).toBe(48 * 32);
  });
});
