import { describe, expect, it } from 'vitest';
import type { ResvgFonts } from '../../print/pdf/font-files.js';
import {
  inlineGradientPatterns,
  rasterize,
  rasterizePng,
  reframeSvg,
  viewBoxFor,
} from '../../print/export/rasterize.js';
import { decodePng } from '../../infra/image/png-decode.js';
import { MPC, pngFrame, TGC } from '../../print/export/shop-specs.js';

// A 69×94 mm card at 96 px/in with a 3 mm bleed, like the renderer's: bleed blue, trim red,
// and a 1 px green line just inside the trim's left edge.
const PX = 96 / 25.4;
const W = 69 * PX;
const H = 94 * PX;
const B = 3 * PX;
const trimBox = { x: B, y: B, width: 63 * PX, height: 88 * PX };
const SVG = `<svg width="${Math.round(W)}" height="${Math.round(H)}" viewBox="0 0 ${Math.round(W)} ${Math.round(H)}" xmlns="http://www.w3.org/2000/svg"><rect width="${W}" height="${H}" fill="#0000ff"/><rect x="${B}" y="${B}" width="${63 * PX}" height="${88 * PX}" fill="#ff0000"/><rect x="${B}" y="${B + 20}" width="0.5" height="40" fill="#00ff00"/></svg>`;
const card = { svg: SVG, width: W, height: H, trimBox };
const noFonts: ResvgFonts = { files: [], families: new Map() };

const at = (img: { width: number; channels: number; data: Uint8Array }, x: number, y: number): number[] => [
  ...img.data.subarray((y * img.width + x) * img.channels, (y * img.width + x) * img.channels + img.channels),
];

