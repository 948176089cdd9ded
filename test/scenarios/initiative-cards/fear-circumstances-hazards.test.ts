// Fear's Controlled bonus, the Director's extra successes for circumstances, and the tests behind
// fire, poison and falls (initiative-cards rules), worked by hand. A die showing 6 is a success.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { system } from '../../../engine/systems/initiative-cards/index.js';
import { runDoc } from '../production-run.js';

// Elin draws 3, Brom 6, the wolf 5: Elin, the wolf, Brom. Both players stand in the hall.
const run = (turns: string, extra = '', rounds = '') =>
  runDoc(
    system,
    'initiative-cards',
    parse(`system: initiative-cards
zones: { hall: [yard] }
${extra}
combatants:
  - { id: elin, side: players, zone: hall, draw: [3], endure: 2, weapons: [{ id: bow, damage: 1, range: [0, 2] }, { id: sword, damage: 2 }] }
  - { id: brom, side: players, zone: hall, draw: [6], endure: 3, weapons: [{ id: axe, damage: 2 }] }
  - { id: wolf, side: monsters, zone: hall, draw: [5], harm_limit: 9, endure: 2, weapons: [{ id: fangs, damage: 1 }] }
rounds:
  - turns:
${turns}
${rounds}`) as Record<string, unknown>,
  );

describe('initiative-cards: the Fear table', () => {
  // "Controlled … Success with a bonus, +1 to a next roll": our reading, one die on the next test.
  it('a Controlled success: +1 die on Elin’s next test (her attack: 2 base + 1 = 3 dice), used once', () => {
    const r = run(`      - { fear_test: elin, fear: 1, dice: 1, position: controlled, rolls: [6, 2, 1] }
      - { combatant: elin, maneuvers: [ { maneuver: attack, target: wolf, weapon: sword, dice: 2, rolls: [6, 1, 3] } ] }`);
    // Fear: 1 base + 2 players in the hall = 3 dice, one 6 ≥ Fear 1: holds, controlled → +1.
    expect(r.error).toBeUndefined();
    const fear = r.session.events.find((e) => e.type === 'fear')!.detail as any;
    expect(fear).toMatchObject({ pool: 3, successes: 1, passed: true, next_roll_bonus: 1 });
    const attack = r.session.events.find((e) => e.type === 'attack')!.detail as any;
    expect(attack).toMatchObject({ dice: 2, pool: 3, next_roll_dice: 1, successes: 1, hit: true });
    expect(r.summary.combatants.elin).toMatchObject({ next_roll_bonus: 0 });
    expect(r.summary.combatants.wolf).toMatchObject({ physical: 2 });
  });
  it('a risky success gives no bonus', () => {
    const r = run(`      - { fear_test: elin, fear: 1, dice: 1, position: risky, rolls: [6, 2, 1] }`);
    expect(r.summary.combatants.elin).toMatchObject({ next_roll_bonus: 0 });
  });
});

describe('initiative-cards: the Director’s extra successes', () => {
  // "When fighting in darkness you may need an extra success to Shoot."
  const dark =
    'circumstances: [ { name: darkness, maneuvers: [attack-ranged], extra_successes: 1, unaffected: [wolf] } ]';
  it('in darkness Elin’s one-success bow shot misses; two successes hit for 1, the second spent on the dark', () => {
    const one = run(
      `      - { combatant: elin, maneuvers: [ { maneuver: attack, target: wolf, weapon: bow, successes: 1 } ] }`,
      dark,
    );
    expect(one.error).toBeUndefined();
    expect(one.session.events.find((e) => e.type === 'attack')!.detail).toMatchObject({
      net: 1,
      needed: 2,
      hit: false,
      circumstances: ['darkness'],
    });
    const two = run(
      `      - { combatant: elin, maneuvers: [ { maneuver: attack, target: wolf, weapon: bow, successes: 2 } ] }`,
      dark,
    );
    expect(two.session.events.find((e) => e.type === 'attack')!.detail).toMatchObject({ hit: true, extra_harm: 0 });
    expect(two.summary.combatants.wolf).toMatchObject({ physical: 1 });
  });
  it('her sword is not Shooting, and the wolf sees in the dark: no extra success for either', () => {
    const r = run(
      `      - { combatant: elin, maneuvers: [ { maneuver: attack, target: wolf, weapon: sword, successes: 1 } ] }
      - { combatant: wolf, maneuvers: [ { maneuver: attack, target: elin, successes: 1 } ] }`,
      dark,
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.wolf).toMatchObject({ physical: 2 });
    expect(r.summary.combatants.elin).toMatchObject({ physical: 1 });
  });
  it('or the Director asks it of one test', () => {
    const r = run(
      `      - { combatant: elin, maneuvers: [ { maneuver: attack, target: wolf, weapon: sword, successes: 1, extra_successes: 1 } ] }`,
    );
    expect(r.session.events.find((e) => e.type === 'attack')!.detail).toMatchObject({ hit: false, needed: 2 });
  });
});

