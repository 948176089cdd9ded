// One small scenario per rule (rules/*.yaml, each worked by hand in its header comment),
// resolved by `fray resolve --json` and checked against the hand-computed results.
import { describe, expect, it } from 'vitest';
import { of, resolve } from './rules/resolve-rule.js';

describe('rules, one scenario each', () => {
  it("stun (the rules' example): applied after the PC acted, it takes the PC's next-round turn", async () => {
    const o = await resolve('stun-seed.yaml');
    expect(of(o, 'skip')).toMatchObject([{ round: 2, actor: 'pc', detail: { reason: 'stunned' } }]);
    expect(of(o, 'attack').map((e) => [e.round, e.actor, e.detail!.total])).toEqual([
      [1, 'pc', 18],
      [1, 'm', 19],
      [2, 'm', 17],
    ]);
    expect(o.combatants.pc).toMatchObject({ poise: 14, health: 14, effects: [] });
    expect(o.combatants.m).toMatchObject({ poise: 22 });
  });

  it("the rules' 14-Health penalties (10 wounds → 6, 5 → 2) and afflictions", async () => {
    const o = await resolve('penalty-14.yaml');
    expect(o.combatants.h1).toMatchObject({ health: 4, wounds: 10, penalty: 6, afflictions: ['Lost some teeth'] });
    expect(o.combatants.h2).toMatchObject({ health: 9, wounds: 5, penalty: 2, afflictions: [] });
    expect(of(o, 'affliction').map((e) => e.detail!.value)).toEqual([15, 8]);
  });

  it('GM extra actions after every primary play, with the single stance', async () => {
    const o = await resolve('extras.yaml');
    expect(o.order.map((s) => [s.combatant, s.init, s.extra ?? 0])).toEqual([
      ['hero', 6, 0],
      ['troll', 0, 0],
      ['troll', 8, 1],
    ]);
    expect(o.combatants.hero).toMatchObject({ poise: 25 });
    expect(o.combatants.troll).toMatchObject({ poise: 31 });
  });

  it('breaking contact, and a target that moved out of range avoids the attack', async () => {
    const o = await resolve('breaking-contact.yaml');
    expect(o.combatants.hero).toMatchObject({ poise: 25, health: 14, position: [-2, 0] });
    expect(of(o, 'out-of-range')).toMatchObject([{ actor: 'wolf', target: 'hero' }]);
    expect(of(o, 'attack')).toEqual([]);
  });

  it('flanking from positions, and −1 defense per attack already taken', async () => {
    const o = await resolve('flanking.yaml');
    expect(of(o, 'attack').map((e) => e.detail!.total)).toEqual([22, 23]);
    expect(o.combatants.b).toMatchObject({ poise: 7, health: 12, penalty: 1 });
  });

  it('flanking: attackers on different sides of the target, not two on one side', async () => {
    const o = await resolve('flanking-sides.yaml');
    expect(of(o, 'attack').map((e) => [e.actor, e.detail!.total])).toEqual([
      ['a', 22],
      ['c', 23],
      ['d', 18],
      ['f', 19],
    ]);
    expect(o.combatants.b).toMatchObject({ poise: 7, health: 12 });
    expect(o.combatants.e).toMatchObject({ poise: 13, health: 14 });
  });

  it('the decision timer gives Focus to whoever did not play', async () => {
    const o = await resolve('timer-focus.yaml');
    expect(o.order).toEqual([
      { round: 1, combatant: 'b', action: 't-sword', stance: 't-steady', init: 4 },
      { round: 1, combatant: 'hero', action: 'focus', init: 0 },
    ]);
    expect(o.combatants.hero).toMatchObject({ poise: 22 });
  });

  it('poise-only damage never reaches Health', async () => {
    const o = await resolve('poise-only.yaml');
    expect(o.combatants.hero).toMatchObject({ poise: 0, health: 14 });
  });

  it("death's door at the end of combat", async () => {
    const o = await resolve('death-save.yaml');
    expect(o.combatants.hero).toMatchObject({ health: 0, dead: false });
    expect(o.combatants.hero2).toMatchObject({ health: -8, dead: true });
  });

  it('bleed fires at the start of the bleeder’s turns, from the round it was applied', async () => {
    const o = await resolve('bleed.yaml');
    expect(of(o, 'wounds').map((e) => e.round)).toEqual([1, 2]);
    expect(o.combatants.hero).toMatchObject({ poise: 26, health: 12, effects: [] });
  });

  it('range bands by grid distance', async () => {
    const o = await resolve('range.yaml');
    expect(of(o, 'out-of-range')).toMatchObject([{ actor: 'archer1', target: 'far', detail: { distance: 6, max: 5 } }]);
    expect(o.combatants.far).toMatchObject({ poise: 20 });
    expect(o.combatants.near).toMatchObject({ poise: 14 });
  });

  it('the GM reorders tied plays', async () => {
    const o = await resolve('reorder.yaml');
    expect(o.order.map((s) => s.combatant)).toEqual(['b', 'a']);
    expect(of(o, 'attack').map((e) => [e.actor, e.detail!.total])).toEqual([
      ['b', 18],
      ['a', 19],
    ]);
  });
});
