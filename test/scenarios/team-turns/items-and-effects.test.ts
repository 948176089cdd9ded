// Items, effects, Command and Ready (team-turns rules), each worked by hand from the rules' sentences.
import { describe, expect, it } from 'vitest';
import { system } from '../../../engine/systems/team-turns/index.js';
import { runText } from '../production-run.js';

const run = (text: string) =>
  runText(system, 'team-turns', `system: team-turns\nteams: [players, foes]\n${text}`, 'items.yaml');
// Boudica's spear: damage 4, test typed each time.
const BOUDICA = `  - { id: boudica, team: players, endurance: 12, health: 12, constitution: 4, focus: 2,
      weapons: { spear: { damage: 4, type: piercing } } }`;

describe('team-turns: parry wears the item; broken items cannot parry', () => {
  // "If that item has a parry value, add it to your physical defense … After you parry, that item
  // receives 1 damage to its durability." "If an item does not have a listed durability and it is made
  // of metal, it has a durability of 10 … Items that are broken (have zero durability) cannot be used to
  // block or parry."
  const fight = (round2: string) =>
    run(`combatants:
${BOUDICA}
  - { id: guard, team: foes, endurance: 10, health: 10, constitution: 4, stamina: 3, reduction: { physical: 2 },
      weapons: { stick: { damage: 2, type: bludgeoning, durability: 1, parry: 2 }, sword: { damage: 3, type: slashing, material: metal } } }
rounds:
  - turns:
      - { actor: boudica, actions: [ { attack: { target: guard, test: 6, luck: 2, reaction: { kind: parry, with: stick } } } ] }
      - { actor: guard, actions: [] }
  - turns:
      - { actor: boudica, actions: [ { attack: { target: guard, test: 6, luck: 2, reaction: ${round2} } } ] }
`);

  it('the stick parries once: +2 to the reduction (6 + 4 − 4 = 6 damage), and breaks (1 → 0)', () => {
    const r = fight('{ kind: parry, with: sword }');
    expect(r.error).toBeUndefined();
    const first = r.session.events.find((e) => e.type === 'attack')!.detail as Record<string, any>;
    expect(first.reactions).toEqual([{ kind: 'parry', by: 'guard', value: 2, item: 'stick', durability: [1, 0] }]);
    expect(first.damage).toMatchObject({ raw: 10, reduction: 4, dealt: 6 });
    // Round 2: the metal sword (no listed durability: 10) adds the table's 1: 10 − 3 = 7; 10 → 9.
    // Endurance 10 − 6 = 4, then 7 more: 4 to Endurance, 3 to Health.
    expect(r.summary.combatants.guard).toMatchObject({
      endurance: 0,
      health: 7,
      stamina: 1,
      items: { stick: { durability: 0, broken: true }, sword: { durability: 9, broken: false } },
    });
  });

  it('…and then cannot parry: combat/item-broken', () => {
    const r = fight('{ kind: parry, with: stick }');
    expect(r.error).toMatch(
      /^items\.yaml:\d+:\d+ {2}rounds\[1\]\.turns\[0\]\.actions\[0\]\.attack\.reaction\.with {2}guard's stick is broken \(durability 0\): it cannot parry/,
    );
  });

  it('a parry with nothing wielded is refused', () => {
    const r = run(`combatants:
${BOUDICA}
  - { id: guard, team: foes, endurance: 10, health: 10, constitution: 4 }
turns:
  - { actor: boudica, actions: [ { attack: { target: guard, test: 6, luck: 2, reaction: parry } } ] }
`);
    expect(r.error).toMatch(/guard wields nothing to parry with/);
  });
});

describe('team-turns: a shield’s durability by material', () => {
  it('a shield without durability is accepted: metal 10, anything else (or no material) 4', () => {
    const r = run(`combatants:
${BOUDICA}
  - { id: a, team: foes, endurance: 5, health: 5, constitution: 2, shield: { block: 3 } }
  - { id: b, team: foes, endurance: 5, health: 5, constitution: 2, shield: { block: 3, material: wood } }
  - { id: c, team: foes, endurance: 5, health: 5, constitution: 2, shield: { block: 3, material: metal } }
turns: []
`);
    expect(r.error).toBeUndefined();
    expect(
      [r.summary.combatants.a!.shield, r.summary.combatants.b!.shield, r.summary.combatants.c!.shield].map(
        (s: any) => s.durability,
      ),
    ).toEqual([4, 4, 10]);
  });
});

describe('team-turns: a block takes the hit’s effects', () => {
  // "If possible, any effects that apply from being hit are dealt to the item instead. Otherwise, they
  // cause no effect." "If an item you are blocking with would be dealt damage … in excess of its
  // durability, the excess damage is dealt directly to you … Any effects … are still dealt to you."
  const fight = (shield: string, block = 'block') =>
    run(`combatants:
${BOUDICA}
  - { id: ogre, team: foes, endurance: 10, health: 10, constitution: 4, shield: ${shield} }
turns:
  - { actor: boudica, actions: [ { attack: { target: ogre, test: 6, luck: 2, effects: [poisoned], reaction: ${block} } } ] }
`);

  it('a metal shield (10) with block 8 takes 6 + 4 − 8 = 2 and the poison; the ogre takes neither', () => {
    const r = fight('{ block: 8, material: metal }');
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.ogre).toMatchObject({
      endurance: 10,
      effects: [],
      shield: { durability: 8, effects: ['poisoned'] },
    });
  });

  it('if the shield cannot take the effect (the GM says so), it has none', () => {
    const r = fight('{ block: 8, material: metal }', '{ kind: block, item_effects: false }');
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.ogre!.effects).toEqual([]);
    expect((r.summary.combatants.ogre!.shield as any).effects).toBeUndefined();
  });

  it('a wooden shield (4) with block 3 takes 7: 3 go through, and the poison with them', () => {
    const r = fight('{ block: 3, material: wood }');
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.ogre).toMatchObject({
      endurance: 7,
      effects: ['poisoned'],
      shield: { durability: 0, broken: true },
    });
  });
});

