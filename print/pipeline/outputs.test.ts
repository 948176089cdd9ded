import { describe, expect, it } from 'vitest';
import { card as cardSchema, MAX_COPIES, type Card } from '../../engine/schema/card.js';
import type { Deck } from './decks.js';
import { planOutputs } from './outputs.js';

const stance = (id: string, copies?: number): Card =>
  ({ type: 'stance', id, name: id, init: 0, attack: 0, defense: 0, ...(copies ? { copies } : {}) }) as Card;

describe('planned outputs', () => {
  it('keys a deck of any number of copies without spreading them into arguments', () => {
    // Past any stack: 100,000 copies overflowed it when the keys were spread into sha1(...).
    const deck: Deck = {
      id: 'd',
      title: 'D',
      system: 'toy',
      kind: 'system',
      cards: [stance('a', 200_000), stance('b')],
    };
    const src = {
      cardKey: (c: Card) => `k-${c.id}`,
      backKey: () => 'back',
      face: () => {
        throw new Error('not built');
      },
      referenceKey: () => 'r',
      reference: () => [],
    };
    const plan = () =>
      planOutputs(
        [deck],
        [],
        new Set(['pnp', 'decks', 'dtc']),
        { papers: ['a4'], duplex: 'long', layout: 'sheets' },
        src,
        'v',
      );
    const keys = plan().map((o) => o.key);
    expect(keys).toHaveLength(4); // sheets, the calibration sheet, the deck, the DTC file
    expect(new Set(keys).size).toBe(4);
    expect(plan().map((o) => o.key)).toEqual(keys);
  });

  it('the schema refuses more copies than a deck can sensibly hold', () => {
    expect(cardSchema.safeParse(stance('a', MAX_COPIES)).success).toBe(true);
    expect(cardSchema.safeParse(stance('a', MAX_COPIES + 1)).success).toBe(false);
  });
});
