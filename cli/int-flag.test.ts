// Number ranges for whole-number options: digits only, a range, nothing unrepresentable.
import { describe, expect, it } from 'vitest';
import { intFlag } from './int-flag.js';

const days = { min: 1, max: 3650 };
describe('whole-number options', () => {
  it('reads decimal digits inside the range', () => {
    expect(intFlag('days', '16', days)).toBe(16);
    expect(intFlag('seed', '4294967295', { min: 0, max: 0xffffffff })).toBe(4294967295);
  });

  it.each(['0x10', '1e20', '1e0', '3.0', ' 7', '', 'two', '0b11', 'Infinity'])(
    "refuses '%s': not written in digits",
    (v) => {
      expect(() => intFlag('days', v, days)).toThrow(/must be a whole number written in digits/);
    },
  );

  it('refuses numbers outside the range and numbers JavaScript cannot represent', () => {
    expect(() => intFlag('days', '0', days)).toThrow(/from 1 to 3650, not 0/);
    expect(() => intFlag('days', '100000', days)).toThrow(/from 1 to 3650/);
    expect(() => intFlag('seed', '99999999999999999999999', { min: 0, max: 0xffffffff })).toThrow(
      /from 0 to 4294967295, not 99999999999999999999999/,
    );
    expect(() => intFlag('seed', '-1', { min: 0, max: 0xffffffff })).toThrow(/from 0 to 4294967295/);
    expect(() => intFlag('attack', '9007199254740993', { min: 0, max: Number.MAX_SAFE_INTEGER })).toThrow(
      /not 9007199254740993/,
    );
  });
});
