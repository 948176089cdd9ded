// Scenario documents worked by hand from the rules (the arithmetic is in each YAML's comments), run
// through the production loader and runner as `fray resolve` runs them.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/team-turns/index.js';
import { runText } from '../production-run.js';
import { details, runHere } from './run-here.js';

const run = runHere;

describe('team-turns: death, nonlethal damage, the multiple attack penalty and a stray shot (003-death-and-penalty.yaml)', () => {
  const r = run('003-death-and-penalty.yaml');
  const attacks = details(r, 'attack');
  const roland = details(r, 'damage').filter((d) => d.target === 'roland');

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('−2 per earlier attack in the round, back to 0 in the next round', () => {
    expect(attacks.slice(0, 3)).toMatchObject([
      { penalty: 0, test: 8, hit: true, damage: { dealt: 11 } },
      { penalty: 2, test: 6, hit: true, damage: { dealt: 9 } },
      { penalty: 4, test: 4, hit: false },
    ]);
    expect(attacks[3]).toMatchObject({ penalty: 0, test: 7 });
  });

  it('luck 1 with a bow strikes the one character within 1 m; with a spear it strays nowhere', () => {
    expect(attacks[3]).toMatchObject({
      target: 'boudica',
      strayFrom: 'goblin',
      hit: true,
      damage: { raw: 10, reduction: 2, dealt: 8 },
    });
    expect(attacks[4]).toMatchObject({ target: 'goblin', hit: true, damage: { dealt: 10 } });
    expect(attacks[4]!.strayFrom).toBeUndefined();
    expect(r.summary.combatants.boudica).toMatchObject({ endurance: 4 });
    expect(r.summary.combatants.goblin).toMatchObject({ endurance: 10, health: 10 });
  });

  it('nonlethal damage past the Health left: unconscious, no luck test; more at 0 Health: the test, then +5', () => {
    expect(roland[0]).toMatchObject({ toEndurance: 5, toHealth: 7, exceeded: true });
    expect(roland[0]!.death).toBeUndefined();
    expect(roland[1]).toMatchObject({ death: { roll: 12, total: 12, difficulty: 10, cheated: true } });
    expect(roland[2]).toMatchObject({ death: { roll: 14, total: 14, difficulty: 15, cheated: false } });
    expect(r.summary.combatants.roland).toMatchObject({
      health: 0,
      unconscious: true,
      dead: true,
      death_difficulty: 15,
    });
  });
});

describe('team-turns: harmed at half the maximum Endurance or less', () => {
  // "While at half of their endurance or less": of 13, 7 is more than 6.5 and 6 is not.
  const at = (amount: number) =>
    runText(
      system,
      'team-turns',
      `system: team-turns
combatants:
  - { id: b, team: p, endurance: 13, health: 10, constitution: 4 }
  - { id: x, team: q, endurance: 1, health: 1, constitution: 1 }
turns:
  - damage: { target: b, amount: ${amount} }
`,
    ).summary.combatants.b;
  it('an odd maximum', () => {
    expect(at(6)).toMatchObject({ endurance: 7, harmed: false });
    expect(at(7)).toMatchObject({ endurance: 6, harmed: true });
  });
});

