// Seed 001's zones, ranges, blasts, stunts, gear wear, chases and the two decided ambiguities,
// each worked by hand from the seed's sentence (quoted) — against the plugin directly.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { step } from '../../core/index.js';
import { plugin } from './plugin.js';
import { factionTurnsTables } from './tables.js';
import type { FtAction, FtCombatantSetup, FtSetup, FtState, TurnStep } from './types.js';
import { stepAll } from '../../core/test-steps.js';

const tables = factionTurnsTables.parse(
  parse(readFileSync(new URL('../../../cards/faction-turns/system.yaml', import.meta.url), 'utf8')),
);
const c = (id: string, faction: string, extra: Partial<FtCombatantSetup> = {}): FtCombatantSetup => ({
  id,
  faction,
  wit: 10,
  agi: 10,
  str: 10,
  health: 8,
  damage: 6,
  zone: 'a',
  ...extra,
});
// a – b – c – d in a line, e beside c.
const ZONES = { a: ['b'], b: ['c'], c: ['d', 'e'] };
const start = (cs: FtCombatantSetup[], extra: Partial<FtSetup> = {}): FtState =>
  step(plugin, plugin.init({ tables, combatants: cs, initiative: cs[0]!.faction, zones: ZONES, seed: 3, ...extra }), {
    type: 'start-round',
  }).state;
const ok = (s: FtState, ...actions: FtAction[]): FtState => stepAll(plugin, s, actions);
const err = (s: FtState, a: FtAction) => step(plugin, s, a).error?.code;
const who = (s: FtState, id: string) => s.combatants.find((x) => x.id === id)!;
const turn = (actor: string, steps: TurnStep[], rolls?: number[]): FtAction => ({
  type: 'turn',
  actor,
  steps,
  ...(rolls ? { rolls } : {}),
});
const shoot = (target: string, more: object = {}): TurnStep => ({ kind: 'attack', attack: { target, ...more } });
const events = (s0: FtState, a: FtAction) => {
  const r = step(plugin, s0, a);
  if (r.error) throw new Error(`${r.error.code} ${r.error.message}`);
  return r.events;
};

describe('range', () => {
  // "Melee attacks. Target a nearby character." "Ranged attacks. Target a visible character within the
  // indicated range. Hitting targets beyond half range or while moving requires passing a WIT save …
  // Targeting a character beyond half range while moving, or a character who is not visible, isn't possible."
  const archer = (zone: string) => start([c('x', 'P', { range: 4 }), c('y', 'Q', { zone })]);
  it('melee reaches its own zone only', () => {
    expect(err(start([c('x', 'P'), c('y', 'Q', { zone: 'b' })]), turn('x', [shoot('y')], [3]))).toBe(
      'target/out-of-range',
    );
  });
  it('within half range (2 of 4): no save; beyond it: a WIT save; beyond the range: refused', () => {
    expect(events(archer('c'), turn('x', [shoot('y')], [5])).find((e) => e.type === 'attack')!.detail).toMatchObject({
      distance: 2,
      damage: { dealt: 5 },
    });
    const far = events(archer('d'), turn('x', [shoot('y')], [11])).find((e) => e.type === 'attack')!.detail;
    expect(far).toMatchObject({ distance: 3, saveFor: 'beyond half range', hitSave: { pass: false }, hit: false });
    expect(err(start([c('x', 'P', { range: 2 }), c('y', 'Q', { zone: 'd' })]), turn('x', [shoot('y')], [5]))).toBe(
      'target/out-of-range',
    );
  });
  it('moving: a save within half range, impossible beyond it', () => {
    const s = archer('c');
    const moved = events(s, turn('x', [{ kind: 'move', to: 'b' }, shoot('y')], [7, 4])).find(
      (e) => e.type === 'attack',
    )!.detail;
    expect(moved).toMatchObject({
      distance: 1,
      saveFor: 'while moving',
      hitSave: { pass: true },
      damage: { dealt: 4 },
    });
    expect(err(archer('e'), turn('x', [{ kind: 'move', to: 'b' }, shoot('y')], [7, 4]))).toBe(undefined); // e is 2 from b: half range
    expect(
      err(
        start([c('x', 'P', { range: 4 }), c('y', 'Q', { zone: 'e' })]),
        turn(
          'x',
          [
            { kind: 'move', to: 'b' },
            { kind: 'move', to: 'c' },
          ],
          [],
        ),
      ),
    ).toBe('combat/too-many-moves');
  });
  it('an unseen target: a save in melee, impossible at range; indirect fire only beyond half range', () => {
    const m = events(start([c('x', 'P'), c('y', 'Q')]), turn('x', [shoot('y', { unseen: true })], [12])).find(
      (e) => e.type === 'attack',
    )!.detail;
    expect(m).toMatchObject({ saveFor: 'target not visible', hitSave: { pass: false }, hit: false });
    expect(err(archer('c'), turn('x', [shoot('y', { unseen: true })], [5]))).toBe('target/not-visible');
    expect(err(archer('c'), turn('x', [shoot('y', { indirect: true })], [5, 5]))).toBe('target/too-close');
    expect(
      events(archer('d'), turn('x', [shoot('y', { indirect: true, unseen: true })], [10, 5])).find(
        (e) => e.type === 'attack',
      )!.detail,
    ).toMatchObject({ saveFor: 'indirect', damage: { dealt: 5 } });
  });
});

