import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Tape } from './tape.js';

describe('Tape', () => {
  it('branches never see each other', () => {
    const base = Tape.of([1, 2]);
    const a = base.append([3]);
    const b = base.append([4, 5]);
    const a2 = a.append([6]);
    expect(base.toArray()).toEqual([1, 2]);
    expect(a.toArray()).toEqual([1, 2, 3]);
    expect(b.toArray()).toEqual([1, 2, 4, 5]);
    expect(a2.toArray()).toEqual([1, 2, 3, 6]);
  });

  it('does not grow the array it was made from, and hands out copies', () => {
    const src = [1];
    const t = Tape.of(src).append([2]);
    expect(src).toEqual([1]);
    t.toArray().push(99);
    expect(t.toArray()).toEqual([1, 2]);
  });

  it('any interleaving of appends matches plain array copies', () => {
    // Each op appends to one of the tapes made so far; the model copies arrays.
    const op = fc.tuple(fc.nat(), fc.array(fc.integer(), { maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const tapes = [Tape.empty<number>()];
        const model: number[][] = [[]];
        for (const [pick, items] of ops) {
          const i = pick % tapes.length;
          tapes.push(tapes[i]!.append(items));
          model.push([...model[i]!, ...items]);
        }
        tapes.forEach((t, i) => {
          expect(t.toArray()).toEqual(model[i]);
          expect(t.length).toBe(model[i]!.length);
        });
      }),
    );
  });
});
