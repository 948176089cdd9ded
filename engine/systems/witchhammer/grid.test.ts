import { describe, expect, it } from 'vitest';
import { card, CARDS, fighter, get, ofType, playRound, run, setup } from '../../../test/scenarios/witchhammer/kit.js';
import { distance, isFlanking, moveRelative } from './grid.js';
import type { Combatant } from './types.js';

const cards = [
  ...CARDS,
  card({
    id: 'advance',
    init: 3,
    attack: 5,
    target: 'nearest-enemy',
    range: 'close',
    move: { spaces: 4, direction: 'toward-nearest-enemy' },
  }),
  card({
    id: 'step',
    init: 3,
    attack: 5,
    target: 'nearest-enemy',
    range: 'close',
    move: { spaces: 3, direction: 'toward-nearest-enemy' },
  }),
  card({ id: 'retreat', init: 3, move: { spaces: 2, direction: 'away-from-nearest-enemy' } }),
  card({ id: 'shot', init: 3, attack: 5, target: 'chosen', range: 'short' }),
  card({ id: 'smite-big', init: 3, attack: 5, target: 'largest-enemy' }),
  card({ id: 'jump', init: 3, move: { spaces: 3, direction: 'any' } }),
];

describe('grid geometry', () => {
  it('distance is Chebyshev: a diagonal step is one square', () => {
    expect(distance([0, 0], [3, 3])).toBe(3);
    expect(distance([0, 0], [5, 2])).toBe(5);
  });
  it('moves toward a square until adjacent, or until blocked', () => {
    expect(moveRelative([0, 0], [5, 0], 4, true, 1, () => false)).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
    expect(moveRelative([0, 0], [3, 3], 4, true, 1, () => false)).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const wall = new Set(['1,0', '1,1', '1,-1']);
    expect(moveRelative([0, 0], [3, 0], 4, true, 1, (p) => wall.has(p.join(',')))).toEqual([]);
  });
  it('flanking needs a second attacker adjacent on a different side: no side of the target has them both', () => {
    const mk = (id: string, side: 'players' | 'gm', position: [number, number]) =>
      ({ id, side, position, down: false, dead: false }) as unknown as Combatant;
    const a = mk('a', 'players', [0, 0]);
    const t = mk('t', 'gm', [1, 0]);
    expect(isFlanking([a, t, mk('c', 'players', [2, 0])], a, t, 1)).toBe(true);
    expect(isFlanking([a, t, mk('c', 'players', [2, 1])], a, t, 1)).toBe(true);
    // West and south are different sides; south-west is on the west side too, like a.
    expect(isFlanking([a, t, mk('c', 'players', [1, 1])], a, t, 1)).toBe(true);
    expect(isFlanking([a, t, mk('c', 'players', [0, 1])], a, t, 1)).toBe(false);
    expect(isFlanking([a, t, mk('c', 'players', [0, -1])], a, t, 1)).toBe(false);
    // North-east and south-east share the east side; north-east and south-west share none.
    const ne = mk('a', 'players', [2, -1]);
    expect(isFlanking([ne, t, mk('c', 'players', [2, 1])], ne, t, 1)).toBe(false);
    expect(isFlanking([ne, t, mk('c', 'players', [0, 1])], ne, t, 1)).toBe(true);
    // Not adjacent: no flanking, whatever the sides.
    expect(isFlanking([a, t, mk('c', 'players', [1, 3])], a, t, 1)).toBe(false);
    expect(isFlanking([a, t, mk('c', 'gm', [2, 0])], a, t, 1)).toBe(false);
  });
});

