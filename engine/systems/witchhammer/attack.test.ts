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
  type Play,
} from '../../../test/scenarios/witchhammer/kit.js';

const swordVsGuard: Play[] = [
  { combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b' },
  { combatant: 'b', action: 'block', stance: 'guard' },
];

describe('the attack', () => {
  it("the rules' sword: +8/+3 against defense 4 with a 15 → 22 → 12 damage, 1 penetrates", () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { dice: [15] });
    const { state, events } = playRound(s, swordVsGuard, 'resolve-next');
    const atk = ofType(events, 'attack')[0]!;
    expect(atk.detail).toMatchObject({ total: 22, damage: 12, hit: true, adjustment: 0, d20: 15 });
    expect(atk.detail!.attack).toMatchObject({ action: 8, stance: 3, total: 11 });
    expect(atk.detail!.defense).toMatchObject({ action: 1, stance: 3, total: 4 });
    expect(atk.rolls).toEqual([{ die: 20, value: 15, source: 'queue', purpose: 'attack' }]);
    expect(get(state, 'b')).toMatchObject({ health: 13, poise: 19 });
    const dmg = ofType(events, 'damage')[0]!;
    expect(dmg.changes).toEqual({ 'b.poise': [30, 19], 'b.health': [14, 13] });
  });

  it('a total of exactly 10 misses', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { dice: [3] });
    const { state, events } = playRound(s, swordVsGuard, 'resolve-next');
    expect(ofType(events, 'attack')[0]!.detail).toMatchObject({ total: 10, hit: false, damage: 0 });
    expect(get(state, 'b')).toMatchObject({ poise: 30, health: 14, attacksTaken: 1 });
  });

  it.each([
    [20, 10],
    [19, 5],
    [2, -5],
    [1, -10],
    [18, 0],
  ])('d20 %i adjusts the total by %i', (d20, adj) => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { dice: [d20] });
    const { events } = playRound(s, swordVsGuard, 'resolve-next');
    expect(ofType(events, 'attack')[0]!.detail).toMatchObject({ adjustment: adj, total: 7 + d20 + adj });
  });

  it('a target that played nothing has only its character defense', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm', { defense: 2 })], { dice: [10] });
    const { events } = playRound(
      s,
      [{ combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b' }],
      'resolve-next',
    );
    // 11 − 2 + 10 = 19
    expect(ofType(events, 'attack')[0]!.detail).toMatchObject({ total: 19, damage: 9 });
  });

  it("the target's cards count before its own turn (FAQ), and its character defense adds", () => {
    const s = setup([fighter('a', 'players', { init: 5 }), fighter('b', 'gm', { defense: 1 })], { dice: [10] });
    const { events } = playRound(s, swordVsGuard, 'resolve-next');
    const atk = ofType(events, 'attack')[0]!;
    expect(atk.actor).toBe('a');
    expect(atk.detail!.defense).toMatchObject({ total: 5, character: 1 });
  });

  it("the attacker's penalty lowers attack; the target's penalty and attacks taken lower defense", () => {
    // a: 14 health at 9 → 5 wounds → −2; b: 14 at 4 → 10 wounds → −6; c hits b first.
    const s = setup(
      [
        fighter('a', 'players', { health: 9, init: 9 }),
        fighter('c', 'players', { init: 10 }),
        fighter('b', 'gm', { health: 4, defense: 7 }),
      ],
      {
        dice: [1, 10],
      },
    );
    const { events } = run(s, [
      { type: 'play', combatant: 'c', action: 'sword', stance: 'aggressive', target: 'b' },
      { type: 'play', combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b' },
      { type: 'play', combatant: 'b', action: 'block', stance: 'guard' },
      { type: 'reveal' },
      { type: 'resolve-next' },
      { type: 'resolve-next' },
    ]);
    const [first, second] = ofType(events, 'attack');
    expect(first!.actor).toBe('c');
    // defense = 1 + 3 + 7 − 6 = 5; 11 − 5 + 1 − 10 = −3 miss
    expect(first!.detail!.defense).toMatchObject({ total: 5, penalty: 6, attacksTaken: 0 });
    expect(first!.detail).toMatchObject({ hit: false });
    // second: attack 11 − 2 = 9; defense 5 − 1 (one attack taken) = 4; 9 − 4 + 10 = 15 → 5 damage
    expect(second!.detail!.attack).toMatchObject({ penalty: 2, total: 9 });
    expect(second!.detail!.defense).toMatchObject({ total: 4, attacksTaken: 1 });
    expect(second!.detail).toMatchObject({ total: 15, damage: 5 });
  });

  it('flanking without positions is a flag on the play: +4 attack', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { dice: [10] });
    const { events } = playRound(
      s,
      [{ combatant: 'a', action: 'sword', stance: 'aggressive', target: 'b', flanking: true }],
      'resolve-next',
    );
    expect(ofType(events, 'attack')[0]!.detail!.attack).toMatchObject({ flanking: 4, total: 15 });
  });

  it('poise-only attacks never touch Health', () => {
    const cards = [...CARDS, card({ id: 'shove', init: 1, attack: 20, target: 'chosen', poise_only: true })];
    const s = setup([fighter('a', 'players'), fighter('b', 'gm', { poise: 6 })], { dice: [15], cards });
    const { state, events } = playRound(
      s,
      [{ combatant: 'a', action: 'shove', stance: 'steady', target: 'b' }],
      'resolve-next',
    );
    expect(ofType(events, 'attack')[0]!.detail).toMatchObject({ damage: 25 });
    expect(get(state, 'b')).toMatchObject({ poise: 0, health: 14 });
  });

  it('self and no-target cards make no attack', () => {
    const cards = [...CARDS, card({ id: 'pray', attack: 9, target: 'self' })];
    const s = setup([fighter('a', 'players'), fighter('b', 'gm')], { cards });
    const { events } = playRound(s, [
      { combatant: 'a', action: 'pray', stance: 'steady', target: 'b' },
      { combatant: 'b', action: 'block', stance: 'steady', target: 'a' },
    ]);
    expect(ofType(events, 'attack')).toHaveLength(0);
  });
});

