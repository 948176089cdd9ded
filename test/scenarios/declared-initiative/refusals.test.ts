// A scenario the rules refuse is answered as `fray resolve` prints it: file:line:col, the field,
// what is wrong and the code — never a stack trace.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/declared-initiative/index.js';
import { runText } from '../production-run.js';

const head = `system: declared-initiative
combatants:
  - { id: ana, side: party, agility: 0, strength: 10, stress: 3, initiative_die: 5, weapons: [{ id: sword, speed: 3, damage: 4, crit: 2, type: blunt }] }
  - { id: orc, side: monsters, agility: 0, strength: 10, stress: 3, initiative_die: 2, weapons: [{ id: club, speed: 2, damage: 3, crit: 2, type: blunt }] }
`;
/** The problem line (its hint follows on the next line). */
const run = (rounds: string) => runText(system, 'declared-initiative', head + rounds).error?.split('\n')[0];
const hint = (rounds: string) =>
  runText(system, 'declared-initiative', head + rounds)
    .error?.split('\n')[1]
    ?.trim();

describe('declared-initiative refusals, positioned', () => {
  it('acting before everyone has declared names who has not', () => {
    expect(run('rounds:\n  - declare: { ana: { action: throw } }\n    actions:\n      - { act: ana }\n')).toBe(
      'scenario.yaml:8:9  rounds[0].actions[0].type  the round has not started: orc still to declare [combat/not-resolving]',
    );
    expect(hint('rounds:\n  - declare: { ana: { action: throw } }\n    actions:\n      - { act: ana }\n')).toBe(
      'hint: declare an action (or pass) for orc',
    );
  });
  it('acting out of initiative order says who acts now', () => {
    // ana 5 + 2 = 7, orc 2 + 2 = 4: the orc acts first.
    expect(
      run(
        'rounds:\n  - declare: { ana: { action: throw }, orc: { action: throw } }\n    actions:\n      - { act: ana }\n',
      ),
    ).toBe(
      'scenario.yaml:8:9  rounds[0].actions[0].combatant  ana does not act now (initiative 4) [combat/not-your-turn]',
    );
  });
  it('a full-defense modifier cannot be overridden; a spell needs its TN', () => {
    expect(run('rounds:\n  - declare: { ana: { action: full_defense, modifier: 2 }, orc: pass }\n')).toBe(
      'scenario.yaml:6:55  rounds[0].declare.ana.modifier  the Full defense modifier cannot be overridden [combat/fixed-modifier]',
    );
    expect(run('rounds:\n  - declare: { ana: { action: spell }, orc: pass }\n')).toBe(
      'scenario.yaml:6:21  rounds[0].declare.ana  a spell needs its casting TN (`tn`) or its `speed` [combat/spell-speed]',
    );
  });
  it('a second riposte in a round', () => {
    // ana full defense: 5 − 1 = 4, Defense 14; the orc at 4 too: one tick. Ana ripostes once, then again.
    expect(
      run(`rounds:
  - declare: { ana: { action: full_defense }, orc: { action: weapon_attack, speed: 2 } }
    actions:
      - { act: orc, attack: { target: ana, roll: 3 } }
      - { act: ana, note: guards }
      - { riposte: ana, target: orc, roll: 2 }
      - { riposte: ana, target: orc, roll: 2 }
`),
    ).toBe(
      'scenario.yaml:11:9  rounds[0].actions[3].combatant  ana has taken its 1 reaction this round [combat/no-reaction-left]',
    );
  });
});

describe('declared-initiative: a fight that starts hurt', () => {
  it('cannot start above the maximum Stress or Wound Points', () => {
    const text = (extra: string) => head.replace('initiative_die: 2,', `initiative_die: 2, ${extra}`);
    expect(() => runText(system, 'declared-initiative', text('current_stress: 4,'))).toThrow(
      /^scenario\.yaml:4:\d+ {2}combatants\[1\]\.current_stress {2}current Stress 4 is above the maximum of 3 \[setup\/above-maximum\]/,
    );
    // Wound Points: Strength 10 unless `wp:` says otherwise.
    expect(() => runText(system, 'declared-initiative', text('current_wp: 11,'))).toThrow(
      /combatants\[1\]\.current_wp {2}current Wound Points 11 are above the maximum of 10/,
    );
    expect(runText(system, 'declared-initiative', text('wp: 12, current_wp: 11,')).error).toBeUndefined();
  });
});

describe('declared-initiative: a weapon action declared with no weapon', () => {
  // "A character may use Defensive Attack even if they do not actually attack. in this case, treat
  // the weapon speed as 0": ana 5 + 0 + 1 = 6, after the orc's 2 + 2 = 4. No weapon's damage applies.
  const round = (attack: string) => `rounds:
  - declare: { ana: { action: defensive_attack, weapon: none }, orc: { action: weapon_attack } }
    actions:
      - { act: orc, attack: { target: ana, roll: 3 } }
      - { act: ana, attack: { target: orc, ${attack} } }
`;
  it('its attack has no weapon damage: the GM gives it', () => {
    expect(run(round('roll: 12'))).toBe(
      'scenario.yaml:9:29  rounds[0].actions[1].attack  the attack hits but has no damage [combat/no-damage]',
    );
    // 2 bare-handed: off the orc's 3 Stress → 1.
    const ok = runText(system, 'declared-initiative', head + round('roll: 12, damage: 2'));
    expect(ok.error).toBeUndefined();
    expect(ok.summary.combatants.orc).toMatchObject({ stress: 1, wp: 10 });
  });
});
