// Rule-by-rule tests of the declared-initiative plugin against the rules' text.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { replay, startSession, undo, type Session } from '../../core/session.js';
import { step } from '../../core/step.js';
import { plugin } from './plugin.js';
import { declaredInitiativeTables } from './tables.js';
import type { CombatantSetup, DiAction, DiState } from './types.js';
import { applyAll } from '../../core/test-steps.js';

const tables = declaredInitiativeTables.parse(
  parse(readFileSync(new URL('../../../cards/declared-initiative/system.yaml', import.meta.url), 'utf8')),
);

const sword = { id: 'sword', speed: 3, damage: 6, crit: 2, type: 'slashing' };
const mace = { id: 'mace', speed: 4, damage: '1d8+1', crit: 3, type: 'blunt' };
function fighter(id: string, side: string, over: Partial<CombatantSetup> = {}): CombatantSetup {
  return { id, side, agility: 0, strength: 10, stress: 5, weapons: [sword, mace], initiative_die: 5, ...over };
}
function start(combatants: CombatantSetup[], dice: number[] = []): Session<DiState, DiAction> {
  return startSession(plugin.init({ tables, combatants, seed: 3, dice }));
}
const run = (s: Session<DiState, DiAction>, ...actions: DiAction[]): Session<DiState, DiAction> =>
  applyAll(plugin, s, actions);
const c = (s: Session<DiState, DiAction>, id: string) => s.state.combatants[id]!;
const duel = (a: Partial<CombatantSetup> = {}, b: Partial<CombatantSetup> = {}) =>
  start([fighter('a', 'party', a), fighter('b', 'monsters', { initiative_die: 12, hd: 1, ...b })]);
/** A duel plus a bystander monster that keeps the fight going while b is down. */
const trio = () =>
  start([
    fighter('a', 'party'),
    fighter('b', 'monsters', { initiative_die: 12, hd: 1 }),
    fighter('x', 'monsters', { initiative_die: 1 }),
  ]);
const bystander = (s: Session<DiState, DiAction>) =>
  s.state.phase === 'declare' && !s.state.declarations.x ? run(s, { type: 'pass-declare', combatant: 'x' }) : s;

describe('initiative', () => {
  it('base = d12 − Agility modifier: a bonus is subtracted, a penalty added', () => {
    const s = start([
      fighter('a', 'party', { agility: 2, initiative_die: 7 }),
      fighter('b', 'monsters', { agility: -1, initiative_die: 7 }),
    ]);
    expect(c(s, 'a').base).toBe(5);
    expect(c(s, 'b').base).toBe(8);
  });
  it('identical monsters of a group share one roll', () => {
    const s = start(
      [
        fighter('a', 'party'),
        fighter('w1', 'monsters', { group: 'wolves', initiative_die: undefined }),
        fighter('w2', 'monsters', { group: 'wolves', initiative_die: undefined }),
      ],
      [11, 2],
    );
    expect(c(s, 'w1').base).toBe(11);
    expect(c(s, 'w2').base).toBe(11);
    expect(s.state.dice.queue).toEqual([2]);
  });
  it('rolls the seeded d12 when no face is typed in', () => {
    const s = start([fighter('a', 'party', { initiative_die: undefined })]);
    expect(c(s, 'a').baseRoll).toMatchObject({ die: 12, source: 'prng' });
    expect(c(s, 'a').base).toBeGreaterThanOrEqual(1);
    expect(c(s, 'a').base).toBeLessThanOrEqual(12);
  });
  it.each([
    [{ action: 'weapon_attack', weapon: 'mace' }, 4],
    [{ action: 'weapon_attack' }, 3],
    [{ action: 'spell', tn: 14 }, 4],
    [{ action: 'consumable' }, 6],
    [{ action: 'consumable', modifier: 3 }, 3],
    [{ action: 'throw' }, 2],
    [{ action: 'full_defense' }, -1],
    [{ action: 'defensive_attack', weapon: 'sword' }, 4],
    [{ action: 'defensive_attack', weapon: 'none' }, 1],
  ])('declaring %o adds %i', (spec, mod) => {
    const s = run(duel(), { type: 'declare', combatant: 'a', ...spec } as DiAction);
    expect(s.state.declarations.a!.total).toBe(mod);
  });
  it('rejects an unknown declared action with a suggestion', () => {
    const r = step(plugin, duel().state, { type: 'declare', combatant: 'a', action: 'full_defence' });
    expect(r.error).toMatchObject({ code: 'combat/unknown-action', hint: 'did you mean `full_defense`?' });
  });
  it('resolves low to high; surprised creatures do not act in round 1', () => {
    let s = start([
      fighter('a', 'party', { initiative_die: 9 }),
      fighter('b', 'monsters', { surprised: true, initiative_die: 1 }),
    ]);
    expect(plugin.view(s.state).actingNow).toEqual(['a']);
    expect(step(plugin, s.state, { type: 'declare', combatant: 'b', action: 'throw' }).error?.code).toBe(
      'combat/surprised',
    );
    s = run(
      s,
      { type: 'declare', combatant: 'a', action: 'throw' },
      { type: 'act', combatant: 'a' },
      { type: 'end-round' },
    );
    s = run(
      s,
      { type: 'declare', combatant: 'a', action: 'throw' },
      { type: 'declare', combatant: 'b', action: 'throw' },
    );
    expect(s.state.slots.map((x) => [x.combatant, x.init])).toEqual([
      ['b', 3],
      ['a', 11],
    ]);
    expect(step(plugin, s.state, { type: 'act', combatant: 'a' }).error?.code).toBe('combat/not-your-turn');
  });
  it('a late arrival whose initiative is still to come joins this round', () => {
    let s = start([
      fighter('a', 'party', { initiative_die: 2 }),
      fighter('b', 'monsters', { initiative_die: 10 }),
      fighter('g', 'monsters', { arrives: true, initiative_die: 11 }),
    ]);
    s = run(
      s,
      { type: 'declare', combatant: 'a', action: 'throw' },
      { type: 'declare', combatant: 'b', action: 'throw' },
      { type: 'act', combatant: 'a' },
    );
    s = run(s, { type: 'arrive', combatant: 'g', declare: { action: 'throw' } });
    expect(c(s, 'g').catchUp).toBe(false);
    expect(s.state.slots.map((x) => [x.combatant, x.init])).toEqual([
      ['a', 4],
      ['b', 12],
      ['g', 13],
    ]);
  });
});

