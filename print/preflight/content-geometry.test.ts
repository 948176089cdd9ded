import { describe, expect, it } from 'vitest';
import { traceContent, type Mark, type ResourceHost, type XObject } from './content-geometry.js';
import type { FontMetrics } from './font-metrics.js';

/** A monospaced test font: every code advances half an em; ascent 0.8, descent -0.2. */
const MONO: FontMetrics = {
  bytesPerCode: 1,
  width: () => 0.5,
  ascent: 0.8,
  descent: -0.2,
  unicode: (c) => String.fromCharCode(c),
};
interface Res {
  fonts?: Record<string, FontMetrics>;
  xobjects?: Record<string, XObject<Res>>;
}
const host: ResourceHost<Res> = { font: (r, n) => r.fonts?.[n], xobject: (r, n) => r.xobjects?.[n] };
const trace = (content: string, res: Res = { fonts: { F1: MONO } }): Mark[] => {
  const out: Mark[] = [];
  traceContent(Buffer.from(content, 'latin1'), res, 'page', host, out);
  return out;
};
const rounded = (m: Mark) => ({
  ...m,
  box: Object.fromEntries(Object.entries(m.box).map(([k, v]) => [k, Math.round(v * 1000) / 1000])),
});

describe('content geometry', () => {
  it('places a text run from Tf, Td and the advances of its codes', () => {
    // 4 codes × 0.5 em × 10 pt = 20 pt wide, from y = 100 − 2 to 100 + 8.
    expect(trace('BT /F1 10 Tf 50 100 Td (Ward) Tj ET').map(rounded)).toEqual([
      {
        kind: 'text',
        where: 'page',
        size: 10,
        text: 'Ward',
        box: { x0: 50, y0: 98, x1: 70, y1: 108 },
        fill: { space: 'DeviceGray', components: 1, values: [0] },
      },
    ]);
  });

  it('applies character and word spacing, horizontal scaling and TJ kerning', () => {
    // (a b): 3 codes: 3×5 + 3×Tc 1 + Tw 2 (one space) = 20; Tz 50 halves it; TJ −1000 moves back 10×0.5.
    const [m] = trace('BT /F1 10 Tf 1 Tc 2 Tw 50 Tz [(a b) -1000] TJ ET');
    expect(m!.box.x1 - m!.box.x0).toBeCloseTo(20 * 0.5 + 5);
  });

  it('measures type in page points through the CTM and the text matrix', () => {
    const size = (m: Mark | undefined) => (m?.kind === 'text' ? m.size : NaN);
    const [m] = trace('q 0.5 0 0 0.5 0 0 cm BT /F1 12 Tf 2 0 0 2 0 0 Tm (x) Tj ET Q BT /F1 8 Tf 0 0 Td (y) Tj ET');
    expect(size(m)).toBeCloseTo(12); // 12 × 2 (Tm) × 0.5 (CTM)
    expect(size(trace('q 0 1 -1 0 0 0 cm BT /F1 5 Tf (r) Tj ET Q')[0])).toBeCloseTo(5); // rotated, same size
  });

  it('moves to the next line with T*, TL and the quote operators', () => {
    const marks = trace("BT /F1 10 Tf 12 TL 0 200 Td (a) Tj T* (b) Tj (c) ' ET");
    expect(marks.map((m) => [m.kind === 'text' && m.text, Math.round(m.box.y0)])).toEqual([
      ['a', 198],
      ['b', 186],
      ['c', 174],
    ]);
  });

  it('skips invisible text (render mode 3, as in OCR layers)', () => {
    expect(trace('BT /F1 10 Tf 3 Tr (hidden) Tj ET')).toEqual([]);
  });

  it('boxes painted paths, widens strokes by half the line width and ignores clip-only paths', () => {
    const marks = trace('10 10 20 30 re f 4 w 100 100 m 120 100 l S 0 0 500 500 re W n');
    expect(marks.map(rounded)).toEqual([
      { kind: 'path', where: 'page', box: { x0: 10, y0: 10, x1: 30, y1: 40 } },
      { kind: 'path', where: 'page', box: { x0: 98, y0: 98, x1: 122, y1: 102 } },
    ]);
  });

  it('clips marks to the clip path box, and drops what lies wholly outside it', () => {
    const marks = trace('q 0 0 50 50 re W n 40 40 100 100 re f 60 60 10 10 re f Q 60 60 10 10 re f');
    expect(marks.map((m) => m.box)).toEqual([
      { x0: 40, y0: 40, x1: 50, y1: 50 },
      { x0: 60, y0: 60, x1: 70, y1: 70 },
    ]);
  });

  it('gives an image its box and effective DPI from the CTM, through a nested form with a matrix and a bbox', () => {
    const img: XObject<Res> = { kind: 'image', width: 600, height: 300 };
    const form: XObject<Res> = {
      kind: 'form',
      id: {},
      content: Buffer.from('q 72 0 0 36 0 0 cm /Im0 Do Q'),
      matrix: [2, 0, 0, 2, 10, 20],
      bbox: { x0: 0, y0: 0, x1: 100, y1: 100 },
      resources: { xobjects: { Im0: img } },
    };
    const [m] = trace('/Fm0 Do', { xobjects: { Fm0: form } });
    // Printed 144×72 pt = 2×1 in: 600/2 = 300 and 300/1 = 300 DPI.
    expect(m).toEqual({
      kind: 'image',
      where: 'page XObject /Fm0 XObject /Im0',
      box: { x0: 10, y0: 20, x1: 154, y1: 92 },
      dpi: 300,
      pixels: [600, 300],
    });
  });

  it('sizes inline images from their dictionary', () => {
    const [m] = trace('q 36 0 0 36 0 0 cm BI /W 50 /H 100 /CS /G /BPC 8 ID \x00\x01\x02 EI Q');
    expect(m).toMatchObject({ kind: 'image', where: 'page inline image', dpi: 100, pixels: [50, 100] });
  });

  it('does not loop on a form that draws itself', () => {
    const res: Res = {};
    res.xobjects = {
      Fm0: {
        kind: 'form',
        id: res,
        content: Buffer.from('0 0 1 1 re f /Fm0 Do'),
        matrix: [1, 0, 0, 1, 0, 0],
        resources: res,
      },
    };
    expect(trace('/Fm0 Do', res)).toHaveLength(1);
  });
});
