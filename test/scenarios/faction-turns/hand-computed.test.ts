// Scenario documents worked out by hand from the rules (the arithmetic is written beside each turn
// in the YAML), run through the production loader and runner as `fray resolve` runs them.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { system } from '../../../engine/systems/faction-turns/index.js';
import { runFile, runText } from '../production-run.js';

const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const short = (o: Record<string, unknown>) =>
  `${String(o.round)}.${String(o.phase)}:${o.kind === 'pass' ? `${String(o.faction)} pass${o.forced ? '*' : ''}` : `${String(o.combatant)} ${String(o.kind)}`}`;
const dues = (events: readonly { type: string; detail?: unknown }[]) =>
  events.filter((e) => e.type === 'morale-due').map((e) => (e.detail as { checks: unknown[] }).checks);

describe('faction-turns by hand: boundaries of the FAT, saves, armour, cover, a tied counter, morale (001-boundaries.yaml)', () => {
  const r = runFile(system, 'faction-turns', here('001-boundaries.yaml'));
  const c = r.summary.combatants;

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('WIT equal to the FAT acts in the fast phase; a FAT nobody reaches passes straight to the slow phase', () => {
    expect(r.summary.order.map(short)).toEqual([
      '1.fast:ann turn',
      '1.fast:cy dodge',
      '1.fast:di turn',
      '1.fast:red pass*',
      '1.fast:blue pass*',
      '1.slow:bo turn',
      '1.slow:blue pass*',
      '1.slow:red pass*',
      '2.fast:blue pass*',
      '2.fast:red pass*',
      '2.slow:cy turn',
      '2.slow:ann turn',
      '2.slow:di counter',
      '2.slow:blue pass*',
      '2.slow:red pass*',
      '3.fast:ann turn',
      '3.fast:cy turn',
      '3.fast:red pass*',
      '3.fast:blue pass*',
      '3.slow:red pass*',
      '3.slow:blue pass*',
      '4.fast:red pass',
      '4.fast:cy turn',
    ]);
  });

  it('a save passes at the attribute and fails one above; armour may soak a whole blow; cover adds 1', () => {
    const attacks = r.session.events.filter((e) => e.type === 'attack').map((e) => e.detail as Record<string, any>);
    expect(attacks[0]!.reactions[0]).toMatchObject({ kind: 'dodge', target: 12, pass: true });
    expect(attacks[0]!.hit).toBe(false);
    expect(attacks[1]!.damage).toMatchObject({ roll: 2, armour: 2, dealt: 0 });
    expect(attacks[2]).toMatchObject({ hit: false, missedBy: 'hit-save', hitSave: { target: 9, pass: false } });
    expect(attacks[3]!.damage).toMatchObject({ roll: 7, armour: 1, dealt: 6 });
  });

  it('a counter tied on damage after armour hits both at once', () => {
    const counter = r.session.events.filter((e) => e.type === 'attack')[4]!.detail as Record<string, any>;
    expect(counter).toMatchObject({ hitFirst: 'both', damage: { dealt: 3 }, counterDamage: { dealt: 3 } });
  });

  it('morale: a group at exactly half checks; a pass exempts for the rest of the fight; a fail breaks', () => {
    expect(dues(r.session.events)).toEqual([
      [],
      [{ group: 'red', members: ['ann'] }],
      [{ group: 'blue', members: ['cy'] }],
    ]);
    expect(c.ann).toMatchObject({ health: 2, status: 'fighting', morale: 'exempt' });
    expect(c.bo).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(c.di).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(c.cy).toMatchObject({ health: 8, status: 'fled', morale: 'broken' });
    expect(r.session.events.find((e) => e.type === 'fight-end')).toMatchObject({ round: 4, detail: { winner: 'red' } });
  });
});

