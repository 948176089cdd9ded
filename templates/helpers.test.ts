import { describe, expect, it } from 'vitest';
import Handlebars from 'handlebars';
import {
  attackMath,
  chunks,
  effectText,
  moveText,
  penaltyGroups,
  rangeText,
  registerHelpers,
  signed,
} from './helpers.js';

const TABLES = {
  d20_adjustments: { '20': 10, '19': 5, '2': -5, '1': -10 },
  attack: { hit_threshold: 10, penetration_divisor: 10 },
  ranges: { close: 1, short: 5 },
};

describe('helpers', () => {
  it('splits Health into penalty groups, the first ones larger (seed: 14 health)', () => {
    expect(penaltyGroups(14, 10).map((g) => g.size)).toEqual([2, 2, 2, 2, 1, 1, 1, 1, 1, 1]);
    expect(penaltyGroups(40, 10).map((g) => g.size)).toEqual(Array(10).fill(4));
    expect(penaltyGroups(22, 10).map((g) => g.penalty)).toEqual([-1, -2, -3, -4, -5, -6, -7, -8, -9, -10]);
    expect(penaltyGroups(7, 10).reduce((n, g) => n + g.size, 0)).toBe(7);
  });

  it('computes the seed worked example from the tables', () => {
    expect(attackMath(8, 3, 4, 15, TABLES)).toMatchObject({
      attackBonus: 11,
      net: 7,
      total: 22,
      hit: true,
      damage: 12,
      penetration: 1,
    });
    // a natural 20 gets its adjustment; the threshold comes from the tables
    expect(attackMath(8, 3, 4, 20, { ...TABLES, attack: { hit_threshold: 12, penetration_divisor: 5 } })).toMatchObject(
      { adjustment: 10, total: 37, damage: 25, penetration: 5 },
    );
    expect(attackMath(0, 0, 5, 1, TABLES)).toMatchObject({ total: -14, hit: false, damage: 0 });
  });

  it('phrases card fields', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(-2)).toBe('\u22122');
    expect(signed(undefined)).toBe('+0');
    expect(moveText({ spaces: 1, direction: 'away-from-nearest-enemy' })).toBe('1 space away from the nearest enemy');
    expect(rangeText('short', TABLES)).toBe('Short (up to 5 squares)');
    expect(rangeText('close', TABLES)).toBe('Close (adjacent)');
    expect(rangeText('long', undefined)).toBe('Long');
    expect(effectText({ effect: 'bleed', wounds: 1, rounds: 4 })).toContain('1 wound a round for 4 rounds');
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('registers on a given Handlebars instance without touching the global one', () => {
    const hb = Handlebars.create();
    registerHelpers(hb);
    expect(hb.compile('{{signed n}} {{#each (penaltyGroups 3 2)}}{{size}}{{/each}}')({ n: -1 })).toBe('\u22121 21');
    expect(Handlebars.helpers.signed).toBeUndefined();
  });
});
