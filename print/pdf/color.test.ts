import { describe, expect, it } from 'vitest';
import { parseColor } from './color.js';
import { UnsupportedSvgError } from './errors.js';
import { multiply, parseTransform, apply } from './matrix.js';

describe('parseColor', () => {
  it('reads hex, rgb(a), hsl and names', () => {
    expect(parseColor('#f00')).toEqual({ r: 1, g: 0, b: 0, a: 1 });
    expect(parseColor('#00ff0080')!.a).toBeCloseTo(0.502, 3);
    expect(parseColor('rgba(0, 0, 255, 0.5)')).toEqual({ r: 0, g: 0, b: 1, a: 0.5 });
    expect(parseColor('rgb(100% 0% 0% / 25%)')).toEqual({ r: 1, g: 0, b: 0, a: 0.25 });
    const h = parseColor('hsl(120, 100%, 25%)')!;
    expect([h.r, h.g, h.b].map((n) => Number(n.toFixed(3)))).toEqual([0, 0.5, 0]);
    expect(parseColor('RebeccaPurple')).toEqual({ r: 0x66 / 255, g: 0x33 / 255, b: 0x99 / 255, a: 1 });
    expect(parseColor('none')).toBeUndefined();
    expect(parseColor('currentColor', { r: 0, g: 1, b: 0, a: 1 })).toEqual({ r: 0, g: 1, b: 0, a: 1 });
  });

  it('refuses what it does not know', () => {
    expect(() => parseColor('color(display-p3 1 0 0)')).toThrow(UnsupportedSvgError);
    expect(() => parseColor('#12')).toThrow(UnsupportedSvgError);
  });
});

describe('parseTransform', () => {
  it('applies the listed transforms right to left, like SVG', () => {
    const m = parseTransform('translate(10, 0) scale(2)');
    expect(apply(m, 1, 1)).toEqual([12, 2]);
    const r = parseTransform('rotate(90 5 5)');
    const [x, y] = apply(r, 10, 5);
    expect(x).toBeCloseTo(5, 9);
    expect(y).toBeCloseTo(10, 9);
    expect(multiply(parseTransform('matrix(1 0 0 1 3 4)'), [2, 0, 0, 2, 0, 0])).toEqual([2, 0, 0, 2, 6, 8]);
    expect(() => parseTransform('perspective(3)')).toThrow(UnsupportedSvgError);
  });
});
