// Reactions worked by hand from the rules: the free reaction after an intercept, a parry against
// elemental damage, Wait's extra reaction. Run as `fray resolve` runs them.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/team-turns/index.js';
import { runText } from '../production-run.js';

describe('team-turns: the free defensive reaction after an intercept still costs its stamina', () => {
  // "Intercept: Spend 1 stamina to move and displace an ally … then may take any defensive action as a free
  // reaction"; free reactions "do not count against your … reaction limit" — the parry's 1 stamina is paid.
  const fight = (stamina: number) =>
    runText(
      system,
      'team-turns',
      `system: team-turns
teams: [players, bandits]
combatants:
  - { id: boudica, team: players, endurance: 12, health: 12, constitution: 4, evasion: 6 }
  - { id: roland, team: players, endurance: 10, health: 10, constitution: 4, evasion: 5, stamina: ${stamina},
      reduction: { physical: 1 }, weapons: { sword: { damage: 3, type: slashing, parry: 2 } } }
  - { id: brigand, team: bandits, endurance: 10, health: 10, constitution: 3,
      weapons: { axe: { damage: 3, type: slashing, test: { dice: [d6, d6] } } } }
turns:
  - { actor: boudica, actions: [move] }
  - { actor: brigand, actions: [{ attack: { target: boudica, test: 7, luck: 5, reaction: { kind: intercept, by: roland, then: parry } } }] }
`,
      'intercept.yaml',
    );
  it('with 2 stamina: intercept and parry, 7 + 3 = 10 − (1 + 2) = 7 to Roland', () => {
    const r = fight(2);
    expect(r.error).toBeUndefined();
    expect(r.session.events.find((e) => e.type === 'attack')).toMatchObject({
      target: 'roland',
      detail: { evasion: 5, hit: true, damage: { raw: 10, reduction: 3, dealt: 7 } },
    });
    expect(r.summary.combatants.roland).toMatchObject({ endurance: 3, stamina: 0, reactions: 0 });
  });
  it('with 1 stamina the parry after the intercept is refused', () => {
    expect(fight(1).error).toMatch(
      /^intercept\.yaml:\d+:\d+ {2}turns\[1\]\.actions\[0\]\.attack\.reaction\.then {2}roland needs 1 stamina to parry/,
    );
  });
});

describe('team-turns: a parry adds to the physical defence only', () => {
  // "If that item has a parry value, add it to your physical defense": against fire it adds nothing.
  const fight = (type: string) =>
    runText(
      system,
      'team-turns',
      `system: team-turns
teams: [players, bandits]
combatants:
  - { id: roland, team: players, endurance: 12, health: 12, constitution: 4, evasion: 5, stamina: 2,
      reduction: { physical: 1, elemental: 1 }, weapons: { sword: { damage: 3, type: slashing, parry: 2, material: metal } } }
  - { id: mage, team: bandits, endurance: 10, health: 10, constitution: 3,
      weapons: { staff: { damage: 2, type: ${type}, test: { dice: [d6, d6] } } } }
turns:
  - { actor: roland, actions: [move] }
  - { actor: mage, actions: [{ attack: { target: roland, test: 6, luck: 5, reaction: parry } }] }
`,
    ).summary.combatants.roland;
  it('6 + 2 = 8 damage: bludgeoning − (1 + 2) deals 5, fire − 1 deals 7; the sword wears 10 → 9 either way', () => {
    expect(fight('bludgeoning')).toMatchObject({ endurance: 7, stamina: 1, items: { sword: { durability: 9 } } });
    expect(fight('fire')).toMatchObject({ endurance: 5, stamina: 1, items: { sword: { durability: 9 } } });
  });
});

describe('team-turns: Wait gives an extra reaction until the next turn', () => {
  // "Wait: End your turn but gain an extra reaction until next turn"; reactions "are recovered at the start
  // of each turn" — back to one, the extra gone.
  const fight = (round2: string) =>
    runText(
      system,
      'team-turns',
      `system: team-turns
teams: [players, bandits]
combatants:
  - { id: roland, team: players, endurance: 12, health: 12, constitution: 4, evasion: 5, stamina: 4,
      reduction: { physical: 1 }, weapons: { sword: { damage: 3, type: slashing, parry: 2, material: metal } } }
  - { id: boudica, team: players, endurance: 12, health: 12, constitution: 4 }
  - { id: brigand, team: bandits, endurance: 10, health: 10, constitution: 3,
      weapons: { axe: { damage: 3, type: slashing, test: { dice: [d6, d6] } } } }
rounds:
  - turns:
      - { actor: roland, actions: [wait] }
      - actor: brigand
        actions:
          - { attack: { target: roland, test: 6, luck: 5, reaction: parry } }   # 6 vs 5: 6 + 3 = 9 − (1 + 2) = 6
          - { attack: { target: roland, test: 8, luck: 5, reaction: parry } }   # 8 − 2 = 6: 9 − 3 = 6
      - { actor: boudica }
  - turns:
      - { actor: roland, actions: [move] }
      - { actor: brigand, actions: [${round2}] }
`,
      'wait.yaml',
    );
  it('two parries after a Wait: Endurance 12 → 6 → 0, stamina 4 → 2, the sword 10 → 8', () => {
    const r = fight('move');
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.roland).toMatchObject({
      endurance: 0,
      health: 12,
      stamina: 2,
      reactions: 1,
      items: { sword: { durability: 8 } },
    });
  });
  it('at the next turn the extra reaction is gone: a second parry is refused', () => {
    const twice =
      '{ attack: { target: roland, test: 3, luck: 5, reaction: parry } }, { attack: { target: roland, test: 3, luck: 5, reaction: parry } }';
    expect(fight(twice).error).toMatch(
      /^wait\.yaml:\d+:\d+ {2}rounds\[1\]\.turns\[1\]\.actions\[1\]\.attack\.reaction {2}roland has no reaction left/,
    );
  });
});