describe('on a grid', () => {
  it('mandatory movement toward the nearest enemy, then the attack on it', () => {
    const s = setup(
      [
        fighter('a', 'players', { position: [0, 0] }),
        fighter('b', 'gm', { position: [5, 0] }),
        fighter('c', 'gm', { position: [9, 9] }),
      ],
      { cards, dice: [10] },
    );
    const { state, events } = playRound(s, [{ combatant: 'a', action: 'advance', stance: 'steady' }], 'resolve-next');
    expect(get(state, 'a').position).toEqual([4, 0]);
    expect(ofType(events, 'move')[0]!.changes).toEqual({
      'a.position': [
        [0, 0],
        [4, 0],
      ],
    });
    expect(ofType(events, 'attack')[0]!.target).toBe('b');
  });

  it('a move that falls short leaves the target out of close range: no attack, logged', () => {
    const s = setup([fighter('a', 'players', { position: [0, 0] }), fighter('b', 'gm', { position: [5, 0] })], {
      cards,
    });
    const { state, events } = playRound(s, [{ combatant: 'a', action: 'step', stance: 'steady' }], 'resolve-next');
    expect(get(state, 'a').position).toEqual([3, 0]);
    expect(ofType(events, 'out-of-range')[0]!.detail).toMatchObject({ range: 'close', distance: 2, max: 1 });
    expect(ofType(events, 'attack')).toHaveLength(0);
    expect(get(state, 'b').attacksTaken).toBe(0);
  });

  it('range bands by grid distance: short is 5 squares', () => {
    const mk = (x: number) =>
      setup([fighter('a', 'players', { position: [0, 0] }), fighter('b', 'gm', { position: [x, 2] })], {
        cards,
        dice: [10],
      });
    const acts = [
      { type: 'play', combatant: 'a', action: 'shot', stance: 'steady', target: 'b' },
      { type: 'reveal' },
      { type: 'resolve-next' },
    ] as const;
    expect(ofType(run(mk(5), [...acts]).events, 'attack')).toHaveLength(1);
    expect(ofType(run(mk(6), [...acts]).events, 'out-of-range')).toHaveLength(1);
  });

  it('other combatants block movement', () => {
    const s = setup(
      [
        fighter('a', 'players', { position: [0, 0] }),
        fighter('w', 'players', { position: [1, 0] }),
        fighter('b', 'gm', { position: [3, 0] }),
      ],
      {
        cards,
        obstacles: [
          [1, 1],
          [1, -1],
        ],
      },
    );
    const { state, events } = playRound(s, [{ combatant: 'a', action: 'advance', stance: 'steady' }], 'resolve-next');
    expect(get(state, 'a').position).toEqual([0, 0]);
    expect(ofType(events, 'move')).toHaveLength(0);
  });

  it('breaking contact: starting adjacent and moving away costs 5 damage', () => {
    const s = setup([fighter('a', 'players', { position: [2, 0] }), fighter('b', 'gm', { position: [3, 0] })], {
      cards,
    });
    const { state, events } = playRound(s, [{ combatant: 'a', action: 'retreat', stance: 'steady' }], 'resolve-next');
    expect(get(state, 'a').position).toEqual([0, 0]);
    expect(ofType(events, 'breaking-contact')[0]!.detail).toEqual({ from: ['b'] });
    expect(get(state, 'a')).toMatchObject({ poise: 25, health: 14 });
  });

  it('no breaking contact when the mover was not adjacent', () => {
    const s = setup([fighter('a', 'players', { position: [1, 0] }), fighter('b', 'gm', { position: [3, 0] })], {
      cards,
    });
    const { state } = playRound(s, [{ combatant: 'a', action: 'retreat', stance: 'steady' }], 'resolve-next');
    expect(get(state, 'a')).toMatchObject({ poise: 30, position: [-1, 0] });
  });

  it('largest enemy = the highest maximum Health', () => {
    const s = setup(
      [
        fighter('a', 'players', { position: [0, 0] }),
        fighter('b', 'gm', { position: [1, 0] }),
        fighter('t', 'gm', { position: [5, 5], maxHealth: 40 }),
      ],
      { cards, dice: [10] },
    );
    const { events } = playRound(s, [{ combatant: 'a', action: 'smite-big', stance: 'steady' }], 'resolve-next');
    expect(ofType(events, 'attack')[0]!.target).toBe('t');
  });

  it('flanking is detected from positions: +4', () => {
    const s = setup(
      [
        fighter('a', 'players', { position: [0, 0] }),
        fighter('b', 'gm', { position: [1, 0] }),
        fighter('c', 'players', { position: [2, 0] }),
      ],
      { cards, dice: [10] },
    );
    const { events } = playRound(
      s,
      [{ combatant: 'a', action: 'sword', stance: 'steady', target: 'b' }],
      'resolve-next',
    );
    expect(ofType(events, 'attack')[0]!.detail!.attack).toMatchObject({ flanking: 4 });
  });

  it('a card that moves in any direction goes where the play says, if free and in reach', () => {
    const s = setup([fighter('a', 'players', { position: [0, 0] }), fighter('b', 'gm', { position: [9, 0] })], {
      cards,
    });
    const ok = playRound(s, [{ combatant: 'a', action: 'jump', stance: 'steady', moveTo: [3, -2] }], 'resolve-next');
    expect(get(ok.state, 'a').position).toEqual([3, -2]);
    const far = playRound(s, [{ combatant: 'a', action: 'jump', stance: 'steady', moveTo: [4, 0] }], 'resolve-next');
    expect(get(far.state, 'a').position).toEqual([0, 0]);
    expect(ofType(far.events, 'move-blocked')).toHaveLength(1);
  });
});

describe('targets off the grid', () => {
  const offGrid = [...cards, card({ id: 'swipe', init: 3, attack: 5, target: 'nearest-enemy' })];
  it('largest-enemy needs no grid; nearest-enemy needs a named target unless one enemy stands', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm'), fighter('t', 'gm', { maxHealth: 40 })], {
      cards: offGrid,
      dice: [10],
    });
    const big = playRound(s, [{ combatant: 'a', action: 'smite-big', stance: 'steady' }], 'resolve-next');
    expect(ofType(big.events, 'attack')[0]!.target).toBe('t');
    expect(
      run(s, [{ type: 'play', combatant: 'a', action: 'swipe', stance: 'steady', target: 'b' }]).state.plays.a!.target,
    ).toBe('b');
    expect(() => run(s, [{ type: 'play', combatant: 'a', action: 'swipe', stance: 'steady' }])).toThrow(
      /target\/missing/,
    );
    const duel = setup([fighter('a', 'players'), fighter('b', 'gm')], { cards: offGrid, dice: [10] });
    const r = playRound(duel, [{ combatant: 'a', action: 'swipe', stance: 'steady' }], 'resolve-next');
    expect(ofType(r.events, 'attack')[0]!.target).toBe('b');
  });
});
