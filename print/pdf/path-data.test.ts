import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { arcToCubics, parsePath, pathBBox } from './path-data.js';
import { UnsupportedSvgError } from './errors.js';

describe('parsePath', () => {
  it('makes relative and shorthand commands absolute', () => {
    expect(parsePath('m1 2 l3 4 h5 v-6 z M0 0 L1 1')).toEqual([
      { op: 'M', x: 1, y: 2 },
      { op: 'L', x: 4, y: 6 },
      { op: 'L', x: 9, y: 6 },
      { op: 'L', x: 9, y: 0 },
      { op: 'Z' },
      { op: 'M', x: 0, y: 0 },
      { op: 'L', x: 1, y: 1 },
    ]);
    expect(parsePath('M0,0 10,10')).toEqual([
      { op: 'M', x: 0, y: 0 },
      { op: 'L', x: 10, y: 10 },
    ]);
    const s = parsePath('M0 0 C1 1 2 1 3 0 S5 -1 6 0');
    expect(s[2]).toEqual({ op: 'C', pts: [4, -1, 5, -1, 6, 0] });
    expect(parsePath('M0 0 Q3 3 6 0')[1]).toEqual({ op: 'C', pts: [2, 2, 4, 2, 6, 0] });
    expect(parsePath('M0 0 Q3 3 6 0 T12 0')[2]).toEqual({ op: 'C', pts: [8, -2, 10, -2, 12, 0] });
    expect(parsePath('M1.5.5-2e1 0')).toEqual([
      { op: 'M', x: 1.5, y: 0.5 },
      { op: 'L', x: -20, y: 0 },
    ]);
  });

  it('rejects malformed data', () => {
    expect(() => parsePath('M0 0 L1')).toThrow(UnsupportedSvgError);
    expect(() => parsePath('M0 0 X1 1')).toThrow(UnsupportedSvgError);
  });

  it('approximates arcs: every cubic end point lies on the ellipse', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -60, max: 60 }),
        (rx, ry, large, sweep, dx) => {
          const cubics = arcToCubics(0, 0, rx, ry, 0, large, sweep, dx, 0);
          if (dx === 0) return cubics.length === 0;
          const end = cubics[cubics.length - 1]!;
          return Math.abs(end[4] - dx) < 1e-6 && Math.abs(end[5]) < 1e-6 && cubics.length <= 4;
        },
      ),
    );
    // A half circle of radius 10 from (0,0) to (20,0), sweeping through y = -10 (SVG y down).
    const bb = pathBBox(parsePath('M0 0 A10 10 0 0 1 20 0'));
    expect(bb.y).toBeLessThan(-9.9);
    expect(bb.width).toBeCloseTo(20, 6);
  });
});
