// Scenario documents worked by hand from the rules (the arithmetic is in each YAML's comments), run
// through the production loader and runner as `fray resolve` runs them.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/team-turns/index.js';
import { runFile, runText } from '../production-run.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const run = (f: string) => runFile(system, 'team-turns', here(f));
const details = (r: ReturnType<typeof run>, type: string): Record<string, any>[] =>
  r.session.events.filter((e) => e.type === type).map((e) => ({ target: e.target, ...(e.detail as Record<string, any>) }));

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
    expect(attacks[2]).toMatchObject({ hit: false, missedBy: 'dodge', reactions: [{ kind: 'dodge', by: 'clementine', total: 7, avoided: true }] });
  });

  it('deflection +1 against elemental damage, and the fortify of the consciousness check +1', () => {
    expect(attacks[3]).toMatchObject({ test: 9, hit: true, damage: { raw: 11, category: 'elemental', reduction: 2, dealt: 9 } });
    expect(damage.find((d) => d.target === 'boudica' && d.consciousness)).toMatchObject({ toEndurance: 4, toHealth: 5, consciousness: { difficulty: 5, total: 5, fortified: true } });
  });

  it('deflection +1 against the GM’s typed damage, gone after her next turn', () => {
    const gm = damage.filter((d) => d.target === 'clementine');
    expect(gm).toMatchObject([{ raw: 4, reduction: 2, amount: 2 }, { raw: 4, reduction: 1, amount: 3 }]);
    expect(r.summary.combatants.clementine).toMatchObject({ endurance: 5, stamina: 1 });
  });

  it('the bonus ends at her next turn; damage equal to the Health left does not risk death', () => {
    expect(attacks[4]).toMatchObject({ test: 6, evasion: 6, hit: true, damage: { raw: 9, reduction: 2, dealt: 7 } });
    const last = damage.filter((d) => d.target === 'boudica').at(-1)!;
    expect(last).toMatchObject({ toHealth: 7, exceeded: false });
    expect(last.death).toBeUndefined();
    expect(r.summary.combatants.boudica).toMatchObject({ endurance: 0, health: 0, unconscious: true, dead: false, death_difficulty: 10, stamina: 1 });
  });

  it('resist +1: a rolled 7 prevents a mental effect of difficulty 8 while guarding, not otherwise', () => {
    const fight = (first: string) =>
      runText(system, 'team-turns', `system: team-turns
teams: [players, bandits]
combatants:
  - { id: clementine, team: players, endurance: 10, health: 10, constitution: 3, focus: 2, evasion: 5, resist: { dice: [d6, d4] } }
  - { id: seer, team: bandits, endurance: 8, health: 8, constitution: 2, weapons: { gaze: { damage: 0, type: psychic } } }
turns:
  - { actor: clementine, actions: [${first}] }
  - actor: seer
    rolls: [4, 3, 5]   # resist d6 4 + d4 3 = 7, luck 5
    actions: [{ attack: { target: clementine, test: 6, luck: 5, effects: [{ name: frightened, kind: mental, difficulty: 8, prevent: roll }] } }]
`);
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
    expect(plain.session.events.find((e) => e.type === 'attack')!.detail).toMatchObject({ hit: true, reactions: [{ kind: 'dodge', total: 6, avoided: false }], damage: { dealt: 9 } });
  });
});

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
    expect(attacks[3]).toMatchObject({ target: 'boudica', strayFrom: 'goblin', hit: true, damage: { raw: 10, reduction: 2, dealt: 8 } });
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
    expect(r.summary.combatants.roland).toMatchObject({ health: 0, unconscious: true, dead: true, death_difficulty: 15 });
  });
});

describe('team-turns: harmed at half the maximum Endurance or less', () => {
  // "While at half of their endurance or less": of 13, 7 is more than 6.5 and 6 is not.
  const at = (amount: number) =>
    runText(system, 'team-turns', `system: team-turns
combatants:
  - { id: b, team: p, endurance: 13, health: 10, constitution: 4 }
  - { id: x, team: q, endurance: 1, health: 1, constitution: 1 }
turns:
  - damage: { target: b, amount: ${amount} }
`).summary.combatants.b;
  it('an odd maximum', () => {
    expect(at(6)).toMatchObject({ endurance: 7, harmed: false });
    expect(at(7)).toMatchObject({ endurance: 6, harmed: true });
  });
});

describe('team-turns: the free defensive reaction after an intercept still costs its stamina', () => {
  // "Intercept: Spend 1 stamina to move and displace an ally … then may take any defensive action as a free
  // reaction"; free reactions "do not count against your … reaction limit" — the parry's 1 stamina is paid.
  const fight = (stamina: number) =>
    runText(system, 'team-turns', `system: team-turns
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
`, 'intercept.yaml');
  it('with 2 stamina: intercept and parry, 7 + 3 = 10 − (1 + 2) = 7 to Roland', () => {
    const r = fight(2);
    expect(r.error).toBeUndefined();
    expect(r.session.events.find((e) => e.type === 'attack')).toMatchObject({ target: 'roland', detail: { evasion: 5, hit: true, damage: { raw: 10, reduction: 3, dealt: 7 } } });
    expect(r.summary.combatants.roland).toMatchObject({ endurance: 3, stamina: 0, reactions: 0 });
  });
  it('with 1 stamina the parry after the intercept is refused', () => {
    expect(fight(1).error).toMatch(/^intercept\.yaml:\d+:\d+ {2}turns\[1\]\.actions\[0\]\.attack\.reaction\.then {2}roland needs 1 stamina to parry/);
  });
});