describe('faction-turns by hand: three factions, passes, group and lone morale, surrender (001-three-factions.yaml)', () => {
  const r = runFile(system, 'faction-turns', here('001-three-factions.yaml'));
  const c = r.summary.combatants;

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('the factions alternate from the one the holder names; a turn starts the count of passes over', () => {
    expect(r.summary.order.map(short)).toEqual([
      '1.main:b1 turn',
      '1.main:c1 turn',
      '1.main:a2 turn',
      '1.main:b pass*',
      '1.main:c pass*',
      '1.main:a3 turn',
      '1.main:b pass*',
      '1.main:c pass*',
      '1.main:a pass',
      '2.main:c1 turn',
      '2.main:a3 turn',
      '2.main:b1 turn',
      '2.main:c pass*',
      '2.main:a5 turn',
      '2.main:b pass*',
      '2.main:c pass*',
      '2.main:a pass*',
      '3.main:c1 turn',
      '3.main:a5 turn',
      '3.main:b1 turn',
      '3.main:c pass*',
      '3.main:a pass*',
      '3.main:b pass*',
    ]);
  });

  it('a group of five checks at two fighting, not three; a lone character at 4 of 9, not 5', () => {
    expect(dues(r.session.events)).toEqual([
      [{ group: 'c', members: ['c1'] }],
      [
        { group: 'a', members: ['a3'] },
        { group: 'b', members: ['b1'] },
      ],
      [{ group: 'a', members: ['a5'] }],
    ]);
  });

  it('a surrendered character harmed by an enemy fights again', () => {
    expect(c.a5).toMatchObject({ health: 1, status: 'fighting', morale: 'broken' });
    expect(c.a3).toMatchObject({ health: 0, morale: 'broken' });
    expect(c.b1).toMatchObject({ health: 4, morale: 'exempt' });
    expect(c.c1).toMatchObject({ health: 1, morale: 'exempt' });
    expect(c.c2).toMatchObject({ health: 0, status: 'incapacitated' });
  });
});

describe('faction-turns by hand: an ambush, half range, a shot while moving, a lost counter (001-ambush-range.yaml)', () => {
  const r = runFile(system, 'faction-turns', here('001-ambush-range.yaml'));
  const c = r.summary.combatants;
  const attacks = r.session.events.filter((e) => e.type === 'attack').map((e) => e.detail as Record<string, any>);

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('the ambusher plays a bonus turn alone, then its normal turn; its target cannot react', () => {
    expect(r.summary.order.map(short)).toEqual([
      '1.ambush:sly turn',
      '1.ambush:guards pass*',
      '1.ambush:raiders pass*',
      '1.main:sly turn',
      '1.main:ivo turn',
      '1.main:rok turn',
      '1.main:hal hide-behind',
      '1.main:gus counter',
      '1.main:guards pass*',
      '1.main:raiders pass*',
      '2.main:sly turn',
      '2.main:hal turn',
      '2.main:raiders pass*',
      '2.main:gus turn',
      '2.main:raiders pass*',
      '2.main:guards pass*',
    ]);
    expect(attacks[0]).toMatchObject({ surprise: true, distance: 1, damage: { dealt: 5 } });
    expect(attacks[0]!.saveFor).toBeUndefined();
  });

  it('no save at exactly half range, a save beyond it and while moving', () => {
    expect(attacks[1]).toMatchObject({ distance: 2, damage: { dealt: 3 } });
    expect(attacks[1]!.saveFor).toBeUndefined();
    expect(attacks[2]).toMatchObject({
      distance: 2,
      saveFor: 'beyond half range',
      hitSave: { target: 8, pass: true },
      damage: { dealt: 4 },
    });
    expect(attacks[4]).toMatchObject({
      distance: 1,
      saveFor: 'while moving',
      hitSave: { target: 12, pass: true },
      damage: { dealt: 2 },
    });
  });

  it('the one hidden behind counters; the attacker suffers more, falls first, and its blow never lands', () => {
    expect(attacks[3]).toMatchObject({
      hitFirst: 'attacker',
      hit: false,
      damage: { dealt: 2 },
      counterDamage: { roll: 6, armour: 1, dealt: 5 },
    });
    expect(c.gus).toMatchObject({ health: 2, zone: 'ridge' });
    expect(c.hal).toMatchObject({ health: 6, spent: 'turn' });
    expect(c.rok).toMatchObject({ health: 0, status: 'dead' });
    expect(c.ivo).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(c.sly).toMatchObject({ health: 2, zone: 'hill', morale: 'exempt' });
    expect(dues(r.session.events)).toEqual([[{ group: 'raiders', members: ['sly'] }], []]);
  });
});

