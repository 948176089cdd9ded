import { describe, expect, it } from 'vitest';
import { card, CARDS, fighter, run, setup } from '../../../test/scenarios/witchhammer/kit.js';
import { plugin } from './plugin.js';

const cards = [
  ...CARDS,
  card({
    id: 'cut',
    init: 9,
    attack: 10,
    target: 'chosen',
    once_per_combat: true,
    on_hit: [{ effect: 'bleed', wounds: 1, rounds: 3 }],
  }),
];

describe('view', () => {
  it('shows who acts, the order, tracks, penalty, effects with rounds left and once-per-combat cards used', () => {
    const s = setup(
      [
        fighter('a', 'players', { health: 9, actions: ['sword', 'block'], stances: ['aggressive', 'steady'] }),
        fighter('b', 'gm', { actions: ['cut', 'claw'] }),
      ],
      { cards, dice: [10] },
    );
    const plan = plugin.view(s);
    expect(plan).toMatchObject({ system: 'witchhammer', phase: 'plan', round: 1, actingNow: ['a', 'b'] });
    expect(plan.combatants[0]).toMatchObject({
      tracks: [
        { name: 'poise', current: 30, max: 30 },
        { name: 'health', current: 9, max: 14 },
      ],
      penalty: 2,
      modifiers: { penalty: -2 },
      hand: { actions: ['sword', 'block'], stances: ['aggressive', 'steady'] },
    });
    const { state } = run(s, [
      { type: 'play', combatant: 'b', action: 'cut', stance: 'steady', target: 'a' },
      { type: 'play', combatant: 'a', action: 'block', stance: 'steady' },
      { type: 'reveal' },
    ]);
    const r = plugin.view(state);
    expect(r.phase).toBe('resolve');
    expect(r.actingNow).toEqual(['b']);
    expect(r.order.map((o) => [o.combatant, o.init, o.done])).toEqual([
      ['b', 9, false],
      ['a', 1, false],
    ]);
    expect(r.combatants[1]).toMatchObject({ usedOnce: ['cut'], hand: { actions: ['claw'] } });
    const after = plugin.view(run(state, [{ type: 'resolve-next' }]).state);
    expect(after.order[0]!.done).toBe(true);
    expect(after.combatants[0]!.effects).toEqual([{ name: 'bleed 1', roundsLeft: 3 }]);
    expect(after.combatants[0]!.status).toContain('bleeding');
  });

  it('lists the death saves due while someone is at 0 Health or below', () => {
    const v = plugin.view(setup([fighter('a', 'players', { health: -2 }), fighter('b', 'gm')]));
    expect(v.pendingChecks).toEqual([
      { kind: 'death-save', combatants: ['a'], description: expect.any(String), target: 10 },
    ]);
    expect(v.combatants[0]!.status).toContain('down');
  });
});

describe('resolve-round', () => {
  it('gives the same state and events as resolving slot by slot', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm', { extraActions: 1 }), fighter('c', 'players')], {
      cards,
      seed: 5,
    });
    const plan = run(s, [
      { type: 'play', combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b' },
      {
        type: 'play',
        combatant: 'b',
        action: 'cut',
        stance: 'guard',
        target: 'a',
        extra: [{ action: 'claw', target: 'c' }],
      },
      { type: 'play', combatant: 'c', action: 'bite', stance: 'steady', target: 'b' },
      { type: 'reveal' },
    ]).state;
    const one = run(plan, [{ type: 'resolve-round' }]);
    const many = run(plan, [
      { type: 'resolve-next' },
      { type: 'resolve-next' },
      { type: 'resolve-next' },
      { type: 'resolve-next' },
    ]);
    expect(many.state).toEqual(one.state);
    expect(many.events).toEqual(one.events);
  });

  it('typed-in dice on resolve-next are used for that slot only', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { cards, seed: 5 });
    const plan = run(s, [
      { type: 'play', combatant: 'a', action: 'block', stance: 'steady' },
      { type: 'play', combatant: 'b', action: 'claw', stance: 'steady', target: 'a' },
      { type: 'reveal' },
    ]).state;
    const r = run(plan, [{ type: 'resolve-next', dice: [17, 3] }]);
    const atk = r.events.find((e) => e.type === 'attack')!;
    expect(atk.rolls![0]).toMatchObject({ value: 17, source: 'queue' });
    expect(r.state.dice.queue).toEqual([]);
    // the PRNG was not advanced by the typed-in die
    expect(r.state.dice.s).toEqual(plan.dice.s);
  });
});
