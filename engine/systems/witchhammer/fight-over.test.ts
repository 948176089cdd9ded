// When a fight ends. The rules never say; they say a character at 0 Health is "not able to act" and on
// death's door "until combat ends", and that the penalties "encourage monsters to not focus down injured
// characters to the point of death, and instead to focus their attentions on more healthy and threatening
// characters". Decision: the fight ends when a resolved card leaves one side with no one standing; the
// round's remaining cards do not resolve (no blows on the fallen), and only the end of combat remains.
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
  card({ id: 'kill', init: 9, attack: 50, target: 'chosen' }),
  card({ id: 'cut', init: 9, attack: 10, target: 'chosen', on_hit: [{ effect: 'bleed', wounds: 2, rounds: 1 }] }),
];

describe('the fight ends when one side has no one standing', () => {
  it("2 against 1: the monster falls to the first card; its claw and the second hunter's swing never resolve", () => {
    // Order: a kill 9 + aggressive 2 = 11; b sword 4 + guard 1 = 5; m claw 3 + aggressive 2 = 5 (tie: players first).
    // a: 50 + 3 − 0 + d20 10 = 63 → 53 damage: 5 penetrate, Poise 30 absorbs 30, 18 spill → 23 wounds: the
    // monster (14 Health) at −9, down. b's sword and m's claw are not resolved.
    const s = setup([fighter('a', 'players'), fighter('b', 'players'), fighter('m', 'gm')], {
      cards,
      dice: [10, 10, 10],
    });
    const { state, events } = playRound(s, [
      { combatant: 'a', action: 'kill', stance: 'aggressive', target: 'm' },
      { combatant: 'b', action: 'sword', stance: 'guard', target: 'm' },
      { combatant: 'm', action: 'claw', stance: 'aggressive', target: 'b' },
    ]);
    expect(get(state, 'm')).toMatchObject({ health: -9, down: true });
    expect(ofType(events, 'attack').map((e) => e.actor)).toEqual(['a']);
    expect(ofType(events, 'fight-over')).toMatchObject([{ detail: { standing: ['players'], skipped: ['b', 'm'] } }]);
    expect(events.at(-1)!.type).toBe('round-end');
    expect(state).toMatchObject({ fightOver: true, phase: 'plan', ended: false });
    // No new round: only the end of combat (and checks) remain.
    const again = tryStep(state, { type: 'play', combatant: 'a', action: 'sword', stance: 'guard', target: 'm' });
    expect(again.error).toMatchObject({ code: 'combat/fight-over' });
    expect(again.error?.hint).toMatch(/end_combat: true/);
    expect(tryStep(state, { type: 'reveal' }).error?.code).toBe('combat/fight-over');
    expect(tryStep(state, { type: 'check', combatant: 'a', difficulty: 'easy', dice: [10] }).error).toBeUndefined();
    const end = run(state, [{ type: 'end-combat' }]);
    // Only player characters make the death's-door save ("the PC makes a Medium Con Save"): the monster stays down.
    expect(ofType(end.events, 'death-save')).toEqual([]);
    expect(get(end.state, 'm')).toMatchObject({ health: -9, down: true, dead: false });
  });

  it('slot by slot (the resolver) the same: the decisive slot ends the round', () => {
    const s = setup([fighter('a', 'players'), fighter('b', 'players'), fighter('m', 'gm')], { cards, dice: [10] });
    const r = playRound(
      s,
      [
        { combatant: 'a', action: 'kill', stance: 'aggressive', target: 'm' },
        { combatant: 'b', action: 'sword', stance: 'guard', target: 'm' },
        { combatant: 'm', action: 'claw', stance: 'aggressive', target: 'b' },
      ],
      'resolve-next',
    );
    expect(r.state.fightOver).toBe(true);
    expect(ofType(r.events, 'round-end')).toHaveLength(1);
  });

  it('a bleed tick that downs the last enemy at the start of its turn ends the fight there', () => {
    // Order: a cut 9 + guard 1 = 10; m claw 3 + aggressive 2 = 5; b block 1 + guard 1 = 2.
    // a: 10 + d20 10 = 20 → 10 damage (1 penetrates: Health 3 → 2, 9 to Poise), bleed 2 × 1; m's turn: the tick
    // takes 2 → 0, down; m's claw and b's block do not resolve.
    const s = setup([fighter('a', 'players'), fighter('b', 'players'), fighter('m', 'gm', { maxHealth: 3 })], {
      cards,
      dice: [10],
    });
    const { state, events } = playRound(s, [
      { combatant: 'a', action: 'cut', stance: 'guard', target: 'm' },
      { combatant: 'b', action: 'block', stance: 'guard' },
      { combatant: 'm', action: 'claw', stance: 'aggressive', target: 'b' },
    ]);
    expect(get(state, 'm')).toMatchObject({ health: 0, down: true });
    expect(ofType(events, 'fight-over')).toMatchObject([{ detail: { skipped: ['b'] } }]);
    expect(ofType(events, 'attack')).toHaveLength(1);
  });

  it('while someone on each side stands, a downed character can still be struck', () => {
    const s = setup([fighter('a', 'players', { health: -2 }), fighter('b', 'players'), fighter('m', 'gm')], {
      cards,
      dice: [10, 10],
    });
    const { state, events } = playRound(s, [
      { combatant: 'b', action: 'block', stance: 'guard' },
      { combatant: 'm', action: 'claw', stance: 'aggressive', target: 'a' },
    ]);
    expect(ofType(events, 'attack').map((e) => e.target)).toEqual(['a']);
    expect(state.fightOver).toBe(false);
  });
});
