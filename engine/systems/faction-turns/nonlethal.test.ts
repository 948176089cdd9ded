// A non-lethal counter to a non-lethal attack works as every disarm does: "Disarm. A nearby target
// must pass a STR save or drop a weapon" — the attacker who fails it drops the weapon in hand.
import { describe, expect, it } from 'vitest';
import { runText } from '../../../test/scenarios/production-run.js';
import { system } from './index.js';

const run = (turn: string) =>
  runText(
    system,
    'faction-turns',
    `system: faction-turns
initiative: players
combatants:
  - { id: ana, faction: players, wit: 10, agi: 10, str: 10, health: 8, weapons: { sword: d8 } }
  - { id: thug, faction: raiders, wit: 10, agi: 10, str: 9, health: 12, damage: d6 }
rounds:
  - turns:
      - ${turn}
`,
    'nonlethal.yaml',
  );

describe('faction-turns: a non-lethal attack countered by a disarm', () => {
  it('the thug saves against the grapple (d20 5 vs STR 9); Ana fails hers (d20 15 vs STR 10): disarmed, her sword on the ground', () => {
    const r = run(
      '{ actor: ana, rolls: [5, 15], attack: { target: thug, nonlethal: grapple, reaction: { kind: counter, nonlethal: disarm } } }',
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.thug).toMatchObject({ conditions: [] });
    expect(r.summary.combatants.ana).toMatchObject({ conditions: ['disarmed'], wielding: null });
    expect(Object.keys((r.summary.combatants.ana as { dropped: object }).dropped)).toEqual(['sword']);
  });

  it('a passed save keeps the sword in hand (d20 10 vs STR 10)', () => {
    const r = run(
      '{ actor: ana, rolls: [5, 10], attack: { target: thug, nonlethal: grapple, reaction: { kind: counter, nonlethal: disarm } } }',
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.ana).toMatchObject({ conditions: [], wielding: 'sword' });
  });
});

describe('faction-turns: disarming a fighter given only a damage die', () => {
  const fight = (round2: string) =>
    runText(
      system,
      'faction-turns',
      `system: faction-turns
initiative: players
combatants:
  - { id: ana, faction: players, wit: 10, agi: 10, str: 10, health: 8, damage: d8 }
  - { id: thug, faction: raiders, wit: 10, agi: 10, str: 9, health: 12, damage: d6 }
rounds:
  - turns:
      - { actor: ana, attack: { target: thug, nonlethal: disarm }, rolls: [15] }   # STR save 15 > 9: it drops its weapon
      - { actor: thug, attack: ana, rolls: [4] }                                   # unarmed, a d4: ana 8 → 4
  - turns:
      - pass
      - ${round2}
`,
      'disarm.yaml',
    );

  it('drops its weapon and strikes unarmed, a d4', () => {
    const r = fight('pass');
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.thug).toMatchObject({
      conditions: ['disarmed'],
      wielding: null,
      gear: { weapon: 'none' },
    });
    expect(Object.keys((r.summary.combatants.thug as { dropped: object }).dropped)).toEqual(['weapon']);
    const blow = r.session.events.find((e) => e.type === 'attack' && e.actor === 'thug')!;
    expect(blow.rolls!.map((x) => x.die)).toEqual([4]);
    expect(r.summary.combatants.ana).toMatchObject({ health: 4 });
  });

  it('picks it up again (a bonus action) and strikes with its d6', () => {
    const r = fight('{ actor: thug, pick_up: weapon, attack: ana, rolls: [5] }'); // ana 4 → 0
    expect(r.error).toBeUndefined();
    const blows = r.session.events.filter((e) => e.type === 'attack' && e.actor === 'thug');
    expect(blows[1]!.rolls!.map((x) => [x.die, x.value])).toEqual([[6, 5]]);
    expect(r.summary.combatants.ana).toMatchObject({ health: 0, status: 'incapacitated' });
  });
});

describe('faction-turns: a counter to a non-lethal attack is a blow like any other', () => {
  it("the attacker's armour and shield both reduce it: d6 5 − (armour 1 + shield 1) = 3", () => {
    const r = runText(
      system,
      'faction-turns',
      `system: faction-turns
initiative: players
combatants:
  - { id: ana, faction: players, wit: 10, agi: 10, str: 10, health: 8, armour: 1, shield: 1, damage: d8 }
  - { id: thug, faction: raiders, wit: 10, agi: 10, str: 9, health: 12, damage: d6 }
turns:
  - { actor: ana, attack: { target: thug, nonlethal: grapple, reaction: counter }, dice: { counter-damage: [5], grapple: [3] } }
`,
      'counter.yaml',
    );
    expect(r.error).toBeUndefined();
    const attack = r.session.events.find((e) => e.type === 'attack')!.detail as Record<string, any>;
    expect(attack.counterDamage).toMatchObject({ roll: 5, armour: 2, dealt: 3 });
    expect(r.summary.combatants.ana).toMatchObject({ health: 5, used: ['armour', 'shield'] });
    expect(r.summary.combatants.thug).toMatchObject({ conditions: [], used: ['weapon'] }); // STR save 3 ≤ 9
  });
});
