import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { borderRings, insetOutline, pathSegments, roundedRectOf } from './border-rings.js';

// Satori's own output for `border: 1px solid #b8923f; border-radius: 2.5mm` on a 214×309 box, and
// for a circle (a 66 px box with radius 33), as it appears on every card face.
const FRAME_CLIP =
  'M32.449,23 h195.10199999999998 a9.449,9.449 0 0 1 9.449,9.449 v290.102 a9.449,9.449 0 0 1 -9.449,9.449 h-195.102 a9.449,9.449 0 0 1 -9.449,-9.449 v-290.102 a9.449,9.449 0 0 1 9.449,-9.449';
const FRAME_STROKE =
  'M25.767999999999997,25.767999999999997 A9.449,9.449 0 0 1 32.449,23 h195.10199999999998 a9.449,9.449 0 0 1 9.449,9.449 v290.102 a9.449,9.449 0 0 1 -9.449,9.449 h-195.102 a9.449,9.449 0 0 1 -9.449,-9.449 v-290.102 A9.449,9.449 0 0 1 25.767999999999997,25.767999999999997';
const RING_CLIP = 'M130,86 h0 a33,33 0 0 1 33,33 v0 a33,33 0 0 1 -33,33 h0 a33,33 0 0 1 -33,-33 v0 a33,33 0 0 1 33,-33';
const RING_STROKE =
  'M106.66499999999999,95.66499999999999 A33,33 0 0 1 130,86 h0 a33,33 0 0 1 33,33 v0 a33,33 0 0 1 -33,33 h0 a33,33 0 0 1 -33,-33 v0 A33,33 0 0 1 106.66499999999999,95.66499999999999';

const face = (): string =>
  '<svg width="261" height="355" viewBox="0 0 261 355" xmlns="http://www.w3.org/2000/svg"><rect width="261" height="355" fill="#1f4a7a"/>' +
  `<defs><clipPath id="satori_bc-id-0"><path x="23" y="23" width="214" height="309" d="${FRAME_CLIP}"/></clipPath></defs>` +
  `<path x="23" y="23" width="214" height="309" fill="#f7f0de" d="${FRAME_CLIP}"/>` +
  `<path width="214" height="309" clip-path="url(#satori_bc-id-0)" fill="none" stroke="#b8923f" stroke-width="2" d="${FRAME_STROKE}"/>` +
  `<defs><clipPath id="satori_bc-id-0-1-0"><path x="97" y="86" width="66" height="66" d="${RING_CLIP}"/></clipPath></defs>` +
  `<path width="66" height="66" clip-path="url(#satori_bc-id-0-1-0)" fill="none" stroke="#1f4a7a" stroke-width="6" d="${RING_STROKE}"/>` +
  // A bottom-only border (Satori clips it twice over): not a ring, left alone.
  '<defs><clipPath id="satori_bc-id-0-0"><rect x="33" y="33" width="195" height="49"/></clipPath></defs>' +
  '<path width="195" height="49" clip-path="url(#satori_bc-id-0-0)" fill="none" stroke="#1f4a7a" stroke-width="2" d="M228,82 A0,0 0 0 1 228,82 h-195 a0,0 0 0 1 0,0"/>' +
  '</svg>';

const pixels = (svg: string, zoom: number): Uint8Array =>
  new Resvg(svg, { fitTo: { mode: 'zoom', value: zoom }, font: { loadSystemFonts: false }, logLevel: 'off' }).render()
    .pixels;

describe('borders as rings (raster only)', () => {
  it("reads Satori's outline of a rounded box and insets it by the border width", () => {
    const box = roundedRectOf(pathSegments(FRAME_CLIP)!)!;
    [box.x0, box.y0, box.x1, box.y1].forEach((v, i) => expect(v).toBeCloseTo([23, 23, 237, 332][i]!, 9));
    box.r.forEach((r) => expect(r).toBeCloseTo(9.449, 6));
    expect(insetOutline(box, 1)).toBe(
      'M32.449,24 H227.551 A8.449,8.449 0 0 1 236,32.449 V322.551 A8.449,8.449 0 0 1 227.551,331 H32.449 A8.449,8.449 0 0 1 24,322.551 V32.449 A8.449,8.449 0 0 1 32.449,24 Z',
    );
    // A border wider than the radius leaves square inner corners.
    expect(insetOutline(box, 10)).toMatch(/^M33,33 H227 L227,33 V322 L227,322/);
    expect(roundedRectOf(pathSegments('M0,0 h10 v10 h-10 z') ?? [])).toBeUndefined();
    expect(pathSegments('M5,0 a5,3 0 0 1 5,3')).toBeUndefined();
  });

  it('draws each uniform rounded border as a filled ring, unclipped, with the same pixels', () => {
    const svg = face();
    const out = borderRings(svg);
    // The frame and the circle lose their clipped strokes; the bottom-only border keeps its clip.
    expect(out.match(/fill-rule="evenodd"/g)).toHaveLength(2);
    expect(out).not.toContain('clip-path="url(#satori_bc-id-0)"');
    expect(out).not.toContain('clip-path="url(#satori_bc-id-0-1-0)"');
    expect(out).toContain('clip-path="url(#satori_bc-id-0-0)"');
    for (const zoom of [100 / 96, 300 / 96]) {
      const a = pixels(svg, zoom);
      const b = pixels(out, zoom);
      let off = 0;
      let worst = 0;
      for (let i = 0; i < a.length; i += 4) {
        const d = Math.max(...[0, 1, 2, 3].map((c) => Math.abs(a[i + c]! - b[i + c]!)));
        worst = Math.max(worst, d);
        if (d > 2) off++;
      }
      // Only edge antialiasing moves: a handful of pixels on the curves, by a fraction of a level step.
      expect(off / (a.length / 4), `zoom ${zoom}`).toBeLessThan(0.002);
      expect(worst, `zoom ${zoom}`).toBeLessThan(80);
    }
  });

  it('leaves strokes it cannot prove to be the clip outline alone', () => {
    const moved = face().replace(FRAME_STROKE, FRAME_STROKE.replace('v290.102', 'v280.102'));
    expect(borderRings(moved)).toContain('clip-path="url(#satori_bc-id-0)"');
    const dashed = face().replace(
      'stroke="#b8923f" stroke-width="2"',
      'stroke="#b8923f" stroke-width="2" stroke-dasharray="4"',
    );
    expect(borderRings(dashed)).toContain('clip-path="url(#satori_bc-id-0)"');
    expect(borderRings('<svg><rect/></svg>')).toBe('<svg><rect/></svg>');
  });
});