describe('team-turns: a surprise round whose surprising team goes second', () => {
  // "During a surprise round, if there are any characters that … cannot be surprised, then they may take
  // actions as normal … the initiative of the teams are compared as normal during the surprise round":
  // the players (first) give Clementine a turn, then the goblins alternate in; Roland waits for round 2.
  it('round 1: clementine, gob-1, gob-2; round 2: every one, the players first', () => {
    const r = runText(
      system,
      'team-turns',
      `system: team-turns
teams: [players, goblins]
surprise: goblins
combatants:
  - { id: roland, team: players, endurance: 8, health: 8, constitution: 3 }
  - { id: clementine, team: players, endurance: 8, health: 8, constitution: 3, unsurprisable: true }
  - { id: gob-1, team: goblins, endurance: 4, health: 4, constitution: 1 }
  - { id: gob-2, team: goblins, endurance: 4, health: 4, constitution: 1 }
rounds:
  - turns: [ { actor: clementine }, { actor: gob-1 }, { actor: gob-2 } ]
  - turns: [ { actor: roland }, { actor: gob-2 }, { actor: clementine }, { actor: gob-1 } ]
`,
    );
    expect(r.error).toBeUndefined();
    expect(r.summary.order.map((o) => `${o.round}:${o.combatant}${o.surprise ? '!' : ''}`)).toEqual([
      '1:clementine!',
      '1:gob-1!',
      '1:gob-2!',
      '2:roland',
      '2:gob-2',
      '2:clementine',
      '2:gob-1',
    ]);
  });
  it('a surprised character still reacts: the rules keep only its actions out of the surprise round', () => {
    const r = runText(
      system,
      'team-turns',
      `system: team-turns
teams: [players, goblins]
surprise: goblins
combatants:
  - { id: roland, team: players, endurance: 8, health: 8, constitution: 3, evasion: 5, stamina: 1 }
  - { id: gob-1, team: goblins, endurance: 4, health: 4, constitution: 1, weapons: { knife: { damage: 1, type: slashing } } }
turns: [ { actor: gob-1, actions: [{ attack: { target: roland, test: 6, luck: 5, reaction: { kind: dodge, result: 6 } } }] } ]
`,
    );
    expect(r.error).toBeUndefined();
    // 6 vs 5 would hit; the dodge meets the attack's 6: avoided, 1 stamina spent
    expect(r.session.events.find((e) => e.type === 'attack')!.detail).toMatchObject({ hit: false, missedBy: 'dodge' });
    expect(r.summary.combatants.roland).toMatchObject({ endurance: 8, stamina: 0 });
  });

  it('a surprised character cannot take a turn in the surprise round', () => {
    const r = runText(
      system,
      'team-turns',
      `system: team-turns
teams: [players, goblins]
surprise: goblins
combatants:
  - { id: roland, team: players, endurance: 8, health: 8, constitution: 3 }
  - { id: gob-1, team: goblins, endurance: 4, health: 4, constitution: 1 }
turns: [ { actor: roland } ]
`,
      'surprise.yaml',
    );
    expect(r.error).toMatch(/^surprise\.yaml:\d+:\d+ {2}turns\[0\]\.actor {2}it is goblins's turn, not players's/);
  });
});

describe('team-turns: the damage track (003-damage-track.yaml)', () => {
  const r = run('003-damage-track.yaml');
  const attacks = details(r, 'attack');
  const damage = details(r, 'damage');

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('a hit and typed damage are reduced to a minimum of 1', () => {
    expect(attacks[0]).toMatchObject({ test: 6, evasion: 6, hit: true, damage: { raw: 7, reduction: 8, dealt: 1 } });
    expect(damage[1]).toMatchObject({ raw: 3, reduction: 8, amount: 1 });
  });

  it('typeless damage is not reduced; missing Health equal to Constitution calls for no check', () => {
    expect(damage[2]).toMatchObject({
      raw: 6,
      category: 'typeless',
      reduction: 0,
      amount: 6,
      toEndurance: 2,
      toHealth: 4,
    });
    expect(damage[2]!.consciousness).toBeUndefined();
  });

  it('the consciousness check is a reaction: spent on a dodge, she falls unconscious', () => {
    expect(attacks[1]).toMatchObject({
      hit: true,
      reactions: [{ kind: 'dodge', total: 2, avoided: false }],
      damage: { raw: 7, category: 'typeless', reduction: 0, dealt: 7 },
    });
    expect(damage[3]).toMatchObject({ toHealth: 7, consciousness: { difficulty: 11, fortified: false } });
    expect(r.summary.combatants.boudica).toMatchObject({
      endurance: 0,
      health: 1,
      missing_health: 11,
      stamina: 0,
      unconscious: true,
      dead: false,
      harmed: true,
      bloodied: true,
    });
  });
});