describe('initiative-cards: fire', () => {
  it('Elin catches fire (damage 3): Endure 2 dice [6, 1] → 2 Harm; next round it burns again ([2, 2] → 3); putting it out takes 2 successes, saved between rounds', () => {
    const r = run(
      `      - { fire: elin, intensity: 3, extinguish: 2, dice: 2, rolls: [6, 1] }
      - { combatant: elin, maneuvers: [ { maneuver: extinguish, dice: 2, rolls: [6, 3] } ] }`,
      'dice: [2, 2]',
      `  - turns:
      - { combatant: elin, maneuvers: [ { maneuver: extinguish, dice: 2, rolls: [4, 6] } ] }`,
    );
    expect(r.error).toBeUndefined();
    const fires = r.session.events.filter((e) => e.type === 'fire').map((e) => (e.detail as any).harm);
    expect(fires).toEqual([2, 3]);
    const ext = r.session.events
      .filter((e) => e.type === 'extinguish')
      .map((e) => [(e.detail as any).saved, (e.detail as any).out]);
    expect(ext).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(r.summary.combatants.elin).toMatchObject({ physical: 5, burning: null });
  });
  it('while burning she may only put it out, flee or shout', () => {
    const r = run(`      - { fire: elin, intensity: 1, extinguish: 1, successes: 1 }
      - { combatant: elin, maneuvers: [ { maneuver: attack, target: wolf, weapon: sword, successes: 1 } ] }`);
    expect(r.error?.code).toBe('combat/burning');
  });
});

describe('initiative-cards: poison', () => {
  // Toxicity 3: the Director's 3 dice against Endure. Fail: Harm = the Director's successes; then one fewer each round.
  it('Brom fails (Endure 0 vs 2): 2 Harm, next round 1 more, then none', () => {
    const r = run(
      `      - { poison: brom, toxicity: 3, successes: 0, director: { rolls: [6, 6, 1] } }`,
      '',
      `  - turns: []\n  - turns: []`,
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.brom).toMatchObject({ physical: 3, poison: 0 });
  });
  it('a tie is one Harm; a win none; an antidote stops it', () => {
    expect(
      run(`      - { poison: brom, toxicity: 3, successes: 1, director: { successes: 1 } }`).summary.combatants.brom,
    ).toMatchObject({ physical: 1, poison: 0 });
    expect(
      run(`      - { poison: brom, toxicity: 3, successes: 2, director: { successes: 1 } }`).summary.combatants.brom,
    ).toMatchObject({ physical: 0 });
    const r = run(
      `      - { poison: brom, toxicity: 3, successes: 0, director: { successes: 3 } }\n      - { antidote: brom }`,
      '',
      `  - turns: []`,
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.brom).toMatchObject({ physical: 3, poison: 0 });
  });
});

describe('initiative-cards: falling', () => {
  // "They roll a number of dice for each 5 feet you fall" (one die each, our reading). 20 feet: 4 dice.
  it('a 20-foot fall: the Director’s [6, 6, 6, 2] = 3 against Endure 1 → 2 Physical Harm', () => {
    const r = run(`      - { fall: brom, feet: 20, successes: 1, director: { rolls: [6, 6, 6, 2] } }`);
    expect(r.error).toBeUndefined();
    expect(r.session.events.find((e) => e.type === 'fall')!.detail).toMatchObject({
      director: { pool: 4, successes: 3 },
      harm: 2,
    });
    expect(r.summary.combatants.brom).toMatchObject({ physical: 2 });
  });
  it('under 10 feet no roll and no Harm', () => {
    const r = run(`      - { fall: brom, feet: 5 }`);
    expect(r.summary.combatants.brom).toMatchObject({ physical: 0 });
  });
});
