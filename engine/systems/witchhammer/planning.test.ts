import { describe, expect, it } from 'vitest';
import {
  card,
  CARDS,
  fighter,
  get,
  ofType,
  playRound,
  run,
  setup,
  tryStep,
} from '../../../test/scenarios/witchhammer/kit.js';

const cards = [...CARDS, card({ id: 'finisher', init: 2, attack: 12, target: 'chosen', once_per_combat: true })];

describe('planning and illegal actions', () => {
  it('a once-per-combat card cannot be played again after its round, nor twice in one', () => {
    const s = setup(
      [
        fighter('a', 'players', { actions: ['sword', 'finisher', 'focus'], stances: ['aggressive'] }),
        fighter('b', 'gm', { extraActions: 1 }),
      ],
      { cards },
    );
    const r1 = playRound(s, [{ combatant: 'a', action: 'finisher', stance: 'aggressive', target: 'b' }]);
    expect(get(r1.state, 'a').usedOnce).toEqual(['finisher']);
    const again = tryStep(r1.state, {
      type: 'play',
      combatant: 'a',
      action: 'finisher',
      stance: 'steady',
      target: 'b',
    });
    expect(again.error).toMatchObject({ code: 'card/once-per-combat-used', path: ['action'] });
    expect(again.state).toBe(r1.state);
    const twice = tryStep(s, {
      type: 'play',
      combatant: 'b',
      action: 'finisher',
      stance: 'steady',
      target: 'a',
      extra: [{ action: 'finisher', target: 'a' }],
    });
    expect(twice.error?.code).toBe('card/once-per-combat-used');
  });

  it('other cards come back to the hand at the end of the round', () => {
    const s = setup([fighter('a', 'players', { actions: ['sword'], stances: ['aggressive'] }), fighter('b', 'gm')], {
      cards,
    });
    const r = run(s, [
      { type: 'play', combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b' },
      { type: 'reveal' },
      { type: 'resolve-round' },
      { type: 'play', combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b' },
    ]);
    expect(r.state.round).toBe(2);
  });

  it('a card not in the deck, or more copies than the deck holds, is not in hand', () => {
    const s = setup(
      [
        fighter('a', 'players', { actions: ['sword'], stances: ['aggressive'] }),
        fighter('b', 'gm', { actions: ['claw', 'bite'], extraActions: 1 }),
      ],
      { cards },
    );
    expect(
      tryStep(s, { type: 'play', combatant: 'a', action: 'claw', stance: 'steady', target: 'b' }).error,
    ).toMatchObject({ code: 'card/not-in-hand', path: ['action'] });
    expect(
      tryStep(s, { type: 'play', combatant: 'a', action: 'sword', stance: 'guard', target: 'b' }).error,
    ).toMatchObject({ code: 'card/not-in-hand', path: ['stance'] });
    expect(
      tryStep(s, {
        type: 'play',
        combatant: 'b',
        action: 'claw',
        stance: 'steady',
        target: 'a',
        extra: [{ action: 'claw', target: 'a' }],
      }).error,
    ).toMatchObject({
      code: 'card/not-in-hand',
      path: ['extra', 0, 'action'],
    });
  });

  it('unknown cards, targets and combatants; missing chosen targets', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { cards });
    expect(
      tryStep(s, { type: 'play', combatant: 'a', action: 'swrod', stance: 'steady', target: 'b' }).error,
    ).toMatchObject({ code: 'card/unknown', hint: 'did you mean `sword`?' });
    expect(
      tryStep(s, { type: 'play', combatant: 'a', action: 'sword', stance: 'steady', target: 'bb' }).error,
    ).toMatchObject({ code: 'target/unknown', path: ['target'] });
    expect(
      tryStep(s, { type: 'play', combatant: 'zz', action: 'sword', stance: 'steady', target: 'b' }).error?.code,
    ).toBe('combat/unknown-combatant');
    expect(tryStep(s, { type: 'play', combatant: 'a', action: 'sword', stance: 'steady' }).error?.code).toBe(
      'target/missing',
    );
    expect(tryStep(s, { type: 'play', combatant: 'a', action: 'aggressive', stance: 'steady' }).error?.code).toBe(
      'card/wrong-type',
    );
  });

  it('a down combatant cannot act', () => {
    const s = setup([fighter('a', 'players', { health: 0 }), fighter('b', 'gm')], { cards });
    expect(
      tryStep(s, { type: 'play', combatant: 'a', action: 'sword', stance: 'steady', target: 'b' }).error?.code,
    ).toBe('combat/actor-down');
  });

  it('wrong phase: no plays while resolving, no resolving while planning', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { cards });
    expect(tryStep(s, { type: 'resolve-next' }).error?.code).toBe('combat/wrong-phase');
    const r = run(s, [
      { type: 'play', combatant: 'a', action: 'sword', stance: 'steady', target: 'b' },
      { type: 'reveal' },
    ]);
    expect(
      tryStep(r.state, { type: 'play', combatant: 'b', action: 'claw', stance: 'steady', target: 'a' }).error?.code,
    ).toBe('combat/wrong-phase');
    expect(tryStep(r.state, { type: 'reveal' }).error?.code).toBe('combat/wrong-phase');
  });

  it('too many extra actions', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm', { extraActions: 1 })], { cards });
    const r = tryStep(s, {
      type: 'play',
      combatant: 'b',
      action: 'claw',
      stance: 'steady',
      target: 'a',
      extra: [
        { action: 'bite', target: 'a' },
        { action: 'sword', target: 'a' },
      ],
    });
    expect(r.error?.code).toBe('combat/too-many-extra-actions');
  });

  it('playing again before the reveal replaces the play; unplay withdraws it', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { cards });
    const r = run(s, [
      { type: 'play', combatant: 'a', action: 'sword', stance: 'steady', target: 'b' },
      { type: 'play', combatant: 'a', action: 'block', stance: 'steady' },
    ]);
    expect(r.state.plays.a!.action).toBe('block');
    const u = run(r.state, [{ type: 'unplay', combatant: 'a' }]);
    expect(u.state.plays.a).toBeUndefined();
  });

  it('when the timer runs out, everyone able who has not played takes Focus (no stance)', () => {
    const s = setup(
      [fighter('a', 'players', { poise: 10 }), fighter('b', 'gm'), fighter('c', 'players', { health: 0 })],
      { cards },
    );
    const { state, events } = run(s, [
      { type: 'play', combatant: 'b', action: 'block', stance: 'steady' },
      { type: 'timer-expired', at: 1_700_000_000_000 },
      { type: 'reveal' },
      { type: 'resolve-round' },
    ]);
    expect(ofType(events, 'timer-expired')[0]!.detail).toEqual({ at: 1_700_000_000_000 });
    expect(ofType(events, 'default-action').map((e) => e.actor)).toEqual(['a']);
    // Focus restores 5 Poise (the test card), capped at the maximum
    expect(get(state, 'a').poise).toBe(15);
    expect(ofType(events, 'restore')[0]!.changes).toEqual({ 'a.poise': [10, 15] });
  });

  it('restore is capped at the maximum', () => {
    const s = setup([fighter('a', 'players', { poise: 28 })], { cards });
    const { state } = playRound(s, [{ combatant: 'a', action: 'focus', stance: 'steady' }], 'resolve-next');
    expect(get(state, 'a').poise).toBe(30);
  });

  it("a timer belongs to one round's planning: its expiry after that round's reveal locks nobody", () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { cards });
    const r1 = playRound(s, [
      { combatant: 'a', action: 'block', stance: 'steady' },
      { combatant: 'b', action: 'block', stance: 'steady' },
    ]);
    expect(r1.state.round).toBe(2);
    const stale = tryStep(r1.state, { type: 'timer-expired', at: 5, round: 1 });
    expect(stale.error).toMatchObject({ code: 'combat/timer-stale', path: ['round'] });
    expect(stale.state.plays.a).toBeUndefined();
    // The same round's timer still runs out as before.
    const fresh = tryStep(r1.state, { type: 'timer-expired', at: 6, round: 2 });
    expect(fresh.error).toBeUndefined();
    expect(fresh.state.plays.a?.byTimer).toBe(true);
  });

  it('without a default-action card the timer is an error, not a crash', () => {
    const s = setup([fighter('a', 'players')], { cards: CARDS.filter((c) => c.id !== 'focus') });
    expect(tryStep(s, { type: 'timer-expired' }).error?.code).toBe('card/unknown');
  });
});

describe('a play is an action and a stance', () => {
  // The rules: "Pick one Action card and one Stance card to play" — the GM too ("chooses a Stance card and
  // a main Action card for each creature"). Only the decision timer's Focus comes without one.
  it("a play without a stance is refused, naming the stances in hand; the timer's Focus needs none", () => {
    const s = setup([
      fighter('a', 'players', { actions: ['sword'], stances: ['aggressive', 'guard'] }),
      fighter('b', 'gm'),
    ]);
    const r = tryStep(s, { type: 'play', combatant: 'a', action: 'sword', target: 'b' });
    expect(r.error).toMatchObject({ code: 'card/no-stance', path: ['stance'] });
    expect(r.error?.hint).toContain('aggressive, guard');
    expect(tryStep(s, { type: 'play', combatant: 'b', action: 'claw', target: 'a' }).error?.code).toBe(
      'card/no-stance',
    );
    const timed = run(s, [
      { type: 'play', combatant: 'a', action: 'sword', stance: 'guard', target: 'b' },
      { type: 'timer-expired' },
    ]);
    expect(timed.state.plays.b).toMatchObject({ action: 'focus', byTimer: true });
  });
});