describe('team-turns: a parry adds to the physical defence only', () => {
  // "If that item has a parry value, add it to your physical defense": against fire it adds nothing.
  const fight = (type: string) =>
    runText(system, 'team-turns', `system: team-turns
teams: [players, bandits]
combatants:
  - { id: roland, team: players, endurance: 12, health: 12, constitution: 4, evasion: 5, stamina: 2,
      reduction: { physical: 1, elemental: 1 }, weapons: { sword: { damage: 3, type: slashing, parry: 2, material: metal } } }
  - { id: mage, team: bandits, endurance: 10, health: 10, constitution: 3,
      weapons: { staff: { damage: 2, type: ${type}, test: { dice: [d6, d6] } } } }
turns:
  - { actor: roland, actions: [move] }
  - { actor: mage, actions: [{ attack: { target: roland, test: 6, luck: 5, reaction: parry } }] }
`).summary.combatants.roland;
  it('6 + 2 = 8 damage: bludgeoning − (1 + 2) deals 5, fire − 1 deals 7; the sword wears 10 → 9 either way', () => {
    expect(fight('bludgeoning')).toMatchObject({ endurance: 7, stamina: 1, items: { sword: { durability: 9 } } });
    expect(fight('fire')).toMatchObject({ endurance: 5, stamina: 1, items: { sword: { durability: 9 } } });
  });
});

describe('team-turns: a surprise round whose surprising team goes second', () => {
  // "During a surprise round, if there are any characters that … cannot be surprised, then they may take
  // actions as normal … the initiative of the teams are compared as normal during the surprise round":
  // the players (first) give Clementine a turn, then the goblins alternate in; Roland waits for round 2.
  it('round 1: clementine, gob-1, gob-2; round 2: every one, the players first', () => {
    const r = runText(system, 'team-turns', `system: team-turns
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
`);
    expect(r.error).toBeUndefined();
    expect(r.summary.order.map((o) => `${o.round}:${o.combatant}${o.surprise ? '!' : ''}`)).toEqual(['1:clementine!', '1:gob-1!', '1:gob-2!', '2:roland', '2:gob-2', '2:clementine', '2:gob-1']);
  });
  it('a surprised character cannot take a turn in the surprise round', () => {
    const r = runText(system, 'team-turns', `system: team-turns
teams: [players, goblins]
surprise: goblins
combatants:
  - { id: roland, team: players, endurance: 8, health: 8, constitution: 3 }
  - { id: gob-1, team: goblins, endurance: 4, health: 4, constitution: 1 }
turns: [ { actor: roland } ]
`, 'surprise.yaml');
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
    expect(damage[2]).toMatchObject({ raw: 6, category: 'typeless', reduction: 0, amount: 6, toEndurance: 2, toHealth: 4 });
    expect(damage[2]!.consciousness).toBeUndefined();
  });

  it('the consciousness check is a reaction: spent on a dodge, she falls unconscious', () => {
    expect(attacks[1]).toMatchObject({ hit: true, reactions: [{ kind: 'dodge', total: 2, avoided: false }], damage: { raw: 7, category: 'typeless', reduction: 0, dealt: 7 } });
    expect(damage[3]).toMatchObject({ toHealth: 7, consciousness: { difficulty: 11, fortified: false } });
    expect(r.summary.combatants.boudica).toMatchObject({ endurance: 0, health: 1, missing_health: 11, stamina: 0, unconscious: true, dead: false, harmed: true, bloodied: true });
  });
});

describe('team-turns: Wait gives an extra reaction until the next turn', () => {
  // "Wait: End your turn but gain an extra reaction until next turn"; reactions "are recovered at the start
  // of each turn" — back to one, the extra gone.
  const fight = (round2: string) =>
    runText(system, 'team-turns', `system: team-turns
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
`, 'wait.yaml');
  it('two parries after a Wait: Endurance 12 → 6 → 0, stamina 4 → 2, the sword 10 → 8', () => {
    const r = fight('move');
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.roland).toMatchObject({ endurance: 0, health: 12, stamina: 2, reactions: 1, items: { sword: { durability: 8 } } });
  });
  it('at the next turn the extra reaction is gone: a second parry is refused', () => {
    const twice = '{ attack: { target: roland, test: 3, luck: 5, reaction: parry } }, { attack: { target: roland, test: 3, luck: 5, reaction: parry } }';
    expect(fight(twice).error).toMatch(/^wait\.yaml:\d+:\d+ {2}rounds\[1\]\.turns\[1\]\.actions\[1\]\.attack\.reaction {2}roland has no reaction left/);
  });
});
