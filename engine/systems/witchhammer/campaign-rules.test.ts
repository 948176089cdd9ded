// The campaign rules the engine applies in fights: armour's move and skill costs (the rules: armour
// costs "move speed, initiative, or skill checks"), and daily-use cards refused once used that day (the day's used cards come with the setup).
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
  card({ id: 'shuffle', init: 3, move: { spaces: 1, direction: 'toward-nearest-enemy' } }),
  card({ id: 'first-blood', init: 2, attack: 10, target: 'chosen', once_per_day: true }),
];

describe('armour in fights', () => {
  it('takes its squares off every move (mail: 1 square)', () => {
    const s = setup(
      [fighter('a', 'players', { position: [0, 0], movePenalty: 1 }), fighter('b', 'gm', { position: [9, 0] })],
      { cards, dice: [10] },
    );
    const { state, events } = playRound(s, [{ combatant: 'a', action: 'advance', stance: 'steady' }], 'resolve-next');
    expect(get(state, 'a').position).toEqual([3, 0]); // 4 − 1
    expect(ofType(events, 'move')[0]!.detail).toMatchObject({ spaces: 3 });
  });
  it('a move of no more squares than the cost goes nowhere, and the log says why', () => {
    const s = setup(
      [fighter('a', 'players', { position: [0, 0], movePenalty: 1 }), fighter('b', 'gm', { position: [9, 0] })],
      { cards },
    );
    const { state, events } = playRound(s, [{ combatant: 'a', action: 'shuffle', stance: 'steady' }], 'resolve-next');
    expect(get(state, 'a').position).toEqual([0, 0]);
    expect(ofType(events, 'move-blocked')[0]!.detail).toEqual({ reason: 'armour', penalty: 1 });
  });
});

describe('armour on skill checks', () => {
  // Plate (skill cost 2), stealth +4, penalty 0: d20 8 + 4 − 2 = 10 vs medium 10 passes; 7 fails.
  const plated = (dice: number[]) =>
    setup([fighter('a', 'players', { skills: { stealth: 4, agility: 2 }, skillPenalty: 2 }), fighter('b', 'gm')], {
      cards,
      dice,
    });
  it('takes its cost off a skill check', () => {
    const pass = run(plated([8]), [{ type: 'check', combatant: 'a', skill: 'stealth', difficulty: 'medium' }])
      .events[0]!;
    expect(pass.detail).toMatchObject({ roll: 8, skillBonus: 4, armour: 2, total: 10, target: 10, pass: true });
    expect(
      run(plated([7]), [{ type: 'check', combatant: 'a', skill: 'stealth', difficulty: 'medium' }]).events[0]!.detail,
    ).toMatchObject({ total: 9, pass: false });
  });
  it('and off a check on a skill the character has no trait in (the default d20 against 10)', () => {
    expect(
      run(plated([11]), [{ type: 'check', combatant: 'a', skill: 'swimming', difficulty: 10 }]).events[0]!.detail,
    ).toMatchObject({ skillBonus: 0, armour: 2, total: 9, pass: false });
  });
  it('but not off a save (a save type of system.yaml campaign.save_types)', () => {
    // Agility save, easy 5: d20 3 + 2 = 5 passes; the armour's 2 would have failed it.
    expect(
      run(plated([3]), [{ type: 'check', combatant: 'a', skill: 'agility', difficulty: 'easy' }]).events[0]!.detail,
    ).toMatchObject({ armour: 0, total: 5, target: 5, pass: true });
  });
});

describe('daily-use cards', () => {
  it('are refused once used today; playing one marks it used', () => {
    const used = setup([fighter('a', 'players', { usedToday: ['first-blood'] }), fighter('b', 'gm')], { cards });
    expect(
      tryStep(used, { type: 'play', combatant: 'a', action: 'first-blood', stance: 'steady', target: 'b' }).error?.code,
    ).toBe('card/used-today');
    const fresh = setup([fighter('a', 'players'), fighter('b', 'gm')], { cards, dice: [10] });
    const { state } = run(fresh, [
      { type: 'play', combatant: 'a', action: 'first-blood', stance: 'steady', target: 'b' },
      { type: 'reveal' },
    ]);
    expect(get(state, 'a').usedToday).toEqual(['first-blood']);
  });
});
