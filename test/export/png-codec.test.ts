import { Resvg } from '@resvg/resvg-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flattenOnWhite, blankImage, blit, extendEdges, unpremultiply } from '../../infra/image/image.js';
import { decodePng, readPngInfo } from '../../infra/image/png-decode.js';
import { crc32, encodePng, withPhys } from '../../infra/image/png-encode.js';

describe('PNG encoder and decoder', () => {
  it('computes the PNG CRC-32 (IEND chunk)', () => {
    expect(crc32(Buffer.from('IEND', 'latin1'))).toBe(0xae426082);
  });

  it('round-trips RGB and RGBA pixels exactly, with the right colour type, under either filter and any level', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom(3 as const, 4 as const),
        fc.integer(),
        fc.constantFrom('up' as const, 'none' as const),
        fc.integer({ min: 1, max: 9 }),
        (w, h, c, seed, filter, level) => {
          const data = new Uint8Array(w * h * c);
          let s = seed >>> 0;
          for (let i = 0; i < data.length; i++) data[i] = (s = (s * 1103515245 + 12345) >>> 0) >>> 24;
          const png = encodePng({ width: w, height: h, channels: c, data }, { dpi: 300, filter, level });
          expect(readPngInfo(png)).toEqual({ width: w, height: h, bitDepth: 8, colorType: c === 3 ? 2 : 6 });
          const back = decodePng(png);
          expect(back.channels).toBe(c);
          expect(Buffer.from(back.data).equals(Buffer.from(data))).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('decodes the filters resvg uses, and un-premultiplies resvg’s raw pixels the way resvg does', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f" stop-opacity="0.3"/></linearGradient></defs><rect width="40" height="30" fill="#fff"/><circle cx="20" cy="15" r="12" fill="url(#g)"/></svg>';
    const opaque = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
    const img = decodePng(opaque.asPng());
    expect([img.width, img.height, img.channels]).toEqual([40, 30, 4]);
    expect(Buffer.from(img.data).equals(opaque.pixels)).toBe(true);
    const clear = new Resvg(svg.replace('fill="#fff"', 'fill="#fff" fill-opacity="0.25"'), {
      font: { loadSystemFonts: false },
    }).render();
    const straight = unpremultiply({ width: 40, height: 30, channels: 4, data: new Uint8Array(clear.pixels) });
    const theirs = decodePng(clear.asPng()).data;
    let off = 0;
    for (let i = 0; i < theirs.length; i++) off = Math.max(off, Math.abs(theirs[i]! - straight.data[i]!));
    expect(off).toBeLessThanOrEqual(1);
    expect(straight.data[3]).toBe(64);
  });

  it("adds our pHYs to another encoder's PNG, right after IHDR, replacing any it had", () => {
    const img = { width: 3, height: 2, channels: 4 as const, data: Uint8Array.from({ length: 24 }, (_, i) => i * 10) };
    const chunks = (b: Uint8Array): string[] => {
      const v = Buffer.from(b);
      const out: string[] = [];
      for (let at = 8; at < v.length; at += 12 + v.readUInt32BE(at)) out.push(v.toString('latin1', at + 4, at + 8));
      return out;
    };
    const resvgLike = new Resvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"><rect width="3" height="2" fill="#f00"/></svg>',
    )
      .render()
      .asPng();
    expect(chunks(withPhys(resvgLike, 300))).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    const twice = withPhys(encodePng(img, { dpi: 72 }), 300);
    expect(chunks(twice)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND']);
    // 300 DPI = 11811 px/m, unit metre.
    expect([twice.readUInt32BE(41), twice.readUInt32BE(45), twice[49]]).toEqual([11811, 11811, 1]);
    expect(decodePng(twice).data).toEqual(img.data);
    expect(() => withPhys(new Uint8Array(40), 300)).toThrow('not a PNG');
  });

  it('rejects bytes that are not a PNG', () => {
    expect(() => readPngInfo(Buffer.from('GIF89a nothing to see here, not a png at all'))).toThrow(/not a PNG/);
  });
});

describe('pixel operations', () => {
  it('flattens RGBA on white', () => {
    const img = {
      width: 3,
      height: 1,
      channels: 4 as const,
      data: Uint8Array.from([255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 255, 128]),
    };
    expect([...flattenOnWhite(img).data]).toEqual([255, 0, 0, 255, 255, 255, 127, 127, 255]);
  });

  it('blits a card into a sheet at its cell and refuses what does not fit', () => {
    const sheet = blankImage(4, 3, 4);
    const card = { width: 2, height: 2, channels: 4 as const, data: new Uint8Array(16).fill(9) };
    blit(sheet, card, 2, 1);
    const at = (x: number, y: number): number => sheet.data[(y * 4 + x) * 4]!;
    expect([at(1, 1), at(2, 1), at(3, 2), at(2, 0)]).toEqual([0, 9, 9, 0]);
    expect(() => blit(sheet, card, 3, 0)).toThrow(/does not fit/);
  });

  it('continues the edge pixels outward into a missing bleed', () => {
    const img = blankImage(4, 4, 3);
    img.data.set([10, 20, 30], (1 * 4 + 1) * 3);
    img.data.set([40, 50, 60], (2 * 4 + 2) * 3);
    extendEdges(img, 1, 1, 2, 2);
    const px = (x: number, y: number): number[] => [...img.data.subarray((y * 4 + x) * 3, (y * 4 + x) * 3 + 3)];
    expect(px(0, 0)).toEqual([10, 20, 30]);
    expect(px(3, 3)).toEqual([40, 50, 60]);
    expect(px(0, 1)).toEqual([10, 20, 30]);
    expect(px(3, 2)).toEqual([40, 50, 60]);
  });
});