describe('damage', () => {
  const hitB = (s: Session<DiState, DiAction>, attack: object) =>
    run(
      s,
      { type: 'declare', combatant: 'a', action: 'weapon_attack' },
      { type: 'declare', combatant: 'b', action: 'full_defense' },
      { type: 'act', combatant: 'a', attack: { target: 'b', roll: 20, ...attack } } as DiAction,
    );
  it('Stress first, then Wound Points; Armour reduces each hit', () => {
    const s = hitB(duel({}, { armour: 2 }), { damage: 9 });
    expect(c(s, 'b')).toMatchObject({ stress: 0, wp: 8 });
    expect(c(s, 'b').wounds).toEqual([{ amount: 2, type: 'slashing', round: 1 }]);
  });
  it('a hit needs the attack to equal or exceed Defense (+4 on full defense)', () => {
    let s = hitB(duel({}, { agility: 1, defense: 2 }), { roll: 16, damage: 3 });
    expect(c(s, 'b').stress).toBe(5);
    s = hitB(duel({}, { agility: 1, defense: 2 }), { roll: 17, damage: 3 });
    expect(c(s, 'b').stress).toBe(2);
  });
  it('a critical multiplies the weapon damage and bypasses Stress; d% > damage: no injury', () => {
    const s = hitB(duel(), { damage: 4, critical: true, dice: undefined });
    expect(c(s, 'b')).toMatchObject({ stress: 5 });
    expect(c(s, 'b').wp).toBe(2);
  });
  it('a critical with d% ≤ its damage rolls the blunt table', () => {
    const s0 = duel();
    const s = run(
      s0,
      { type: 'declare', combatant: 'a', action: 'weapon_attack', weapon: 'mace' },
      { type: 'declare', combatant: 'b', action: 'throw' },
      {
        type: 'act',
        combatant: 'a',
        attack: { target: 'b', roll: 20, damage: 2, critical: true },
        dice: [6, 14],
      },
    );
    expect(c(s, 'b').wp).toBe(4);
    expect(c(s, 'b').injuries).toEqual([
      { table: 'blunt', roll: 14, name: 'Broken Neck', effect: 'Paralyzed from the neck down.' },
    ]);
  });
  it('an empty injury table leaves the injury to the GM', () => {
    const s = hitB(duel(), { damage: 3, critical: true, dice: [1] });
    const s2 = run(
      duel(),
      { type: 'declare', combatant: 'a', action: 'weapon_attack' },
      { type: 'declare', combatant: 'b', action: 'throw' },
      {
        type: 'act',
        combatant: 'a',
        attack: { target: 'b', roll: 20, damage: 3, critical: true },
        dice: [5],
      },
    );
    expect(c(s2, 'b').injuries[0]).toMatchObject({ table: 'slashing', name: 'GM chooses' });
    expect(s.state.combatants.b!.wp).toBe(4);
  });
  it('0 WP incapacitates; acting beyond crawling then costs 1 WP; below 0 is dying; −Strength is dead', () => {
    let s = hitB(bystander(trio()), { damage: 15 });
    expect(c(s, 'b').wp).toBe(0);
    expect(plugin.view(s.state).combatants[1]!.status).toEqual(['incapacitated']);
    s = run(s, { type: 'act', combatant: 'b', crawl: true });
    expect(c(s, 'b').wp).toBe(0);
    s = bystander(
      run(
        s,
        { type: 'end-round' },
        { type: 'declare', combatant: 'a', action: 'throw' },
        { type: 'declare', combatant: 'b', action: 'throw' },
      ),
    );
    s = run(s, { type: 'act', combatant: 'a' }, { type: 'act', combatant: 'b' });
    expect(c(s, 'b').wp).toBe(-1);
    expect(plugin.view(s.state).pendingChecks.map((p) => p.kind)).toEqual(['dying', 'stabilize']);
    s = run(s, { type: 'end-round' });
    expect(c(s, 'b').wp).toBe(-2);
    s = bystander(
      run(s, { type: 'declare', combatant: 'a', action: 'weapon_attack' }, { type: 'pass-declare', combatant: 'b' }),
    );
    s = run(s, { type: 'act', combatant: 'a', attack: { target: 'b', hit: true, damage: 8 } });
    expect(c(s, 'b')).toMatchObject({ wp: -10, dead: true });
  });
  it('a Heal check at TN 10 + the highest wound stabilises: no more bleeding', () => {
    let s = hitB(bystander(trio()), { damage: 17 });
    s = run(s, { type: 'act', combatant: 'b', crawl: true }, { type: 'end-round' });
    expect(c(s, 'b').wp).toBe(-3);
    s = bystander(
      run(
        s,
        { type: 'declare', combatant: 'a', action: 'other' },
        { type: 'declare', combatant: 'b', action: 'other' },
      ),
    );
    // The highest wound is the 12 from the hit (the 1 WP bleed is smaller): TN 22.
    expect(plugin.view(s.state).pendingChecks.find((p) => p.kind === 'stabilize')?.target).toBe(22);
    expect(
      step(plugin, s.state, { type: 'act', combatant: 'a', heal: { target: 'b', roll: 21 } }).state.combatants.b!
        .stabilized,
    ).toBe(false);
    s = run(s, { type: 'act', combatant: 'a', heal: { target: 'b', roll: 22 } });
    // Stabilised: its first action of the round costs nothing, and it no longer bleeds.
    s = run(s, { type: 'act', combatant: 'b' }, { type: 'end-round' });
    expect(c(s, 'b')).toMatchObject({ stabilized: true, wp: -3 });
  });
});

