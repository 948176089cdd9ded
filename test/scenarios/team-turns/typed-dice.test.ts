// Dice typed on an action are used by that action: an attack's own `luck:` die is its luck roll,
// whatever the turn's `rolls:` hold for the other rolls. Worked by hand from the rules.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/team-turns/index.js';
import { runText } from '../production-run.js';

const fight = (attack: string, rolls: string) =>
  runText(
    system,
    'team-turns',
    `system: team-turns
teams: [players, guards]
combatants:
  - { id: boudica, team: players, endurance: 12, health: 12, constitution: 4,
      weapons: { spear: { damage: 4, critical: 8, threshold: 19, type: piercing, test: { dice: [d6, d6], bonus: 1 } } } }
  - { id: guard, team: guards, endurance: 10, health: 10, constitution: 4, evasion: 6, stamina: 2,
      reduction: { physical: 8 }, dodge: { dice: [d6, d6], bonus: 0 } }
turns:
  - actor: boudica
    rolls: ${rolls}
    actions:
      - attack: { target: guard, test: 6, ${attack} reaction: dodge }
`,
    'luck.yaml',
  );

describe('team-turns: typed dice belong to their action', () => {
  it('the attack’s luck: 19 is its luck roll; the turn’s rolls feed the dodge', () => {
    // Luck 19 ≥ the spear's threshold 19: a critical, which cannot miss nor be dodged. The dodge
    // still spends its reaction and stamina and rolls 3 + 2 and its luck die 5: 5, avoided by nothing.
    // Damage = test 6 + critical damage 8 = 14 − physical reduction 8 = 6: Endurance 10 → 4.
    const r = fight('luck: 19,', '[3, 2, 5]');
    expect(r.error).toBeUndefined();
    const attack = r.session.events.find((e) => e.type === 'attack')!.detail as Record<string, any>;
    expect(attack).toMatchObject({
      test: 6,
      luck: 19,
      critical: true,
      hit: true,
      damage: { raw: 14, reduction: 8, dealt: 6 },
    });
    expect(attack.reactions).toEqual([{ kind: 'dodge', by: 'guard', total: 5, avoided: false }]);
    expect(r.summary.combatants.guard).toMatchObject({ endurance: 4, health: 10, stamina: 1 });
  });

  it('the same dice all in the turn’s rolls, in rolling order, give the same fight', () => {
    const r = fight('', '[19, 3, 2, 5]');
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.guard).toMatchObject({ endurance: 4, health: 10, stamina: 1 });
  });
});

describe('team-turns: a typed luck die that does not fit the d20', () => {
  it('is a problem at the attack’s `luck:` field', () => {
    const r = fight('luck: 25,', '[]');
    expect(r.error).toMatch(
      /^luck\.yaml:\d+:\d+ {2}turns\[0\]\.actions\[0\]\.attack\.luck {2}luck 25 does not fit a d20/,
    );
  });
});
