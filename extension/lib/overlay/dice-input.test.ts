import { describe, expect, it } from 'vitest';
import { parseDice } from './dice-input.js';

describe('typed-in dice', () => {
  it('reads the d20 and the affliction die', () => {
    expect(parseDice('17')).toEqual([17]);
    expect(parseDice(' 20, 6 ')).toEqual([20, 6]);
    expect(parseDice('')).toEqual([]);
  });
  it('refuses what is not a die face', () => {
    expect(parseDice('0')).toBeNull();
    expect(parseDice('2.5')).toBeNull();
    expect(parseDice('d20')).toBeNull();
    expect(parseDice('1 2 3 4 5')).toBeNull();
  });
});
