// Boundary cases of the rules, each scenario (rules/*.yaml) worked out by hand in its header comment
// and resolved by `fray resolve --json`: the critical adjustments, the hit threshold, defense lost to
// attacks taken, the damage split, afflictions, wound penalties, checks and death's door.
import { describe, expect, it } from 'vitest';
import { of, resolve } from './rules/resolve-rule.js';

describe('the rules at their boundaries, by hand', () => {
  it('critical adjustments, a total of exactly 10 misses, −1 defense per attack taken (misses too), reset each round', async () => {
    const o = await resolve('crits-and-defense.yaml');
    expect(of(o, 'attack').map((e) => [e.round, e.actor, e.detail!.total, e.detail!.hit, e.detail!.damage])).toEqual([
      [1, 'p1', 33, true, 23],
      [1, 'p2', 28, true, 18],
      [1, 'p3', 2, false, 0],
      [1, 'p4', -3, false, 0],
      [1, 'p5', 15, true, 5],
      [1, 'p6', 10, false, 0],
      [1, 'p7', 11, true, 1],
      [2, 'p1', 13, true, 3],
    ]);
    expect(of(o, 'attack').map((e) => (e.detail!.defense as { total: number }).total)).toEqual([
      3, 2, 1, 0, -1, -2, -3, 3,
    ]);
    expect(o.combatants.ogre).toMatchObject({ poise: 53, health: 37, penalty: 0 });
  });

  it('penetration, spill-over into Health, no penetration under 10, afflictions capped at 30 and only for players', async () => {
    const o = await resolve('damage-split.yaml');
    expect(o.combatants.pc1).toMatchObject({
      poise: 0,
      health: 3,
      wounds: 11,
      penalty: 7,
      afflictions: ['Lost an ear'],
    });
    expect(o.combatants.pc2).toMatchObject({ poise: 0, health: 14, penalty: 0 });
    expect(o.combatants.pc3).toMatchObject({ poise: 0, health: 8, penalty: 2, afflictions: [] });
    expect(o.combatants.m4).toMatchObject({ poise: 0, health: 10, penalty: 5, afflictions: [] });
    expect(of(o, 'affliction').map((e) => [e.target, e.detail!.roll, e.detail!.value, e.detail!.result])).toEqual([
      ['pc1', 20, 30, 'Lost an ear'],
    ]);
  });

  it('wound penalties lower attack and defense but not initiative; character bonuses add', async () => {
    const o = await resolve('penalties.yaml');
    expect(o.order.map((s) => [s.combatant, s.init])).toEqual([
      ['hurt', 7],
      ['brute', 7],
    ]);
    expect(of(o, 'attack').map((e) => [e.actor, e.detail!.total])).toEqual([
      ['hurt', 20],
      ['brute', 18],
    ]);
    expect(o.combatants.brute).toMatchObject({ poise: 21, health: 15, penalty: 2 });
    expect(o.combatants.hurt).toMatchObject({ poise: 2, health: 5, penalty: 5 });
  });

  it('saves and checks: easy/medium/hard, meeting the number passes, crits adjust, the wound penalty subtracts', async () => {
    const o = await resolve('checks.yaml');
    expect(of(o, 'check').map((e) => [e.detail!.total, e.detail!.target, e.detail!.pass])).toEqual([
      [15, 15, true],
      [9, 10, false],
      [10, 10, true],
      [-9, 5, false],
      [25, 16, true],
      [28, 15, true],
      [-5, 10, false],
    ]);
  });

  it("down at exactly 0 Health loses its turn; Focus stops at the maximum; death's door (players only) with crits", async () => {
    const o = await resolve('down-and-death.yaml');
    expect(of(o, 'attack').map((e) => [e.actor, e.detail!.total])).toEqual([
      ['m', 13],
      ['pc2', 16],
    ]);
    expect(o.combatants.m).toMatchObject({ poise: 24 });
    expect(o.combatants.pc4).toMatchObject({ poise: 30 });
    expect(of(o, 'death-save').map((e) => [e.actor, e.detail!.total, e.detail!.pass])).toEqual([
      ['pc', -3, false],
      ['pc3', 11, true],
    ]);
    expect(o.combatants.pc).toMatchObject({ health: 0, dead: true });
    expect(o.combatants.pc3).toMatchObject({ health: 0, dead: false });
    expect(o.combatants.wolf).toMatchObject({ health: -2, down: true, dead: false });
  });

  it('a fight with the bundled catalog cards: character bonuses, movement, penalties, crits, a fallen wolf', async () => {
    const o = await resolve('catalog-fight.yaml');
    expect(o.order.map((s) => [s.round, s.combatant, s.init])).toEqual([
      [1, 'wolf', 11],
      [1, 'mara', 5],
      [2, 'wolf', 11],
      [2, 'mara', 5],
    ]);
    expect(of(o, 'attack').map((e) => [e.round, e.actor, e.detail!.total])).toEqual([
      [1, 'wolf', 21],
      [1, 'mara', 20],
      [2, 'wolf', -1],
      [2, 'mara', 45],
    ]);
    expect(o.combatants.mara).toMatchObject({ poise: 20, health: 13, penalty: 0, position: [0, 0], down: false });
    expect(o.combatants.wolf).toMatchObject({
      poise: 0,
      health: -20,
      penalty: 10,
      position: [1, 0],
      down: true,
      dead: false,
    });
    expect(of(o, 'death-save')).toEqual([]);
  });

  it("a creature's extra actions: after every primary play, by their own init, each with the one stance", async () => {
    const o = await resolve('extras-stance.yaml');
    expect(o.order.map((s) => [s.combatant, s.init, s.extra ?? 0])).toEqual([
      ['hero2', 4, 0],
      ['troll', 4, 0],
      ['hero', 1, 0],
      ['troll', 7, 2],
      ['troll', 3, 1],
    ]);
    expect(of(o, 'attack').map((e) => [e.actor, e.detail!.total])).toEqual([
      ['hero2', 19],
      ['troll', 15],
      ['troll', 14],
      ['troll', 16],
    ]);
    expect(o.combatants.hero).toMatchObject({ poise: 15, health: 14 });
    expect(o.combatants.troll).toMatchObject({ poise: 31, health: 40 });
  });

  it("a round's checks come after its cards, with the wound penalty just taken", async () => {
    const o = await resolve('check-after-wounds.yaml');
    expect(o.combatants.hero).toMatchObject({ poise: 0, health: 10, penalty: 2, afflictions: [] });
    expect(of(o, 'affliction')).toEqual([]);
    expect(of(o, 'check').map((e) => [e.detail!.penalty, e.detail!.total, e.detail!.pass])).toEqual([
      [2, 10, true],
      [2, 14, false],
    ]);
  });
});
