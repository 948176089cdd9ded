import { describe, expect, it } from 'vitest';
import { card, CARDS, fighter, get, ofType, playRound, setup } from '../../../test/scenarios/witchhammer/kit.js';

const cards = [
  ...CARDS,
  card({ id: 'bash', init: 1, attack: 10, target: 'chosen', on_hit: [{ effect: 'stun', rounds: 1 }] }),
  card({ id: 'quick-bash', init: 9, attack: 10, target: 'chosen', on_hit: [{ effect: 'stun', rounds: 1 }] }),
  card({ id: 'cut', init: 9, attack: 10, target: 'chosen', on_hit: [{ effect: 'bleed', wounds: 1, rounds: 2 }] }),
];

describe('ongoing effects', () => {
  it("the rules' stun: the PC went first, the monster stuns it after; the stun takes the PC's next-round turn", () => {
    const s = setup([fighter('pc', 'players'), fighter('m', 'gm')], { cards, dice: [10, 10, 10] });
    const r1 = playRound(s, [
      { combatant: 'pc', action: 'sword', stance: 'aggressive', target: 'm' }, // init 6
      { combatant: 'm', action: 'bash', stance: 'steady', target: 'pc' }, // init 1
    ]);
    expect(ofType(r1.events, 'attack').map((e) => e.actor)).toEqual(['pc', 'm']);
    expect(get(r1.state, 'pc').effects).toEqual([{ effect: 'stun', roundsLeft: 1, source: 'bash', by: 'm' }]);
    const r2 = playRound(r1.state, [
      { combatant: 'pc', action: 'sword', stance: 'aggressive', target: 'm' },
      { combatant: 'm', action: 'block', stance: 'steady' },
    ]);
    expect(ofType(r2.events, 'skip')).toMatchObject([{ actor: 'pc', detail: { reason: 'stunned' } }]);
    expect(ofType(r2.events, 'attack')).toHaveLength(0);
    expect(get(r2.state, 'pc').effects).toEqual([]);
    // round 3: acts again
    const r3 = playRound(r2.state, [{ combatant: 'pc', action: 'sword', stance: 'steady', target: 'm' }]);
    expect(ofType(r3.events, 'attack')).toHaveLength(1);
  });

  it('a stun applied earlier in the round, before the target acts, takes this round’s turn', () => {
    const s = setup([fighter('pc', 'players'), fighter('m', 'gm')], { cards, dice: [10] });
    const { events, state } = playRound(s, [
      { combatant: 'pc', action: 'sword', stance: 'steady', target: 'm' }, // 4
      { combatant: 'm', action: 'quick-bash', stance: 'steady', target: 'pc' }, // 9
    ]);
    expect(ofType(events, 'skip')).toMatchObject([{ actor: 'pc', detail: { reason: 'stunned' } }]);
    expect(get(state, 'pc').effects).toEqual([]);
  });

  it('bleed: N wounds at the start of each of the bleeder’s turns for R rounds, straight to Health', () => {
    const s = setup([fighter('pc', 'players'), fighter('m', 'gm')], { cards, dice: [5] });
    const r1 = playRound(s, [
      { combatant: 'pc', action: 'block', stance: 'steady' }, // 1
      { combatant: 'm', action: 'cut', stance: 'steady', target: 'pc' }, // 9: 10 − 1 + 5 = 14 → 4 damage to Poise
    ]);
    // the bleed fired at pc's turn in round 1 (applied before it)
    expect(get(r1.state, 'pc')).toMatchObject({
      poise: 26,
      health: 13,
      effects: [{ effect: 'bleed', wounds: 1, roundsLeft: 1 }],
    });
    const wounds = ofType(r1.events, 'wounds')[0]!;
    expect(wounds.changes).toMatchObject({ 'pc.health': [14, 13] });
    // The tick is credited to the one who applied the bleed, not to the bleeder.
    expect(wounds).toMatchObject({ actor: 'm', target: 'pc', card: 'cut' });
    expect(get(r1.state, 'pc').effects[0]).toMatchObject({ source: 'cut', by: 'm' });
    const types = r1.events.map((e) => e.type);
    expect(types.indexOf('wounds')).toBeLessThan(types.lastIndexOf('turn') + 2);
    const r2 = playRound(r1.state, [{ combatant: 'pc', action: 'block', stance: 'steady' }]);
    expect(get(r2.state, 'pc')).toMatchObject({ health: 12, effects: [] });
    const r3 = playRound(r2.state, [{ combatant: 'pc', action: 'block', stance: 'steady' }]);
    expect(get(r3.state, 'pc').health).toBe(12);
  });

  it('a bleed applied after the bleeder acted waits for its next turn', () => {
    const late = card({
      id: 'late-cut',
      init: 0,
      attack: 10,
      target: 'chosen',
      on_hit: [{ effect: 'bleed', wounds: 2, rounds: 1 }],
    });
    const s = setup([fighter('pc', 'players'), fighter('m', 'gm')], { cards: [...cards, late], dice: [5] });
    const r1 = playRound(s, [
      { combatant: 'pc', action: 'block', stance: 'steady' },
      { combatant: 'm', action: 'late-cut', stance: 'steady', target: 'pc' },
    ]);
    expect(get(r1.state, 'pc').health).toBe(14);
    const r2 = playRound(r1.state, [{ combatant: 'pc', action: 'block', stance: 'steady' }]);
    expect(get(r2.state, 'pc').health).toBe(12);
  });

  it('a combatant who goes down before its turn does not act', () => {
    const kill = card({ id: 'kill', init: 9, attack: 40, target: 'chosen' });
    // A second player character keeps the fight going (it ends when one side has no one standing).
    const s = setup([fighter('pc', 'players', { poise: 0 }), fighter('pc2', 'players'), fighter('m', 'gm')], {
      cards: [...cards, kill],
      dice: [10, 1],
    });
    const { state, events } = playRound(s, [
      { combatant: 'pc', action: 'sword', stance: 'steady', target: 'm' },
      { combatant: 'pc2', action: 'block', stance: 'steady' },
      { combatant: 'm', action: 'kill', stance: 'steady', target: 'pc' },
    ]);
    expect(get(state, 'pc')).toMatchObject({ health: -25, down: true });
    expect(ofType(events, 'down')).toMatchObject([{ actor: 'pc' }]);
    expect(ofType(events, 'skip')).toMatchObject([{ actor: 'pc', detail: { reason: 'down' } }]);
    // the penalty of a down character is the down penalty
    expect(ofType(events, 'damage')[0]!.changes).toMatchObject({ 'pc.penalty': [0, 10], 'pc.down': [false, true] });
  });
});
