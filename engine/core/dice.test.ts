import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DiceCursor,
  enqueue,
  requireTypedDiceUsed,
  roll,
  rollMany,
  seedDice,
  useFirst,
  type DiceState,
  type Roll,
} from './dice.js';
import { RuleError } from './errors.js';

describe('dice', () => {
  it('the same seed gives the same rolls; different seeds differ', () => {
    const a = rollMany(seedDice(7), 20, 20)[1].map((r) => r.value);
    const b = rollMany(seedDice(7), 20, 20)[1].map((r) => r.value);
    const c = rollMany(seedDice(8), 20, 20)[1].map((r) => r.value);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('rolls stay on the die and the state survives JSON', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 100 }), (seed, sides) => {
        let d = JSON.parse(JSON.stringify(seedDice(seed)));
        for (let i = 0; i < 20; i++) {
          const [next, r] = roll(d, sides);
          expect(r.value).toBeGreaterThanOrEqual(1);
          expect(r.value).toBeLessThanOrEqual(sides);
          expect(r.source).toBe('prng');
          d = next;
        }
      }),
    );
  });

  it("a step's DiceCursor rolls what folding roll() rolls, and ends in the same state", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 4 }),
        fc.array(fc.integer({ min: 6, max: 30 }), { maxLength: 12 }),
        (seed, queue, dice) => {
          const start = seedDice(seed, queue);
          const cursor = new DiceCursor(start);
          let folded: DiceState = start;
          const a: Roll[] = [];
          const b: Roll[] = [];
          for (const sides of dice) {
            a.push(cursor.roll(sides, 'attack'));
            const [next, r] = roll(folded, sides, 'attack');
            folded = next;
            b.push(r);
          }
          expect(a).toEqual(b);
          expect(cursor.state()).toEqual(folded);
          expect(cursor.queueLeft).toBe(folded.queue.length);
        },
      ),
    );
    // A queued result that does not fit the die is refused, as roll() refuses it.
    expect(() => new DiceCursor(seedDice(1, [9])).roll(6)).toThrow(RuleError);
  });

  it('every face of a d20 comes up about equally often', () => {
    const counts = new Array(21).fill(0);
    const [, rolls] = rollMany(seedDice(1), 20_000, 20);
    for (const r of rolls) counts[r.value]++;
    for (let f = 1; f <= 20; f++) expect(counts[f]).toBeGreaterThan(850);
  });

  it('queued results come first, in order, and do not advance the PRNG', () => {
    const d0 = seedDice(3, [15, 4]);
    const [d1, r1] = roll(d0, 20, 'attack');
    const [d2, r2] = roll(d1, 20);
    expect([r1, r2]).toEqual([
      { die: 20, value: 15, source: 'queue', purpose: 'attack' },
      { die: 20, value: 4, source: 'queue' },
    ]);
    expect(d2.s).toEqual(d0.s);
    expect(roll(d2, 20)[1]).toEqual(roll(seedDice(3), 20)[1]);
  });

  it('a queued result that does not fit the die is a rule error, not a crash', () => {
    expect(() => roll(seedDice(1, [21]), 20)).toThrow(RuleError);
    expect(() => roll(seedDice(1, [0]), 20)).toThrow(/does not fit a d20/);
  });

  it('enqueue appends typed-in results without touching the state words', () => {
    const d = enqueue(seedDice(1, [2]), [5, 6]);
    expect(d.queue).toEqual([2, 5, 6]);
    expect(d.s).toEqual(seedDice(1).s);
  });

  it("an action's typed dice go ahead of the queue, and one it leaves unrolled is refused", () => {
    const before = seedDice(1, [2]);
    const typed = useFirst(before, [5, 6]);
    expect(typed.queue).toEqual([5, 6, 2]);
    const [once] = roll(typed, 6);
    const [twice] = roll(once, 6);
    expect(() => requireTypedDiceUsed(before, twice, { dice: [5, 6] }, 'dice')).not.toThrow();
    expect(() => requireTypedDiceUsed(before, once, { dice: [5, 6] }, 'dice')).toThrow(
      expect.objectContaining({ code: 'dice/unused', path: ['dice'] }),
    );
  });
});