describe('rasterising into a shop frame', () => {
  it('maps the trim box onto the frame trim exactly', () => {
    const vb = viewBoxFor(card, MPC);
    expect(vb.x + MPC.trim.x / vb.sx).toBeCloseTo(B, 9);
    expect((trimBox.x + trimBox.width - vb.x) * vb.sx).toBeCloseTo(36 + 750, 9);
    expect((trimBox.y + trimBox.height - vb.y) * vb.sy).toBeCloseTo(36 + 1050, 9);
  });

  it('MPC: 822×1122 RGB, trim edge at 36 px, bleed filled to the border', () => {
    const img = rasterize(card, MPC, noFonts);
    expect([img.width, img.height, img.channels]).toEqual([822, 1122, 3]);
    // Blue bleed up to the cut, red from the cut on (1 px of antialiasing allowed at the line).
    expect(at(img, 34, 500)).toEqual([0, 0, 255]);
    expect(at(img, 37, 500)[0]).toBeGreaterThan(200);
    expect(at(img, 500, 34)).toEqual([0, 0, 255]);
    expect(at(img, 500, 1122 - 35)).toEqual([0, 0, 255]);
    expect(at(img, 500, 1122 - 38)).toEqual([255, 0, 0]);
    // Our bleed (35.4 px here) is short of MPC's 36 px: the outermost pixels continue the art.
    for (const [x, y] of [
      [0, 0],
      [821, 0],
      [0, 1121],
      [821, 1121],
    ] as const)
      expect(at(img, x, y)).toEqual([0, 0, 255]);
  });

  it('TGC: 825×1125 with the 37.5 px bleed, no transparent or white border', () => {
    const img = rasterize(card, TGC, noFonts);
    expect([img.width, img.height, img.channels]).toEqual([825, 1125, 3]);
    for (let x = 0; x < 825; x += 41) expect(at(img, x, 0)).toEqual([0, 0, 255]);
    expect(at(img, 824, 600)).toEqual([0, 0, 255]);
  });

  it('treats a root <svg> rounded below the drawing as its edge (no light line at the border)', () => {
    const clipped = {
      ...card,
      svg: SVG.replace(
        /^<svg width="\d+" height="\d+" viewBox="0 0 (\d+) \d+"/,
        `<svg width="$1" height="${Math.floor(H)}" viewBox="0 0 $1 ${Math.floor(H)}"`,
      ),
    };
    expect(clipped.svg).toContain(`viewBox="0 0 ${Math.round(W)} ${Math.floor(H)}"`);
    const img = rasterize(clipped, MPC, noFonts);
    for (const y of [1119, 1120, 1121]) expect(at(img, 400, y)).toEqual([0, 0, 255]);
  });

  it('png without bleed is the trimmed card, RGBA, at the asked DPI', () => {
    const f = pngFrame(150, false);
    expect([f.width, f.height]).toEqual([372, 520]);
    const img = rasterize(card, f, noFonts);
    expect([img.width, img.height, img.channels]).toEqual([372, 520, 4]);
    expect(at(img, 0, 0)).toEqual([255, 0, 0, 255]);
    // The green line sits at the left edge of the trim, so at x = 0 here.
    expect(at(img, 0, Math.round(((20 + 10) * 150) / 96))[1]).toBeGreaterThan(100);
  });

  it("png without bleed comes straight from resvg's encoder, with the pixels of our own path; frames that need work do not", () => {
    // Half-transparent ink on the card: the straight-alpha conversion must match ours.
    const translucent = {
      ...card,
      svg: SVG.replace(
        /<rect[\s\S]*<\/svg>/,
        `<circle cx="${W / 2}" cy="${H / 2}" r="60" fill="#208040" fill-opacity="0.4"/><rect x="${B}" y="${B}" width="80" height="80" fill="#c03010" fill-opacity="0.7"/></svg>`,
      ),
    };
    const f = pngFrame(150, false);
    const png = rasterizePng(translucent, f, noFonts)!;
    const ours = rasterize(translucent, f, noFonts);
    const theirs = decodePng(png);
    expect([theirs.width, theirs.height, theirs.channels]).toEqual([372, 520, 4]);
    let worst = 0;
    for (let i = 0; i < ours.data.length; i++) worst = Math.max(worst, Math.abs(ours.data[i]! - theirs.data[i]!));
    expect(worst).toBeLessThanOrEqual(1);
    expect(at(theirs, 186, 260)[3]).toBeLessThan(255);
    // RGB frames are flattened, and a bleed frame's edges continued, by our own code.
    expect(rasterizePng(card, MPC, noFonts)).toBeUndefined();
    expect(rasterizePng(card, pngFrame(300, true), noFonts)).toBeUndefined();
  });

  it('png with bleed keeps 3 mm around the card', () => {
    const f = pngFrame(300, true);
    expect([f.width, f.height, f.trim.x]).toEqual([744 + 70, 1039 + 70, 35]);
  });

  it('gives resvg the fonts’ own family names (Satori lower-cases them)', () => {
    const fonts: ResvgFonts = {
      files: [],
      families: new Map([
        ['eb garamond', 'EB Garamond'],
        ['cinzel', 'Cinzel'],
      ]),
    };
    const out = reframeSvg(
      '<svg width="10" height="10" viewBox="0 0 10 10"><text font-family="cinzel">A</text><text font-family="eb garamond, unknown">B</text></svg>',
      { trimBox: { x: 0, y: 0, width: 10, height: 10 } },
      { width: 20, height: 20, trim: { x: 0, y: 0, width: 20, height: 20 }, channels: 4, dpi: 192 },
      fonts,
    );
    expect(out).toContain('font-family="Cinzel"');
    expect(out).toContain('font-family="EB Garamond, unknown"');
    expect(out).toMatch(/^<svg width="20" height="20" viewBox="0 0 10 10" preserveAspectRatio="none"/);
  });

  it("fills an element with the gradient of Satori's one-tile background pattern: the same pixels, without resvg's tile pass", () => {
    const pattern = `<defs><pattern id="p0" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox"><linearGradient id="g0" x1="0.2" y1="0" x2="0.8" y2="1" spreadMethod="pad"><stop offset="0%" stop-color="#1f4a7a"/><stop offset="100%" stop-color="#c0392b"/></linearGradient><rect x="0" y="0" width="${Math.round(W)}" height="${Math.round(H)}" fill="url(#g0)"/></pattern></defs>`;
    const svg = `<svg width="${Math.round(W)}" height="${Math.round(H)}" viewBox="0 0 ${Math.round(W)} ${Math.round(H)}" xmlns="http://www.w3.org/2000/svg">${pattern}<rect x="0" y="0" width="${Math.round(W)}" height="${Math.round(H)}" fill="url(#p0)"/><rect x="10" y="10" width="40" height="40" fill="url(#p0)"/></svg>`;
    const out = inlineGradientPatterns(svg);
    // The full-size rect takes the gradient; the small one (another box than the tile's) keeps the pattern.
    expect(out).toContain(
      `<rect x="0" y="0" width="${Math.round(W)}" height="${Math.round(H)}" fill="url(#g0)"/><rect x="10" y="10" width="40" height="40" fill="url(#p0)"/>`,
    );
    const a = rasterize({ ...card, svg }, MPC, noFonts);
    const viaPattern = svg.replace('patternUnits="objectBoundingBox">', 'patternUnits="objectBoundingBox" >'); // no longer matched: drawn as a pattern
    const b = rasterize({ ...card, svg: viaPattern }, MPC, noFonts);
    let max = 0;
    for (let i = 0; i < a.data.length; i++) max = Math.max(max, Math.abs(a.data[i]! - b.data[i]!));
    // Within 2 of 255: resvg resamples the pattern's tile pixmap; the gradient itself is the same.
    expect(max).toBeLessThanOrEqual(2);
  });
});
