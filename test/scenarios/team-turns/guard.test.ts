// Guard's bonus to every defence and defence test, worked by hand from the rules (003-guard-defences.yaml
// and short fights), run through the production loader and runner as `fray resolve` runs them.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/team-turns/index.js';
import { runText } from '../production-run.js';
import { details, runHere } from './run-here.js';

const run = runHere;

describe('team-turns: Guard raises every defence and defence test until the next turn (003-guard-defences.yaml)', () => {
  const r = run('003-guard-defences.yaml');
  const attacks = details(r, 'attack');
  const damage = details(r, 'damage');

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('evasion +1: 6 misses a guarding evasion 6; the second attack (8 after −2) hits', () => {
    expect(attacks[0]).toMatchObject({ test: 6, evasion: 7, hit: false });
    expect(attacks[1]).toMatchObject({ test: 8, evasion: 7, hit: true, damage: { raw: 11, reduction: 3, dealt: 8 } });
  });

  it('defence tests +1: a rolled dodge of 6 avoids an attack of 7', () => {
    expect(attacks[2]).toMatchObject({
      hit: false,
      missedBy: 'dodge',
      reactions: [{ kind: 'dodge', by: 'clementine', total: 7, avoided: true }],
    });
  });

  it('deflection +1 against elemental damage, and the fortify of the consciousness check +1', () => {
    expect(attacks[3]).toMatchObject({
      test: 9,
      hit: true,
      damage: { raw: 11, category: 'elemental', reduction: 2, dealt: 9 },
    });
    expect(damage.find((d) => d.target === 'boudica' && d.consciousness)).toMatchObject({
      toEndurance: 4,
      toHealth: 5,
      consciousness: { difficulty: 5, total: 5, fortified: true },
    });
  });

  it('deflection +1 against the GM’s typed damage, gone after her next turn', () => {
    const gm = damage.filter((d) => d.target === 'clementine');
    expect(gm).toMatchObject([
      { raw: 4, reduction: 2, amount: 2 },
      { raw: 4, reduction: 1, amount: 3 },
    ]);
    expect(r.summary.combatants.clementine).toMatchObject({ endurance: 5, stamina: 1 });
  });

  it('the bonus ends at her next turn; damage equal to the Health left does not risk death', () => {
    expect(attacks[4]).toMatchObject({ test: 6, evasion: 6, hit: true, damage: { raw: 9, reduction: 2, dealt: 7 } });
    const last = damage.filter((d) => d.target === 'boudica').at(-1)!;
    expect(last).toMatchObject({ toHealth: 7, exceeded: false });
    expect(last.death).toBeUndefined();
    expect(r.summary.combatants.boudica).toMatchObject({
      endurance: 0,
      health: 0,
      unconscious: true,
      dead: false,
      death_difficulty: 10,
      stamina: 1,
    });
  });

  it('resist +1: a rolled 7 prevents a mental effect of difficulty 8 while guarding, not otherwise', () => {
    const fight = (first: string) =>
      runText(
        system,
        'team-turns',
        `system: team-turns
teams: [players, bandits]
combatants:
  - { id: clementine, team: players, endurance: 10, health: 10, constitution: 3, focus: 2, evasion: 5, resist: { dice: [d6, d4] } }
  - { id: seer, team: bandits, endurance: 8, health: 8, constitution: 2, weapons: { gaze: { damage: 0, type: psychic } } }
turns:
  - { actor: clementine, actions: [${first}] }
  - actor: seer
    rolls: [4, 3, 5]   # resist d6 4 + d4 3 = 7, luck 5
    actions: [{ attack: { target: clementine, test: 6, luck: 5, effects: [{ name: frightened, kind: mental, difficulty: 8, prevent: roll }] } }]
`,
      );
    const effect = (first: string) => fight(first).session.events.find((e) => e.type === 'effect')!.detail;
    expect(effect('guard')).toMatchObject({ reaction: 'resist', total: 8, difficulty: 8, prevented: true });
    expect(effect('move')).toMatchObject({ reaction: 'resist', total: 7, prevented: false });
    expect(fight('guard').summary.combatants.clementine).toMatchObject({ endurance: 4, reactions: 0, effects: [] });
  });

  it('without the guard the same dodge (6 against 7) fails', () => {
    const text = `system: team-turns
teams: [players, bandits]
combatants:
  - { id: clementine, team: players, endurance: 10, health: 10, constitution: 3, stamina: 2, evasion: 5, dodge: { dice: [d6, d6] } }
  - { id: mage, team: bandits, endurance: 8, health: 8, constitution: 2, weapons: { wand: { damage: 2, type: fire, test: { dice: [d6, d6] } } } }
turns:
  - { actor: clementine, actions: [move] }
  - { actor: mage, rolls: [3, 3, 5], actions: [{ attack: { target: clementine, test: 7, luck: 5, reaction: dodge } }] }
`;
    const plain = runText(system, 'team-turns', text);
    expect(plain.error).toBeUndefined();
    expect(plain.session.events.find((e) => e.type === 'attack')!.detail).toMatchObject({
      hit: true,
      reactions: [{ kind: 'dodge', total: 6, avoided: false }],
      damage: { dealt: 9 },
    });
  });
});