describe('team-turns: Resist and Fortify against a hit’s effects', () => {
  it('a mental effect resisted with focus (5 + 4, luck 3: 9 ≥ 8); a physical one not prevented lands', () => {
    const r = run(`combatants:
${BOUDICA}
  - { id: seer, team: foes, endurance: 20, health: 10, constitution: 4, focus: 2, resist: { dice: [d6, d6] } }
turns:
  - actor: boudica
    rolls: [5, 4, 3]
    actions:
      - attack: { target: seer, test: 6, luck: 2, effects: [ { name: frightened, kind: mental, difficulty: 8, prevent: roll }, { name: bleeding } ] }
`);
    expect(r.error).toBeUndefined();
    const effects = r.session.events.filter((e) => e.type === 'effect').map((e) => e.detail);
    expect(effects).toEqual([
      { effect: 'frightened', kind: 'mental', reaction: 'resist', total: 9, difficulty: 8, prevented: true },
      { effect: 'bleeding', kind: 'physical', prevented: false },
    ]);
    expect(r.summary.combatants.seer).toMatchObject({ endurance: 10, effects: ['bleeding'], reactions: 0 });
    expect((r.session.state as any).combatants.find((c: any) => c.id === 'seer').focus).toBe(1);
  });
});

describe('team-turns: Command gives an ally one action during your turn', () => {
  const fight = (granted: string) =>
    run(`combatants:
${BOUDICA}
  - { id: roland, team: players, endurance: 12, health: 12, constitution: 4, weapons: { axe: { damage: 5, type: slashing } } }
  - { id: goblin, team: foes, endurance: 20, health: 10, constitution: 2, evasion: 6 }
turns:
  - { actor: boudica, actions: [ { command: { target: roland, action: ${granted} } } ] }
  - { actor: goblin, actions: [] }
  - { actor: roland, actions: [ { attack: { target: goblin, test: 3, luck: 2 } } ] }
`);

  it('Roland attacks in Boudica’s turn (7 + 5 = 12), then takes his own turn, his second attack of the round', () => {
    const r = fight('{ attack: { target: goblin, test: 7, luck: 2 } }');
    expect(r.error).toBeUndefined();
    // Granted: 7 ≥ evasion 6, 7 + 5 = 12 → Endurance 20 − 12 = 8. His own: 3 − 2 (one attack before it
    // this round) = 1 < 6: a miss. Boudica's 2 focus are spent.
    const attacks = r.session.events
      .filter((e) => e.type === 'attack')
      .map((e) => [e.actor, (e.detail as any).test, (e.detail as any).hit]);
    expect(attacks).toEqual([
      ['roland', 7, true],
      ['roland', 1, false],
    ]);
    expect(r.summary.combatants.goblin).toMatchObject({ endurance: 8 });
    expect((r.session.state as any).combatants.find((c: any) => c.id === 'boudica').focus).toBe(0);
  });

  it('a two-action Resuscitate is not one action: combat/not-grantable', () => {
    const r = fight('{ resuscitate: goblin }');
    expect(r.error).toMatch(
      /rounds?|turns\[0\]\.actions\[0\]\.command\.action {2}Resuscitate takes 2 actions: a command gives 1 action/,
    );
  });
});

describe('team-turns: Ready an Action waits for its trigger', () => {
  const fight = (turns: string) =>
    run(`combatants:
  - { id: archer, team: players, endurance: 8, health: 8, constitution: 3, weapons: { bow: { damage: 3, type: piercing, ranged: true } } }
  - { id: goblin, team: foes, endurance: 10, health: 4, constitution: 2, evasion: 5 }
  - { id: orc, team: foes, endurance: 9, health: 9, constitution: 4, evasion: 5 }
rounds:
  - turns:
      - { actor: archer, actions: [ { ready: { action: { attack: { target: goblin, test: 6, luck: 2 } }, trigger: "a goblin steps through the door" } } ] }
${turns}
`);

  it('the trigger fires the readied shot as the archer’s reaction: 6 ≥ evasion 5, 6 + 3 = 9, Endurance 10 → 1', () => {
    const r = fight(`      - { trigger: archer }
      - { actor: goblin, actions: [] }`);
    expect(r.error).toBeUndefined();
    const fired = r.session.events.find((e) => e.type === 'trigger')!;
    expect(fired.detail).toEqual({ action: 'attack', trigger: 'a goblin steps through the door' });
    expect(r.summary.combatants.goblin).toMatchObject({ endurance: 1, health: 4 });
    expect(r.summary.combatants.archer).toMatchObject({ reactions: 0, readied: null });
  });

  it('the GM may point it at another target when the trigger comes', () => {
    const r = fight(`      - { trigger: archer, target: orc }`);
    expect(r.error).toBeUndefined();
    expect(r.summary.combatants.orc).toMatchObject({ endurance: 0 });
    expect(r.summary.combatants.goblin).toMatchObject({ endurance: 10 });
  });

  it('it fires once: a second trigger is refused', () => {
    const r = fight(`      - { trigger: archer, target: orc }\n      - { trigger: archer }`);
    expect(r.error).toMatch(/archer has no readied action/);
  });
});
