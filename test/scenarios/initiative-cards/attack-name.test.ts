// The log names an attack after the weapon it uses: a sword swing by someone whose first weapon is
// a bow is "Attack with a melee weapon", a bow shot "Attack with a ranged weapon".
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { system } from '../../../engine/systems/initiative-cards/index.js';
import { runDoc } from '../production-run.js';

const doc = (attack: string) =>
  parse(`system: initiative-cards
zones: { hall: [yard] }
combatants:
  - { id: elin, side: players, zone: hall, draw: [3], weapons: [{ id: bow, damage: 1, range: [0, 2] }, { id: sword, damage: 2 }] }
  - { id: wolf, side: monsters, zone: hall, draw: [5], harm_limit: 4 }
rounds:
  - turns:
      - { combatant: elin, maneuvers: [ ${attack} ] }
`) as Record<string, unknown>;

describe('initiative-cards: the attack maneuver’s name', () => {
  it('a sword swing is an attack with a melee weapon, and deals the sword’s 2 Harm', () => {
    const run = runDoc(
      system,
      'initiative-cards',
      doc('{ maneuver: attack, target: wolf, weapon: sword, successes: 1 }'),
    );
    expect(run.error).toBeUndefined();
    const m = run.session.events.find((e) => e.type === 'maneuver')!;
    expect(m.detail).toMatchObject({ maneuver: 'attack-melee', name: 'Attack with a melee weapon' });
    expect(run.log.join('\n')).toContain('Attack with a melee weapon');
    expect(run.summary.combatants.wolf).toMatchObject({ physical: 2 });
  });
  it('the bow, named or first, is an attack with a ranged weapon', () => {
    for (const a of [
      '{ maneuver: attack, target: wolf, weapon: bow, successes: 1 }',
      '{ maneuver: attack, target: wolf, successes: 1 }',
    ]) {
      const run = runDoc(system, 'initiative-cards', doc(a));
      expect(run.error).toBeUndefined();
      expect(run.session.events.find((e) => e.type === 'maneuver')!.detail).toMatchObject({
        maneuver: 'attack-ranged',
        name: 'Attack with a ranged weapon',
      });
      expect(run.summary.combatants.wolf).toMatchObject({ physical: 1 });
    }
  });
});