describe('afflictions', () => {
  const big = card({ id: 'maul', init: 1, attack: 30, target: 'chosen' });
  /** b mauls a (Poise 5) with the d20 showing 1, then `aff` on the affliction die. */
  const maulOnPoise5 = (aff: number) =>
    playRound(
      setup([fighter('a', 'players', { poise: 5 }), fighter('b', 'gm')], { dice: [1, aff], cards: [...CARDS, big] }),
      [{ combatant: 'b', action: 'maul', stance: 'steady', target: 'a' }],
      'resolve-next',
    );
  it('a player taking 5+ wounds from one attack rolls d20 + wounds, right after the attack roll', () => {
    // 30 + 10 = 40 → 30 damage on 0 Poise → 30 wounds; affliction 3 + 30 = 33 → capped at 30
    const s = setup([fighter('a', 'players', { poise: 0, maxHealth: 40 }), fighter('b', 'gm')], {
      dice: [10, 3],
      cards: [...CARDS, big],
    });
    const { state, events } = playRound(
      s,
      [{ combatant: 'b', action: 'maul', stance: 'steady', target: 'a' }],
      'resolve-next',
    );
    const af = ofType(events, 'affliction')[0]!;
    expect(af.detail).toMatchObject({ wounds: 30, roll: 3, value: 30, result: 'Lost an ear' });
    expect(af.rolls![0]).toMatchObject({ purpose: 'affliction', value: 3 });
    expect(events.indexOf(af)).toBeGreaterThan(events.indexOf(ofType(events, 'attack')[0]!));
    expect(get(state, 'a').afflictions).toEqual(['Lost an ear']);
  });
  it('looks the value up on the chart; 10 or less is no effect', () => {
    // b's attack: 30 − 0 + d20 1 (−10) = 21 → 11 damage: 1 penetrates, Poise 5 absorbs 5, 5 spill → 6 wounds
    const hit = maulOnPoise5(17);
    expect(ofType(hit.events, 'affliction')[0]!.detail).toMatchObject({
      wounds: 6,
      value: 23,
      result: 'Broken forearm',
    });
    const none = maulOnPoise5(4);
    expect(ofType(none.events, 'affliction')[0]!.detail).toMatchObject({ value: 10, result: null });
    expect(get(none.state, 'a').afflictions).toEqual([]);
  });
  it('the affliction roll takes no critical adjustment: it is a chart lookup, not a success or a fumble', () => {
    // 6 wounds as above; a natural 19 reads 19 + 6 = 25 (Punctured lung), not 19 + 5 + 6 = 30; a natural 2 reads 8, no effect
    expect(ofType(maulOnPoise5(19).events, 'affliction')[0]!.detail).toMatchObject({ roll: 19, value: 25 });
    expect(ofType(maulOnPoise5(2).events, 'affliction')[0]!.detail).toMatchObject({ roll: 2, value: 8, result: null });
  });
  it('4 wounds roll nothing; GM creatures never roll', () => {
    const s = setup([fighter('a', 'players', { poise: 0 }), fighter('b', 'gm', { poise: 0 })], {
      dice: [4, 4],
      cards: [...CARDS, big, card({ id: 'poke', attack: 10, target: 'chosen' })],
    });
    const { events } = playRound(s, [
      { combatant: 'b', action: 'poke', stance: 'steady', target: 'a' },
      { combatant: 'a', action: 'maul', stance: 'steady', target: 'b' },
    ]);
    expect(ofType(events, 'affliction')).toHaveLength(0);
  });
});