describe('morale', () => {
  it('more than half its WP in one hit triggers 3d6 + Insight + HD + allies vs 11 + opponents', () => {
    let s = start([
      fighter('a', 'party'),
      fighter('b', 'monsters', { insight: 1, hd: 2, stress: 0 }),
      fighter('c', 'monsters', { initiative_die: 12 }),
    ]);
    s = run(
      s,
      { type: 'declare', combatant: 'a', action: 'weapon_attack' },
      { type: 'declare', combatant: 'b', action: 'throw' },
      { type: 'declare', combatant: 'c', action: 'throw' },
    );
    s = run(
      s,
      { type: 'act', combatant: 'b' },
      { type: 'act', combatant: 'a', attack: { target: 'b', roll: 20, damage: 6 } },
      { type: 'act', combatant: 'c' },
    );
    expect(plugin.view(s.state).pendingChecks).toEqual([
      expect.objectContaining({ kind: 'morale', combatants: ['b'], target: 12 }),
    ]);
    // 3 + 2 + 2 = 7, + 1 Insight + 2 HD + 1 ally = 11 < 12: breaks.
    s = run(s, { type: 'end-round', dice: [3, 2, 2] });
    expect(c(s, 'b').morale).toBe('failed');
    expect(c(s, 'c').morale).toBeUndefined();
  });
  it('exactly half is not enough to trigger', () => {
    let s = start([fighter('a', 'party'), fighter('b', 'monsters', { stress: 0 }), fighter('c', 'monsters')]);
    s = run(
      s,
      { type: 'declare', combatant: 'a', action: 'weapon_attack' },
      { type: 'pass-declare', combatant: 'b' },
      { type: 'pass-declare', combatant: 'c' },
    );
    s = run(s, { type: 'act', combatant: 'a', attack: { target: 'b', roll: 20, damage: 5 } });
    expect(plugin.view(s.state).pendingChecks).toEqual([]);
  });
  it('outnumbered monsters check; meeting the TN holds', () => {
    let s = start([fighter('a', 'party'), fighter('p', 'party'), fighter('b', 'monsters', { hd: 1 })]);
    s = run(
      s,
      { type: 'pass-declare', combatant: 'a' },
      { type: 'pass-declare', combatant: 'p' },
      { type: 'pass-declare', combatant: 'b' },
    );
    // 11 + 2 opponents = 13; 4+4+4 + 0 + 1 HD + 0 allies = 13.
    s = run(s, { type: 'end-round', dice: [4, 4, 4] });
    expect(c(s, 'b').morale).toBe('passed');
  });
  it('intimidation sets the TN; an obvious outcome fails outright', () => {
    let s = duel();
    s = run(
      s,
      { type: 'declare', combatant: 'a', action: 'other' },
      { type: 'pass-declare', combatant: 'b' },
      { type: 'act', combatant: 'a', intimidate: { target: 'b', result: 18 } },
    );
    expect(plugin.view(s.state).pendingChecks[0]).toMatchObject({ kind: 'morale', target: 18 });
    const held = run(s, { type: 'end-round', dice: [6, 6, 5] });
    expect(c(held, 'b').morale).toBe('passed');
    const obvious = run(s, { type: 'end-round', obvious: ['b'] });
    expect(c(obvious, 'b').morale).toBe('failed');
    expect(obvious.state.ended).toBe(true);
  });
});