describe('opportunity attacks and moving', () => {
  // "Characters can make an opportunity attack as a reaction against nearby enemies moving away."
  it('only an enemy in the zone being left may strike; the move goes on after it', () => {
    const s = start([c('x', 'P'), c('y', 'Q'), c('z', 'Q', { zone: 'b' })]);
    expect(err(s, turn('x', [{ kind: 'move', to: 'b', opportunity: [{ by: 'z' }] }], [3]))).toBe('combat/not-nearby');
    const after = ok(s, turn('x', [{ kind: 'move', to: 'b', opportunity: [{ by: 'y' }] }], [3]));
    expect(who(after, 'x')).toMatchObject({ zone: 'b', health: 5 });
    expect(who(after, 'y').spent).toBe('reaction');
  });
  it('Step plus Move: stepping within the zone is not a zone move, so both fit in a turn', () => {
    const s = start([c('x', 'P'), c('y', 'Q', { zone: 'c' })]);
    expect(who(ok(s, turn('x', [{ kind: 'move' }, { kind: 'move', to: 'b' }, { kind: 'move' }])), 'x').zone).toBe('b');
  });
});

describe('blasts and several targets', () => {
  // "Melee blast attacks hit the attacker's zone and don't target the attacker themselves. They can't miss."
  it('a melee blast hits everyone else in the zone, friend and foe, with one roll', () => {
    const s = start([c('x', 'P'), c('f', 'P'), c('y', 'Q'), c('far', 'Q', { zone: 'b' })]);
    const ev = events(s, turn('x', [{ kind: 'area-attack', blast: true, attack: { challenging: true } }], [4]));
    expect(ev.find((e) => e.type === 'area-attack')!.detail).toMatchObject({ zone: 'a', targets: ['f', 'y'], roll: 4 });
    expect(ev.filter((e) => e.type === 'attack').map((e) => [e.target, (e.detail as any).damage.dealt])).toEqual([
      ['f', 4],
      ['y', 4],
    ]);
  });
  // "Ranged blast attacks … target the attacker as well if directed at their own zone. If they miss,
  // they are deviated and hit a random neighbouring zone."
  it('a ranged blast on its own zone hits the attacker too', () => {
    const s = start([c('x', 'P', { range: 2 }), c('y', 'Q')]);
    const after = ok(s, turn('x', [{ kind: 'area-attack', blast: true, attack: { zone: 'a' } }], [3]));
    expect([who(after, 'x').health, who(after, 'y').health]).toEqual([5, 5]);
  });
  it('a missed ranged blast deviates into a neighbouring zone picked by a die (neighbours in name order)', () => {
    // c is 2 zones away with range 3: beyond half range (1.5), a save; 15 > WIT 10 misses. c's neighbours: b, d, e.
    const s = start([c('x', 'P', { range: 3 }), c('in-c', 'Q', { zone: 'c' }), c('in-e', 'Q', { zone: 'e' })]);
    const ev = events(s, turn('x', [{ kind: 'area-attack', blast: true, attack: { zone: 'c' } }], [15, 3, 5]));
    expect(ev.find((e) => e.type === 'area-attack')!.detail).toMatchObject({
      aimed: 'c',
      deviatedTo: 'e',
      targets: ['in-e'],
      roll: 5,
    });
  });
  it('several targets each react; only one of them may counter', () => {
    const s = start([c('x', 'P'), c('y', 'Q'), c('z', 'Q')]);
    const both = {
      kind: 'area-attack',
      blast: false,
      attack: { targets: ['y', 'z'], reactions: { y: { kind: 'counter' }, z: { kind: 'counter' } } },
    } as TurnStep;
    expect(err(s, turn('x', [both], [3, 3, 3]))).toBe('combat/one-counter');
    const ev = events(
      s,
      turn(
        'x',
        [{ kind: 'area-attack', blast: false, attack: { targets: ['y', 'z'], reactions: { y: { kind: 'dodge' } } } }],
        [6, 4],
      ),
    );
    // One damage roll (6); y's AGI save 4 ≤ 10 dodges it; z takes 6.
    expect(ev.filter((e) => e.type === 'attack').map((e) => [e.target, (e.detail as any).hit])).toEqual([
      ['y', false],
      ['z', true],
    ]);
  });
});

