import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mean, rate } from './stats.js';

describe('confidence intervals', () => {
  it('Wilson: known values, and always inside [0, 1] around the rate', () => {
    // 50 of 100: 0.5, [0.4038, 0.5962] (textbook Wilson 95 %).
    expect(rate(50, 100)).toEqual({ value: 0.5, low: 0.403832, high: 0.596168, n: 100 });
    expect(rate(100, 100).high).toBe(1);
    expect(rate(100, 100).low).toBeCloseTo(0.963, 3);
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const e = rate(Math.min(a, a + b), a + b);
        expect(e.low).toBeGreaterThanOrEqual(0);
        expect(e.high).toBeLessThanOrEqual(1);
        if (a + b > 0) expect(e.low - 1e-6).toBeLessThanOrEqual(e.value);
        if (a + b > 0) expect(e.high + 1e-6).toBeGreaterThanOrEqual(e.value);
      }),
    );
  });

  it('mean: a constant has no width; 1..5 has the t-free normal half-width', () => {
    expect(mean(50, 250, 10)).toEqual({ value: 5, low: 5, high: 5, n: 10 });
    // values 1..5: mean 3, sample variance 2.5, half-width 1.96 * sqrt(2.5 / 5)
    const e = mean(15, 55, 5);
    expect(e.value).toBe(3);
    expect(e.high - 3).toBeCloseTo(1.959964 * Math.sqrt(0.5), 5);
  });
});
