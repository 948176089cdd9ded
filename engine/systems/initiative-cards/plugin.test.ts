// Rule-by-rule tests of the initiative-cards plugin against the rules text.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { cardFile } from '../../schema/card.js';
import { replay, startSession, undo, type Session } from '../../core/session.js';
import { init, step } from '../../core/step.js';
import { plugin } from './plugin.js';
import { initiativeCardsTables } from './tables.js';
import type { CombatantSetup, IcAction, IcState, Setup } from './types.js';
import { applyAll } from '../../core/test-steps.js';

const read = (p: string) =>
  parse(readFileSync(new URL(`../../../cards/initiative-cards/${p}`, import.meta.url), 'utf8'));
const tables = initiativeCardsTables.parse(read('system.yaml'));
const sword = { id: 'sword', damage: 2 };
const bow = { id: 'bow', damage: 1, range: [1, 3] as [number, number] };

function start(combatants: CombatantSetup[], extra: Partial<Setup> = {}): Session<IcState, IcAction> {
  return startSession(plugin.init({ tables, combatants, seed: 9, ...extra }));
}
const run = (s: Session<IcState, IcAction>, ...actions: IcAction[]): Session<IcState, IcAction> =>
  applyAll(plugin, s, actions);
const err = (s: Session<IcState, IcAction>, a: IcAction) => step(plugin, s.state, a).error?.code;
const three = () =>
  start(
    [
      { id: 'a', side: 'players', draw: [6], weapons: [sword] },
      { id: 'b', side: 'players', draw: [2], weapons: [bow], zone: 'yard' },
      { id: 'o', side: 'monsters', draw: [4], weapons: [sword], harm_limit: 5 },
    ],
    { zones: { hall: ['yard'], yard: ['gate'] } },
  );

describe('the deck', () => {
  it('is ten printable initiative cards numbered like the tables', () => {
    const cards = cardFile.parse(read('initiative-deck.yaml'));
    const values = (Array.isArray(cards) ? cards : [cards]).map((c) => (c.type === 'initiative' ? c.value : -1));
    const want = Array.from({ length: tables.deck.highest - tables.deck.lowest + 1 }, (_, i) => tables.deck.lowest + i);
    expect(values).toEqual(want);
  });
  it('deals distinct cards from a seeded shuffle', () => {
    const s = start(Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, side: i % 2 ? 'players' : 'monsters' })));
    const cards = Object.values(s.state.holders).flatMap((h) => h.cards);
    expect([...cards].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const again = start(Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, side: i % 2 ? 'players' : 'monsters' })));
    expect(again.state.holders).toEqual(s.state.holders);
  });
  it('refuses an eleventh participant and suggests sharing a card', () => {
    const r = init(plugin, { tables, combatants: Array.from({ length: 11 }, (_, i) => ({ id: `c${i}`, side: 'x' })) });
    expect(r.error).toMatchObject({ code: 'setup/deck-exhausted', path: ['combatants', 10] });
  });
  it('refuses a card drawn twice', () => {
    const r = init(plugin, {
      tables,
      combatants: [
        { id: 'a', side: 'x', draw: [3] },
        { id: 'b', side: 'y', draw: [3] },
      ],
    });
    expect(r.error?.code).toBe('setup/card-taken');
  });
  it('gives a creature with several cards a turn on each', () => {
    const s = start([
      { id: 'd', side: 'monsters', cards: 2, draw: [1, 7] },
      { id: 'a', side: 'players', draw: [4] },
    ]);
    expect(plugin.view(s.state).order.map((o) => [o.combatant, o.init])).toEqual([
      ['d', 1],
      ['a', 4],
      ['d', 7],
    ]);
  });
});