describe('stunts', () => {
  // "The attacker can propose an alternative effect … The target can either accept the proposed effect or
  // resolve the attack as normal. It isn't possible to react if the effect is accepted."
  const s = () => start([c('x', 'P'), c('y', 'Q')]);
  it('accepted: the effect instead of damage, and no reaction', () => {
    const after = ok(s(), turn('x', [shoot('y', { stunt: { effect: 'drops its sword', accepted: true } })]));
    expect(who(after, 'y')).toMatchObject({ health: 8, conditions: ['drops its sword'] });
    expect(
      err(s(), turn('x', [shoot('y', { stunt: { effect: 'yields', accepted: true }, reaction: { kind: 'dodge' } })])),
    ).toBe('combat/stunt-accepted');
  });
  it('refused: the attack resolves as normal', () => {
    expect(
      who(ok(s(), turn('x', [shoot('y', { stunt: { effect: 'yields', accepted: false } })], [5])), 'y').health,
    ).toBe(3);
  });
});

describe('gear wear', () => {
  // "Damaged weapons … are destroyed if they are used to attack and a 1 is rolled on the damage die."
  it('a damaged weapon breaks on a 1, and its wielder fights unarmed (d4) after', () => {
    let s = start([c('x', 'P', { damaged: ['weapon'] }), c('y', 'Q', { health: 20 })]);
    s = ok(s, turn('x', [shoot('y')], [1]));
    expect(who(s, 'x').gear.weapon).toBe('destroyed');
    s = ok(s, { type: 'pass' }, { type: 'morale' }, { type: 'start-round' });
    const ev = events(s, turn('x', [shoot('y')], [4]));
    expect(ev.find((e) => e.type === 'attack')!.rolls![0]).toMatchObject({ die: 4, value: 4 });
  });
  it('is checked after the fight only', () => {
    expect(err(start([c('x', 'P'), c('y', 'Q')]), { type: 'gear-check' })).toBe('combat/fight-not-over');
  });
});

describe('chases', () => {
  // "the fleeing character making a group AGI save: those who pass escape … If the fleeing characters can
  // move faster … the save is not required. If the opposite is true, escaping is impossible."
  const between = () =>
    ok(
      start([c('x', 'P'), c('y', 'Q', { agi: 12 }), c('z', 'Q', { agi: 8 })]),
      { type: 'pass' },
      { type: 'pass' },
      { type: 'morale' },
    );
  it('even pace: each rolls AGI; a pass escapes, a fail is reached', () => {
    const s = ok(between(), { type: 'chase', fleeing: ['y', 'z'], pace: 'even', rolls: [12, 9] });
    expect([who(s, 'y').status, who(s, 'z').status]).toEqual(['fled', 'fighting']);
  });
  it('faster: all escape without a save (and the fight ends); slower: nobody escapes', () => {
    const fast = ok(between(), { type: 'chase', fleeing: ['y', 'z'], pace: 'faster' });
    expect([who(fast, 'y').status, who(fast, 'z').status, fast.ended]).toEqual(['fled', 'fled', true]);
    expect(who(ok(between(), { type: 'chase', fleeing: ['y'], pace: 'slower' }), 'y').status).toBe('fighting');
    expect(err(start([c('x', 'P'), c('y', 'Q')]), { type: 'chase', fleeing: ['y'], pace: 'even' })).toBe(
      'combat/round-in-progress',
    );
  });
});

describe('the slow phase after a round the initiative holder gave away', () => {
  // Decided: it starts again from the faction that started the round, unless the holder names another.
  const wits = () => [
    c('p1', 'P', { wit: 15 }),
    c('p2', 'P', { wit: 3 }),
    c('q1', 'Q', { wit: 15 }),
    c('q2', 'Q', { wit: 3 }),
  ];
  it("default: the round's first faction opens the slow phase too", () => {
    const s0 = plugin.init({ tables, combatants: wits(), initiative: 'P', zones: ZONES, fastSlow: true, seed: 1 });
    const s = ok(s0, { type: 'start-round', first: 'Q', fat: 10 }, { type: 'pass' }, { type: 'pass' });
    expect(s.phase).toBe('slow');
    expect(s.rotation[s.current]).toBe('Q');
  });
  it('slow_first: the holder names who opens it', () => {
    const s0 = plugin.init({ tables, combatants: wits(), initiative: 'P', zones: ZONES, fastSlow: true, seed: 1 });
    const s = ok(s0, { type: 'start-round', first: 'Q', fat: 10, slowFirst: 'P' }, { type: 'pass' }, { type: 'pass' });
    expect(s.rotation[s.current]).toBe('P');
  });
});