describe('faction-turns by hand: a blast, heavy blows on damaged gear, a disarm, a weapon breaking (001-blast-gear.yaml)', () => {
  const r = runFile(system, 'faction-turns', here('001-blast-gear.yaml'));
  const c = r.summary.combatants;
  const attacks = r.session.events.filter((e) => e.type === 'attack');

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('one d8 for the whole zone, friend and foe: each its own armour, a dodge saving only the dodger', () => {
    expect(r.session.events.find((e) => e.type === 'area-attack')!.detail).toMatchObject({
      zone: 'gate',
      targets: ['tank', 'ork1', 'ork2', 'ork3'],
      roll: 8,
      hit: true,
    });
    expect(
      attacks
        .slice(0, 4)
        .map((e) => [e.target, (e.detail as any).damage?.dealt ?? null, (e.detail as any).damage?.destroyed ?? null]),
    ).toEqual([
      ['tank', 6, 'shield'],
      ['ork1', 7, 'armour'],
      ['ork2', null, null],
      ['ork3', 8, null],
    ]);
  });

  it('a disarmed fighter strikes with a d4; a damaged weapon rolling a 1 is destroyed', () => {
    expect(attacks[5]!.rolls!.map((x) => x.die)).toEqual([4]);
    expect((attacks[7]!.detail as any).damage).toMatchObject({ roll: 1, weaponBroken: true, dealt: 1 });
    expect(c.ork2).toMatchObject({ health: 0, gear: { weapon: 'destroyed' } });
    expect(c.tank).toMatchObject({ health: 4, gear: { shield: 'destroyed', armour: 'sound' } });
    expect(c.ork1).toMatchObject({ health: 0, gear: { armour: 'destroyed' } });
    expect(c.mage).toMatchObject({ health: 5 });
    expect(r.session.events.find((e) => e.type === 'fight-end')).toMatchObject({
      round: 2,
      detail: { winner: 'party' },
    });
  });

  it('after the fight only the gear used rolls for durability', () => {
    const check = r.session.events.find((e) => e.type === 'gear-check')!.detail as {
      results: { combatant: string; item: string; roll: number; damaged: boolean }[];
    };
    expect(check.results.map((x) => `${x.combatant} ${x.item} ${x.roll}${x.damaged ? ' damaged' : ''}`)).toEqual([
      'mage weapon 1 damaged',
      'tank armour 2',
    ]);
    expect(c.mage).toMatchObject({ gear: { weapon: 'damaged' } });
  });
});

describe('faction-turns by hand: a damaged weapon used for a blast or a volley breaks on a 1', () => {
  const fight = (attack: string) =>
    runText(
      system,
      'faction-turns',
      `system: faction-turns
initiative: a
zones: { yard: [gate] }
combatants:
  - { id: mage, faction: a, wit: 12, agi: 10, str: 10, health: 6, damage: d8, range: 2, damaged: [weapon], zone: yard }
  - { id: o1, faction: b, wit: 10, agi: 10, str: 10, health: 6, zone: gate }
  - { id: o2, faction: b, wit: 10, agi: 10, str: 10, health: 6, zone: gate }
turns:
  - { actor: mage, ${attack}, rolls: [1] }
  - pass
`,
      'blast.yaml',
    );

  for (const attack of ['blast: gate', 'attack: { targets: [o1, o2] }']) {
    it(`${attack}: one d8 roll of 1 hits both (1 − 0 each) and destroys the damaged weapon`, () => {
      const r = fight(attack);
      expect(r.error).toBeUndefined();
      expect(r.session.events.find((e) => e.type === 'area-attack')!.detail).toMatchObject({
        roll: 1,
        weaponBroken: true,
      });
      expect(r.summary.combatants.mage).toMatchObject({ gear: { weapon: 'destroyed' } });
      expect(r.summary.combatants.o1).toMatchObject({ health: 5 });
      expect(r.summary.combatants.o2).toMatchObject({ health: 5 });
    });
  }
});

