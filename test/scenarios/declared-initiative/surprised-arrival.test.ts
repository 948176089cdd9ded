// "New combatants … immediately roll Initiative and (if they are not Surprised) may declare
// actions." A surprised late arrival does not act in its arrival round: it is not asked to
// declare, and it gets no −12 catch-up slot. Worked by hand from the rules.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { system } from '../../../engine/systems/declared-initiative/index.js';
import { runDoc } from '../production-run.js';

// Brannoc: base 10, axe speed 3 → 13. Skeleton: base 2, club +2 → 4. The Ghoul (Agility +1, typed
// d12 9 → base 8) is surprised: "those who are unaware of enemies … are surprised".
const doc = (ghoul: string, round1: string, round2 = '') =>
  parse(`system: declared-initiative
combatants:
  - { id: brannoc, side: party, agility: 0, strength: 14, stress: 20, initiative_die: 10,
      weapons: [{ id: axe, speed: 3, damage: 4, crit: 3, type: chopping }] }
  - { id: skeleton, side: monsters, agility: 0, strength: 10, stress: 12, initiative_die: 2,
      weapons: [{ id: club, speed: 2, damage: 3, crit: 2, type: blunt }] }
  - { id: ghoul, side: monsters, agility: 1, strength: 12, stress: 15, initiative_die: 9, arrives: true, ${ghoul}
      weapons: [{ id: claws, speed: 0, damage: 2, crit: 2, type: slashing }] }
rounds:
  - declare:
      brannoc: { action: weapon_attack }
      skeleton: { action: weapon_attack }
    actions:
${round1}
${
  round2
    ? `  - declare:
      brannoc: { action: weapon_attack }
      skeleton: { action: weapon_attack }
      ghoul: { action: weapon_attack }
    actions:
${round2}`
    : ''
}
`) as Record<string, unknown>;

describe('declared-initiative: a surprised late arrival', () => {
  it('arriving mid-round (the round on 13, its 8 passed) it is not made to declare, and next round it acts once, at 8', () => {
    const run = runDoc(
      system,
      'declared-initiative',
      doc(
        'surprised: true,',
        `      - { act: skeleton, attack: { target: brannoc, roll: 8 } }
      - { arrive: ghoul }
      - { act: brannoc, attack: { target: skeleton, roll: 9 } }`,
        `      - { act: skeleton, attack: { target: brannoc, roll: 5 } }
      - { act: ghoul, attack: { target: brannoc, roll: 11 } }
      - { act: brannoc, attack: { target: ghoul, roll: 9 } }`,
      ),
    );
    expect(run.error).toBeUndefined();
    const order = run.summary.order.map((o) => [o.round, o.combatant, o.init, !!o.catch_up]);
    expect(order).toEqual([
      [1, 'skeleton', 4, false],
      [1, 'brannoc', 13, false],
      [2, 'skeleton', 4, false],
      [2, 'ghoul', 8, false],
      [2, 'brannoc', 13, false],
    ]);
  });

  it('the `surprised:` of the arrive step does the same as the combatant’s', () => {
    const run = runDoc(
      system,
      'declared-initiative',
      doc(
        '',
        `      - { act: skeleton, attack: { target: brannoc, roll: 8 } }\n      - { arrive: ghoul, surprised: true }\n      - { act: brannoc, attack: { target: skeleton, roll: 9 } }`,
        `      - { act: skeleton, attack: { target: brannoc, roll: 5 } }\n      - { act: ghoul, attack: { target: brannoc, roll: 11 } }\n      - { act: brannoc, attack: { target: ghoul, roll: 9 } }`,
      ),
    );
    expect(run.error).toBeUndefined();
    expect(run.summary.order.filter((o) => o.combatant === 'ghoul').map((o) => [o.round, o.init])).toEqual([[2, 8]]);
  });

  it('arriving after the round’s last slot it gets no catch-up either', () => {
    const run = runDoc(
      system,
      'declared-initiative',
      doc(
        'surprised: true,',
        `      - { act: skeleton, attack: { target: brannoc, roll: 8 } }\n      - { act: brannoc, attack: { target: skeleton, roll: 9 } }\n      - { arrive: ghoul }`,
        `      - { act: skeleton, attack: { target: brannoc, roll: 5 } }\n      - { act: ghoul, attack: { target: brannoc, roll: 11 } }\n      - { act: brannoc, attack: { target: ghoul, roll: 9 } }`,
      ),
    );
    expect(run.error).toBeUndefined();
    expect(
      run.summary.order.filter((o) => o.combatant === 'ghoul').map((o) => [o.round, o.init, !!o.catch_up]),
    ).toEqual([[2, 8, false]]);
  });

  it('a surprised arrival cannot declare on arrival', () => {
    const run = runDoc(
      system,
      'declared-initiative',
      doc('surprised: true,', `      - { arrive: ghoul, declare: { action: weapon_attack } }`),
    );
    expect(run.error?.code).toBe('combat/surprised');
    expect([...run.error!.at, ...(run.error!.path ?? [])]).toEqual(['rounds', 0, 'actions', 0, 'declare']);
  });
});