describe('turns', () => {
  it('one slow and one fast maneuver, or two fast; no second slow', () => {
    let s = three();
    expect(plugin.view(s.state).actingNow).toEqual(['b']);
    s = run(
      s,
      { type: 'maneuver', combatant: 'b', maneuver: 'take-cover' },
      { type: 'maneuver', combatant: 'b', maneuver: 'move', to: 'hall' },
    );
    expect(err(s, { type: 'maneuver', combatant: 'b', maneuver: 'survey' })).toBe('combat/no-maneuver-left');
    s = run(s, { type: 'end-turn', combatant: 'b' }, { type: 'maneuver', combatant: 'o', maneuver: 'survey' });
    expect(err(s, { type: 'maneuver', combatant: 'o', maneuver: 'climb' })).toBe('combat/no-maneuver-left');
  });
  it('only reactions are allowed out of turn, and they spend a fast maneuver', () => {
    let s = three();
    expect(err(s, { type: 'maneuver', combatant: 'a', maneuver: 'survey' })).toBe('combat/not-your-turn');
    s = run(
      s,
      { type: 'end-turn', combatant: 'b' },
      {
        type: 'maneuver',
        combatant: 'o',
        maneuver: 'attack',
        target: 'a',
        successes: 1,
        reaction: { maneuver: 'parry', successes: 1 },
      },
    );
    expect(s.state.combatants.a!.fastUsed).toBe(1);
    expect(s.state.combatants.a!.physical).toBe(0);
    // The parry used her fast maneuver: a dodge now trades in her slow one, after which she has none.
    s = run(s, { type: 'end-turn', combatant: 'o' });
    s = run(s, { type: 'maneuver', combatant: 'a', maneuver: 'shout' });
    expect(err(s, { type: 'maneuver', combatant: 'a', maneuver: 'attack', target: 'o', successes: 1 })).toBe(
      'combat/no-maneuver-left',
    );
  });
  it('weapons reach by zones; a parry cannot answer a shot', () => {
    let s = three();
    // Brom in the yard shoots the ogre in the hall, one zone away: a bow reaches 1–3.
    expect(
      err(s, {
        type: 'maneuver',
        combatant: 'b',
        maneuver: 'attack',
        target: 'o',
        successes: 1,
        reaction: { maneuver: 'parry', successes: 1 },
      }),
    ).toBe('combat/wrong-reaction');
    s = run(s, { type: 'maneuver', combatant: 'b', maneuver: 'attack', target: 'o', successes: 1 });
    expect(s.state.combatants.o!.physical).toBe(1);
    s = run(s, { type: 'end-turn', combatant: 'b' });
    // A sword only reaches the same zone.
    expect(err(s, { type: 'maneuver', combatant: 'o', maneuver: 'attack', target: 'b', successes: 1 })).toBe(
      'target/out-of-range',
    );
    s = run(
      s,
      { type: 'maneuver', combatant: 'o', maneuver: 'move', to: 'yard' },
      { type: 'maneuver', combatant: 'o', maneuver: 'attack', target: 'b', successes: 1 },
    );
    expect(s.state.combatants.b!.physical).toBe(2);
    expect(err(s, { type: 'maneuver', combatant: 'o', maneuver: 'move', to: 'gate' })).toBe('combat/no-maneuver-left');
  });
  it('a dodge removes successes; extra successes add Harm; the limit puts a creature out', () => {
    let s = run(three(), { type: 'end-turn', combatant: 'b' });
    s = run(
      s,
      { type: 'end-turn', combatant: 'o' },
      {
        type: 'maneuver',
        combatant: 'a',
        maneuver: 'attack',
        target: 'o',
        successes: 4,
        reaction: { maneuver: 'dodge', successes: 1 },
      },
    );
    expect(s.state.combatants.o).toMatchObject({ physical: 4, out: false });
    s = run(s, { type: 'harm', combatant: 'o', amount: 1, kind: 'physical' });
    expect(s.state.combatants.o!.out).toBe(true);
    expect(plugin.view(s.state).combatants[2]!.modifiers.dice).toBe(-5);
  });
  it('outmaneuvering spends an extra success to force a swap from the next round', () => {
    let s = run(three(), { type: 'end-turn', combatant: 'b' }, { type: 'end-turn', combatant: 'o' });
    s = run(s, { type: 'maneuver', combatant: 'a', maneuver: 'attack', target: 'o', successes: 2, outmaneuver: true });
    expect(s.state.holders.a!.cards).toEqual([4]);
    expect(s.state.holders.o!.cards).toEqual([6]);
    expect(s.state.combatants.o!.physical).toBe(2);
    // This round's order stands: the ogre, on 4, has already acted.
    expect(plugin.view(s.state).order.map((o) => [o.combatant, o.init])).toEqual([
      ['b', 2],
      ['o', 4],
      ['a', 6],
    ]);
    s = run(s, { type: 'end-turn', combatant: 'a' }, { type: 'end-round' });
    expect(plugin.view(s.state).order.map((o) => o.combatant)).toEqual(['b', 'a', 'o']);
  });
  it('player characters swap only at the start of a round, and only if they can talk', () => {
    let s = three();
    expect(err(s, { type: 'swap', a: 'a', b: 'o' })).toBe('combat/not-a-player');
    s = run(s, { type: 'swap', a: 'a', b: 'b' });
    expect(plugin.view(s.state).actingNow).toEqual(['a']);
    s = run(s, { type: 'end-turn', combatant: 'a' });
    expect(err(s, { type: 'swap', a: 'a', b: 'b' })).toBe('combat/swap-too-late');
  });
  it('a grapple with an extra success gags; a gagged character cannot swap; breaking free once per turn', () => {
    let s = start([
      { id: 'a', side: 'players', draw: [3] },
      { id: 'p', side: 'players', draw: [5] },
      { id: 'o', side: 'monsters', draw: [1] },
    ]);
    s = run(s, {
      type: 'maneuver',
      combatant: 'o',
      maneuver: 'grapple',
      target: 'a',
      successes: 3,
      gag: true,
      reaction: { maneuver: 'break-free', successes: 1 },
    });
    expect(s.state.combatants.a).toMatchObject({ restrainedBy: 'o', gagged: true });
    s = run(s, { type: 'end-turn', combatant: 'o' });
    expect(err(s, { type: 'maneuver', combatant: 'a', maneuver: 'survey' })).toBe('combat/restrained');
    s = run(s, { type: 'end-turn', combatant: 'a' }, { type: 'end-turn', combatant: 'p' }, { type: 'end-round' });
    expect(err(s, { type: 'swap', a: 'a', b: 'p' })).toBe('combat/cannot-talk');
    s = run(s, { type: 'end-turn', combatant: 'o' });
    s = run(s, {
      type: 'maneuver',
      combatant: 'a',
      maneuver: 'break-free',
      successes: 2,
      reaction: { maneuver: 'hold', successes: 2 },
    });
    expect(s.state.combatants.a!.restrainedBy).toBe('o');
    expect(err(s, { type: 'maneuver', combatant: 'a', maneuver: 'break-free', successes: 3 })).toBe(
      'combat/once-per-turn',
    );
    s = run(
      s,
      { type: 'end-turn', combatant: 'a' },
      { type: 'end-turn', combatant: 'p' },
      { type: 'end-round' },
      { type: 'end-turn', combatant: 'o' },
    );
    s = run(s, { type: 'maneuver', combatant: 'a', maneuver: 'break-free', successes: 1 });
    expect(s.state.combatants.a).toMatchObject({ gagged: false });
    expect(s.state.combatants.a!.restrainedBy).toBeUndefined();
  });
  it("a failed Fear test deals the position's Mental Harm", () => {
    let s = three();
    s = run(
      s,
      { type: 'fear', combatant: 'a', fear: 2, successes: 1, position: 'desperate' },
      { type: 'fear', combatant: 'b', fear: 1, successes: 1 },
    );
    expect(s.state.combatants.a!.mental).toBe(4);
    expect(s.state.combatants.b!.mental).toBe(0);
  });
  it('fleeing is blocked by an enemy zone; a chase that removes every success keeps both in the fight', () => {
    let s = start(
      [
        { id: 'a', side: 'players', draw: [1], zone: 'hall' },
        { id: 'o', side: 'monsters', draw: [2], zone: 'hall' },
        { id: 'g', side: 'monsters', draw: [3], zone: 'gate' },
      ],
      { zones: { hall: ['yard', 'gate'] } },
    );
    expect(err(s, { type: 'maneuver', combatant: 'a', maneuver: 'flee', successes: 2, to: 'gate' })).toBe(
      'combat/flee-blocked',
    );
    s = run(s, {
      type: 'maneuver',
      combatant: 'a',
      maneuver: 'flee',
      successes: 1,
      to: 'yard',
      reaction: { maneuver: 'chase', by: 'o', successes: 1 },
    });
    expect([s.state.combatants.a!.zone, s.state.combatants.o!.zone, s.state.combatants.a!.fled]).toEqual([
      'yard',
      'yard',
      false,
    ]);
  });
});

describe('session', () => {
  it('replay and undo are exact', () => {
    let s = three();
    const before = s.state;
    s = run(
      s,
      { type: 'maneuver', combatant: 'b', maneuver: 'move', to: 'hall' },
      { type: 'end-turn', combatant: 'b' },
    );
    expect(replay(plugin, s.initial, s.log).state).toEqual(s.state);
    expect(undo(plugin, s, 2).state).toEqual(before);
  });
});
