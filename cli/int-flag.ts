// Whole-number options read one way everywhere: decimal digits only (`0x10`, `1e20`, `1e0`, `3.0`
// and ` 7` are refused, not read as 16, 10^20 or 1), inside a stated range, and never a number that
// JavaScript cannot represent exactly (`99999999999999999999999` silently became …998).
import { UserError } from '../infra/user-error.js';

export interface IntRange {
  readonly min: number;
  readonly max: number;
  /** An example value for the hint. */
  readonly example?: number;
}

export function intFlag(name: string, raw: string | boolean | undefined, range: IntRange): number {
  const v = String(raw);
  const eg = `e.g. --${name} ${range.example ?? range.min}`;
  if (!/^[+-]?\d+$/.test(v)) throw new UserError(`--${name} must be a whole number written in digits, not '${v}'`, eg);
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < range.min || n > range.max)
    throw new UserError(`--${name} must be a whole number from ${range.min} to ${range.max}, not ${v}`, eg);
  return n;
}