describe('faction-turns by hand: random initiative, a slow reactor, the declaration limit, an opportunity attack (001-random-initiative.yaml)', () => {
  const r = runFile(system, 'faction-turns', here('001-random-initiative.yaml'));
  const c = r.summary.combatants;

  it('runs without errors', () => expect(r.error).toBeUndefined());

  it('the die gives the wolves the initiative; they start, then let the party start round 2', () => {
    expect((r.summary as unknown as { initiative: string }).initiative).toBe('wolves');
    expect(r.summary.order.map(short)).toEqual([
      '1.fast:w1 turn',
      '1.fast:kai dodge',
      '1.fast:party pass*',
      '1.fast:wolves pass*',
      '1.slow:w2 turn',
      '1.slow:lea counter',
      '1.slow:party pass*',
      '1.slow:wolves pass*',
      '2.fast:lea timeout',
      '2.fast:w1 turn',
      '2.fast:kai opportunity',
    ]);
  });

  it('the counter wins: w2 falls first and its bite never lands; the broken w1 falls to the opportunity attack where it stood', () => {
    const counter = r.session.events.filter((e) => e.type === 'attack')[1]!.detail as Record<string, any>;
    expect(counter).toMatchObject({
      hitFirst: 'attacker',
      hit: false,
      damage: { dealt: 3 },
      counterDamage: { dealt: 4 },
    });
    expect(c.lea).toMatchObject({ health: 5, spent: 'timeout' });
    expect(c.kai).toMatchObject({ health: 7, spent: 'reaction' });
    expect(c.w2).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(c.w1).toMatchObject({ health: 0, status: 'incapacitated', morale: 'broken', zone: 'den' });
    expect(r.session.events.find((e) => e.type === 'fight-end')).toMatchObject({
      round: 2,
      detail: { winner: 'party' },
    });
  });
});

describe('faction-turns by hand: a counter felling the attacker of several targets', () => {
  // One damage roll for the attack (d6 2); y counters (d6 6): y suffers 2, x suffers 6, so x is hit first:
  // 5 → 0, and its blow on y never lands. z, not in that exchange, takes the 2 all the same (5 → 3), whether
  // it is named before or after y.
  const fight = (targets: string) =>
    runText(
      system,
      'faction-turns',
      `system: faction-turns
initiative: a
combatants:
  - { id: x, faction: a, wit: 10, agi: 10, str: 10, health: 5, damage: d6 }
  - { id: y, faction: b, wit: 10, agi: 10, str: 10, health: 5, damage: d6 }
  - { id: z, faction: b, wit: 10, agi: 10, str: 10, health: 5, damage: d6 }
turns:
  - { actor: x, attack: { targets: ${targets}, reactions: { y: counter } }, dice: { damage: [2], counter-damage: [6] } }
`,
      'volley.yaml',
    );

  for (const targets of ['[y, z]', '[z, y]']) {
    it(`targets ${targets}: x falls first against y, and z is hit regardless of the order`, () => {
      const r = fight(targets);
      expect(r.summary.combatants.x).toMatchObject({ health: 0, status: 'incapacitated' });
      expect(r.summary.combatants.y).toMatchObject({ health: 5 });
      expect(r.summary.combatants.z).toMatchObject({ health: 3 });
    });
  }
});

describe('faction-turns by hand: concealment impairs the damage', () => {
  // "Concealment partially obscures vision to the target. Damage is impaired": the d8 gives way to the d4;
  // 3 − armour 1 = 2.
  it('a d8 attack on a target in concealment rolls the d4', () => {
    const r = runText(
      system,
      'faction-turns',
      `system: faction-turns
initiative: a
combatants:
  - { id: x, faction: a, wit: 10, agi: 10, str: 10, health: 5, damage: d8 }
  - { id: y, faction: b, wit: 10, agi: 10, str: 10, health: 5, armour: 1 }
turns:
  - { actor: x, attack: { target: y, concealment: true }, rolls: [3] }
  - pass
`,
      'concealment.yaml',
    );
    expect(r.error).toBeUndefined();
    const attack = r.session.events.find((e) => e.type === 'attack')!;
    expect(attack.rolls!.map((x) => [x.die, x.value])).toEqual([[4, 3]]);
    expect(r.summary.combatants.y).toMatchObject({ health: 3 });
  });
});
