import { describe, expect, it } from 'vitest';
import { fighter, get, ofType, run, setup, tryStep } from '../../../test/scenarios/witchhammer/kit.js';

describe("end of combat: death's door", () => {
  it('d20 + Con + current Health ≥ Medium (10): pass → 0 Health, else dead', () => {
    const s = setup(
      [
        fighter('a', 'players', { health: -8, skills: { con: 2 } }), // 16 + 2 − 8 = 10 → pass
        fighter('b', 'players', { health: -8, skills: { con: 2 } }), // 15 + 2 − 8 = 9 → dies
        fighter('c', 'players', { health: 0 }), // 10 + 0 + 0 = 10 → pass
        fighter('d', 'gm', { health: 5 }), // standing: no save
      ],
      { dice: [16, 15, 10] },
    );
    const { state, events } = run(s, [{ type: 'end-combat' }]);
    expect(ofType(events, 'death-save').map((e) => [e.actor, e.detail!.total, e.detail!.pass])).toEqual([
      ['a', 10, true],
      ['b', 9, false],
      ['c', 10, true],
    ]);
    expect(get(state, 'a')).toMatchObject({ health: 0, dead: false });
    expect(get(state, 'b')).toMatchObject({ health: -8, dead: true });
    expect(get(state, 'd')).toMatchObject({ health: 5, dead: false });
    expect(state.ended).toBe(true);
    expect(tryStep(state, { type: 'reveal' }).error?.code).toBe('combat/ended');
  });

  it('only player characters roll ("the PC makes a Medium Con Save"): a downed GM creature stays down, not dead', () => {
    const s = setup([fighter('m', 'gm', { health: -3 }), fighter('a', 'players', { health: -3 })], { dice: [13, 2] });
    const { state, events } = run(s, [{ type: 'end-combat' }]);
    // The first die is the player's: 13 − 3 = 10 → pass.
    expect(ofType(events, 'death-save').map((e) => [e.actor, e.detail!.roll, e.detail!.pass])).toEqual([
      ['a', 13, true],
    ]);
    expect(get(state, 'm')).toMatchObject({ health: -3, down: true, dead: false });
    expect(get(state, 'a')).toMatchObject({ health: 0, dead: false });
  });

  it('typed-in dice are used first; results the step does not use are dropped', () => {
    const s = setup([fighter('a', 'players', { health: -1 })], { dice: [1] });
    const { state, events } = run(s, [{ type: 'end-combat', dice: [12, 7] }]);
    expect(ofType(events, 'death-save')[0]!.rolls).toEqual([
      { die: 20, value: 12, source: 'queue', purpose: 'death-save' },
    ]);
    expect(state.dice.queue).toEqual([1]);
  });
});

describe('critical adjustments on every d20 roll (the rules: "When you make a D20 roll … Use the following adjustments")', () => {
  it("the death's-door Medium Con save: a natural 19 adds 5, a natural 2 takes 5", () => {
    // At −14 Health, Con +0: 19 + 5 − 14 = 10 ≥ 10 survives, where the plain die (19 − 14 = 5) would
    // die; at 0 Health a natural 2: 2 − 5 + 0 = −3 dies, where the plain die (2) would also die.
    const s = setup([fighter('a', 'players', { health: -14 }), fighter('b', 'players', { health: 0 })], {
      dice: [19, 2],
    });
    const { state, events } = run(s, [{ type: 'end-combat' }]);
    expect(
      ofType(events, 'death-save').map((e) => [e.actor, e.detail!.adjustment, e.detail!.total, e.detail!.pass]),
    ).toEqual([
      ['a', 5, 10, true],
      ['b', -5, -3, false],
    ]);
    expect(get(state, 'a')).toMatchObject({ health: 0, dead: false });
    expect(get(state, 'b').dead).toBe(true);
  });
  it('saves and skill checks: 20 adds 10, 1 takes 10', () => {
    const s = setup([fighter('a', 'players', { skills: { fear: 2 } })]);
    expect(
      tryStep(s, { type: 'check', combatant: 'a', skill: 'fear', difficulty: 'hard', dice: [20] }).events[0]!.detail,
    ).toMatchObject({ adjustment: 10, total: 32, pass: true });
    expect(
      tryStep(s, { type: 'check', combatant: 'a', difficulty: 'easy', dice: [1] }).events[0]!.detail,
    ).toMatchObject({ adjustment: -10, total: -9, pass: false });
    expect(
      tryStep(s, { type: 'check', combatant: 'a', difficulty: 'hard', dice: [3] }).events[0]!.detail,
    ).toMatchObject({ adjustment: 0, total: 3 });
  });
});

describe('saves and skill checks', () => {
  it('d20 + skill + bonus − penalty; meeting the number passes', () => {
    // 14 health at 9 → −2 penalty
    const s = setup([fighter('a', 'players', { health: 9, skills: { perception: 3 } })]);
    const pass = tryStep(s, { type: 'check', combatant: 'a', skill: 'perception', difficulty: 'hard', dice: [14] });
    expect(pass.events[0]!.detail).toMatchObject({ total: 15, target: 15, pass: true, penalty: 2 });
    const fail = tryStep(s, { type: 'check', combatant: 'a', skill: 'perception', difficulty: 'hard', dice: [13] });
    expect(fail.events[0]!.detail).toMatchObject({ total: 14, pass: false });
    const easy = tryStep(s, { type: 'check', combatant: 'a', difficulty: 'easy', bonus: 1, dice: [6] });
    expect(easy.events[0]!.detail).toMatchObject({ total: 5, target: 5, pass: true });
    const custom = tryStep(s, { type: 'check', combatant: 'a', difficulty: 16, dice: [18] });
    expect(custom.events[0]!.detail).toMatchObject({ total: 16, pass: true });
  });
});
