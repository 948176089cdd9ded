// 95 % confidence intervals from the integer tallies: Wilson's score interval for a rate (sound
// near 0 % and 100 %, where a normal interval would leave [0, 1]), and the normal interval of a
// mean from its sum and sum of squares. Rounded to 6 decimals so results.json is stable text.

const Z = 1.959963984540054;
const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

export interface Estimate {
  readonly value: number;
  readonly low: number;
  readonly high: number;
  /** How many observations it rests on. */
  readonly n: number;
}

export function rate(successes: number, n: number): Estimate {
  if (n === 0) return { value: 0, low: 0, high: 0, n };
  const p = successes / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { value: round6(p), low: round6(Math.max(0, centre - half)), high: round6(Math.min(1, centre + half)), n };
}

export function mean(sum: number, sq: number, n: number): Estimate {
  if (n === 0) return { value: 0, low: 0, high: 0, n };
  const m = sum / n;
  const variance = n > 1 ? Math.max(0, (sq - n * m * m) / (n - 1)) : 0;
  const half = Z * Math.sqrt(variance / n);
  return { value: round6(m), low: round6(m - half), high: round6(m + half), n };
}

export interface Interval {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The difference of two independent rates a − b with Newcombe's hybrid score interval (his
 * method 10, from the two Wilson intervals): sound for small samples and rates near 0 or 1.
 * Points of one run share their fight seeds; that correlation only narrows the true interval,
 * so this one is conservative for them.
 */
export function rateDiff(a: Estimate, b: Estimate): Interval {
  const d = a.value - b.value;
  const low = d - Math.sqrt((a.value - a.low) ** 2 + (b.high - b.value) ** 2);
  const high = d + Math.sqrt((a.high - a.value) ** 2 + (b.value - b.low) ** 2);
  return { value: round6(d), low: round6(Math.max(-1, low)), high: round6(Math.min(1, high)) };
}
