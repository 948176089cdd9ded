import { describe, expect, it } from 'vitest';
import { card, CARDS, fighter, ofType, run, setup, tryStep } from '../../../test/scenarios/witchhammer/kit.js';

const keys = (s: { order: readonly { key: string }[] }) => s.order.map((o) => o.key);

describe('reveal and order', () => {
  it('init = action + stance + character init, high to low', () => {
    const s = setup([fighter('a', 'players', { init: 1 }), fighter('b', 'gm', { init: 0 })]);
    const { state, events } = run(s, [
      { type: 'play', combatant: 'a', action: 'block', stance: 'guard' }, // 1 + 1 + 1 = 3
      { type: 'play', combatant: 'b', action: 'sword', stance: 'aggressive', target: 'a' }, // 4 + 2 = 6
      { type: 'reveal' },
    ]);
    expect(state.order.map((o) => [o.key, o.init])).toEqual([
      ['b', 6],
      ['a', 3],
    ]);
    expect(ofType(events, 'reveal')[0]!.detail!.order).toHaveLength(2);
  });

  it('penalties never touch initiative', () => {
    const s = setup([fighter('a', 'players', { health: 2 }), fighter('b', 'gm')]);
    const { state } = run(s, [
      { type: 'play', combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b' },
      { type: 'reveal' },
    ]);
    expect(state.order[0]!.init).toBe(6);
  });

  it('ties: character init bonus, then players before the GM, then listed order', () => {
    const cards = [...CARDS, card({ id: 'i5', init: 5 }), card({ id: 'i4', init: 4 }), card({ id: 'i3', init: 3 })];
    const s = setup(
      [
        fighter('g1', 'gm'),
        fighter('p1', 'players'),
        fighter('p2', 'players'),
        fighter('g2', 'gm', { init: 1 }),
        fighter('p3', 'players', { init: 2 }),
      ],
      { cards },
    );
    const { state } = run(s, [
      { type: 'play', combatant: 'g1', action: 'i5', stance: 'steady' }, // 5, char 0, gm
      { type: 'play', combatant: 'p1', action: 'i5', stance: 'steady' }, // 5, char 0, players
      { type: 'play', combatant: 'p2', action: 'i5', stance: 'steady' }, // 5, char 0, players, listed after p1
      { type: 'play', combatant: 'g2', action: 'i4', stance: 'steady' }, // 4 + 1 = 5, char 1
      { type: 'play', combatant: 'p3', action: 'i3', stance: 'steady' }, // 3 + 2 = 5, char 2
      { type: 'reveal' },
    ]);
    expect(keys(state)).toEqual(['p3', 'g2', 'p1', 'p2', 'g1']);
  });

  it('GM extra actions come after every primary play, ordered by their own init with the single stance', () => {
    const cards = [...CARDS, card({ id: 'fast', init: 9, attack: 1, target: 'chosen' })];
    const s = setup(
      [
        fighter('p', 'players'),
        fighter('troll', 'gm', { extraActions: 1 }),
        fighter('hag', 'gm', { extraActions: 2, init: 1 }),
      ],
      { cards },
    );
    const { state } = run(s, [
      { type: 'play', combatant: 'p', action: 'focus', stance: 'steady' }, // 0
      { type: 'play', combatant: 'troll', action: 'block', stance: 'guard', extra: [{ action: 'fast', target: 'p' }] }, // 2; extra 9 + 1 = 10
      {
        type: 'play',
        combatant: 'hag',
        action: 'bite',
        stance: 'aggressive',
        target: 'p',
        extra: [
          { action: 'claw', target: 'p' },
          { action: 'fast', target: 'p' },
        ],
      },
      // hag primary 2 + 2 + 1 = 5; extras claw 3 + 2 + 1 = 6, fast 9 + 2 + 1 = 12
      { type: 'reveal' },
    ]);
    expect(state.order.map((o) => [o.key, o.init])).toEqual([
      ['hag', 5],
      ['troll', 2],
      ['p', 0],
      ['hag#2', 12],
      ['troll#1', 10],
      ['hag#1', 6],
    ]);
    expect(state.order.find((o) => o.key === 'troll#1')!.stance).toBe('guard');
  });

  it('the GM may reorder ties, and only ties', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm'), fighter('c', 'gm')]);
    const base = run(s, [
      { type: 'play', combatant: 'a', action: 'block', stance: 'steady' },
      { type: 'play', combatant: 'b', action: 'block', stance: 'steady' },
      { type: 'play', combatant: 'c', action: 'sword', stance: 'steady', target: 'a' },
      { type: 'reveal' },
    ]).state;
    expect(keys(base)).toEqual(['c', 'a', 'b']);
    const ok = tryStep(base, { type: 'reorder', order: ['c', 'b', 'a'] });
    expect(ok.error).toBeUndefined();
    expect(keys(ok.state)).toEqual(['c', 'b', 'a']);
    const bad = tryStep(base, { type: 'reorder', order: ['a', 'c', 'b'] });
    expect(bad.error?.code).toBe('combat/reorder-not-tie');
    expect(tryStep(base, { type: 'reorder', order: ['c', 'a'] }).error?.code).toBe('combat/bad-reorder');
  });

  it('a round nobody played has an empty order; resolving it just ends the round', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')]);
    const revealed = run(s, [{ type: 'reveal' }]).state;
    expect(revealed).toMatchObject({ phase: 'resolve', order: [] });
    const { state, events } = run(revealed, [{ type: 'resolve-next' }]);
    expect(state.round).toBe(2);
    expect(ofType(events, 'round-end')).toHaveLength(1);
  });
});