describe('session', () => {
  it('replay rebuilds the state and undo steps back exactly', () => {
    let s = duel({ initiative_die: undefined }, { initiative_die: undefined });
    const before = s.state;
    s = run(
      s,
      { type: 'declare', combatant: 'a', action: 'weapon_attack', weapon: 'mace' },
      { type: 'declare', combatant: 'b', action: 'weapon_attack' },
    );
    const mid = s.state;
    const first = plugin.view(s.state).actingNow[0]!;
    s = run(s, { type: 'act', combatant: first, attack: { target: first === 'a' ? 'b' : 'a', roll: 18 } });
    expect(replay(plugin, s.initial, s.log).state).toEqual(s.state);
    expect(undo(plugin, s).state).toEqual(mid);
    expect(undo(plugin, s, 3).state).toEqual(before);
  });
});

describe('typed dice', () => {
  const maceVsB = (s: Session<DiState, DiAction>) =>
    run(
      s,
      { type: 'declare', combatant: 'a', action: 'weapon_attack', weapon: 'mace' },
      { type: 'declare', combatant: 'b', action: 'throw' },
    );
  it('dice typed on an action it does not roll are refused, not left for the next roll', () => {
    // A miss rolls no damage: its typed d8 face would otherwise become the morale 3d6's first die.
    const r = step(plugin, maceVsB(duel()).state, {
      type: 'act',
      combatant: 'a',
      attack: { target: 'b', hit: false },
      dice: [8],
    });
    expect(r.error).toMatchObject({ code: 'dice/unused', path: ['dice'] });
  });
  it("an action rolls its own typed dice before the scenario's queued ones", () => {
    const r = step(plugin, maceVsB(duel()).state, {
      type: 'act',
      combatant: 'a',
      attack: { target: 'b', hit: true },
      dice: [7],
    });
    expect(r.error).toBeUndefined();
    expect(r.events.find((e) => e.type === 'attack')?.detail).toMatchObject({ raw: 8 }); // 1d8+1 with the typed 7
  });
  it("the scenario's queued dice wait for the rolls after the action", () => {
    const s = maceVsB(start([fighter('a', 'party'), fighter('b', 'monsters', { initiative_die: 12, hd: 1 })], [2]));
    expect(s.state.dice.queue).toEqual([2]);
    const r = step(plugin, s.state, { type: 'act', combatant: 'a', attack: { target: 'b', hit: true }, dice: [7] });
    expect(r.events.find((e) => e.type === 'attack')?.detail).toMatchObject({ raw: 8 });
    expect(r.state.dice.queue).toEqual([2]);
  });
});

describe('after the fight', () => {
  it('every action is refused once one side alone is left', () => {
    const s = run(
      duel(),
      { type: 'declare', combatant: 'a', action: 'throw' },
      { type: 'declare', combatant: 'b', action: 'throw' },
      { type: 'withdraw', combatant: 'b' },
      { type: 'end-round' },
    );
    expect(s.state.ended).toBe(true);
    const after: DiAction[] = [
      { type: 'declare', combatant: 'a', action: 'throw' },
      { type: 'pass-declare', combatant: 'a' },
      { type: 'act', combatant: 'a' },
      { type: 'riposte', combatant: 'a', target: 'b', roll: 20 },
      { type: 'skip', combatant: 'a' },
      { type: 'withdraw', combatant: 'a' },
      { type: 'end-round' },
    ];
    expect(after.map((a) => step(plugin, s.state, a).error?.code)).toEqual(after.map(() => 'combat/ended'));
  });
});
