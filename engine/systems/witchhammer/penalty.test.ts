import { describe, expect, it } from 'vitest';
import { TABLES } from '../../../test/scenarios/witchhammer/kit.js';
import { penaltyFor, penaltyGroups, wounds } from './penalty.js';

const P = TABLES.penalty;

describe('health-loss penalties', () => {
  it("splits 14 Health like the rules' damage sheet: four groups of 2, six of 1", () => {
    expect(penaltyGroups(14, P.groups)).toEqual([2, 2, 2, 2, 1, 1, 1, 1, 1, 1]);
  });
  it("the rules' 14-health table: 10 wounds → −6, 5 wounds → −2", () => {
    expect(penaltyFor(14, 14 - 10, P)).toBe(6);
    expect(penaltyFor(14, 14 - 5, P)).toBe(2);
  });
  it('the whole 14-health table, wound by wound', () => {
    const expected = [0, 0, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 9];
    expected.forEach((pen, w) => expect(penaltyFor(14, 14 - w, P), `${w} wounds`).toBe(pen));
  });
  it('down (0 Health or below) is the down penalty', () => {
    expect(penaltyFor(14, 0, P)).toBe(P.down_penalty);
    expect(penaltyFor(14, -5, P)).toBe(P.down_penalty);
  });
  it('even pools: 20 Health is ten groups of 2', () => {
    expect(penaltyFor(20, 19, P)).toBe(0);
    expect(penaltyFor(20, 18, P)).toBe(1);
    expect(penaltyFor(20, 3, P)).toBe(8);
  });
  it('small pools: groups of size 0 are only taken when the character is down', () => {
    expect(penaltyGroups(5, P.groups)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(penaltyFor(5, 5, P)).toBe(0);
    expect(penaltyFor(5, 1, P)).toBe(4);
  });
  it('wounds = max − current, never negative', () => {
    expect(wounds(14, 9)).toBe(5);
    expect(wounds(14, -3)).toBe(17);
    expect(wounds(14, 14)).toBe(0);
  });
});
