// The faction-turns moves a UI offers are exactly the engine's: any sequence of offered moves is
// accepted, and any action the engine accepts among random candidates is offered.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { buildAction, defaultPicks, offers, type Move } from '../../core/moves.js';
import { expectNothingHidden, walkMoves } from '../../core/test-moves.js';
import type { Action } from '../../core/types.js';
import { moves } from './moves.js';
import { plugin } from './plugin.js';
import { factionTurnsTables } from './tables.js';
import { fighterFields } from './test-fighters.js';
import type { FtAction, FtCombatantSetup, FtState } from './types.js';

const tables = factionTurnsTables.parse(
  parse(readFileSync(new URL('../../../cards/faction-turns/system.yaml', import.meta.url), 'utf8')),
);
const ZONES = { yard: ['gate'], gate: ['road'], road: [] };

export const fightArb = fc.record({
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  zoned: fc.boolean(),
  fastSlow: fc.boolean(),
  declarationLimit: fc.boolean(),
  fighters: fc.array(
    fc.record({
      ...fighterFields(10),
      range: fc.constantFrom(0, 0, 1, 2),
      zone: fc.constantFrom('yard', 'gate', 'road'),
      ammo: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
      swords: fc.boolean(),
      concealed: fc.boolean(),
      immune: fc.boolean(),
    }),
    { minLength: 2, maxLength: 7 },
  ),
  stream: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
});
type Fight = typeof fightArb extends fc.Arbitrary<infer T> ? T : never;

export function start(f: Fight): FtState {
  const combatants: FtCombatantSetup[] = f.fighters.map((x, i) => ({
    id: `c${i}`,
    name: `Fighter ${i}`,
    faction: i === 0 ? 'players' : i === 1 ? 'bandits' : ['players', 'bandits', 'wolves'][x.faction]!,
    wit: x.wit,
    agi: x.agi,
    str: 10,
    health: x.health,
    armour: x.armour,
    damage: 6,
    range: x.range,
    immuneToFear: x.immune,
    concealed: x.concealed && i % 3 === 2,
    ...(f.zoned ? { zone: x.zone } : {}),
    ...(x.ammo !== undefined && x.range > 0 ? { ammo: x.ammo } : {}),
    ...(x.swords ? { weapons: { sword: { damage: 8 }, dagger: { damage: 4 } } } : {}),
  }));
  return plugin.init({
    tables,
    combatants,
    seed: f.seed,
    fastSlow: f.fastSlow,
    declarationLimit: f.declarationLimit,
    initiative: 'players',
    ...(f.zoned ? { zones: ZONES } : {}),
  });
}

export function candidates(s: FtState, next: () => number): Action[] {
  const any = <T>(xs: readonly T[]): T => xs[next() % xs.length]!;
  const ids = s.combatants.map((c) => c.id);
  const zones = Object.keys(s.zones);
  const out: FtAction[] = [{ type: 'end-fight' }, { type: 'gear-check' }, { type: 'start-round' }];
  for (let k = 0; k < 6; k++) {
    const who = any(ids);
    const other = any(ids.filter((x) => x !== who));
    const third = any(ids);
    out.push({
      type: 'start-round',
      first: any(s.factions),
      ...(next() % 2 ? { rolls: [1 + (next() % 20)] } : {}),
      ...(next() % 3 === 0 ? { slowFirst: any(s.factions) } : {}),
    });
    out.push({ type: 'pass', faction: any(s.factions) });
    // Not after the fight: the engine takes a closing `morale` there as a no-op (moves.ts).
    if (!s.ended)
      out.push({
        type: 'morale',
        ...(s.moraleDue.length ? { rolls: s.moraleDue.flatMap((m) => m.members.map(() => 1 + (next() % 20))) } : {}),
      });
    // The table's attacks ask for the reaction after the save to hit (`ask`); a script's inline
    // `reaction:` / `unaware:` is the same answer given in advance, so it is not a table move.
    const reaction = any([
      undefined,
      { kind: 'dodge' },
      { kind: 'counter' },
      { kind: 'guard', by: third },
      { kind: 'hide-behind', behind: third },
      { kind: 'hide-behind', behind: third, then: { kind: any(['dodge', 'counter'] as const) } },
    ] as const);
    const flags = any([
      {},
      { challenging: true },
      { cover: true },
      { cover: true, penetrates: true },
      { impaired: true },
    ]);
    // (Typed dice are the walk's part: it types every die a move asks for.)
    out.push({ type: 'turn', actor: who, steps: [{ kind: 'attack', attack: { target: other, ask: true, ...flags } }] });
    out.push({ type: 'react', ...(reaction ? { reaction } : {}) } as FtAction);
    out.push({ type: 'react', stunt: { effect: 'drops its sword' } } as FtAction);
    // Moves ask the enemies left behind one by one (a script's inline `opportunity:` answers in advance).
    out.push({ type: 'turn', actor: who, steps: [{ kind: 'move', to: any(zones), ask: true }] });
    out.push({
      type: 'turn',
      actor: who,
      steps: [
        { kind: 'move', to: any(zones), ask: true },
        { kind: 'attack', attack: { target: other, ask: true } },
      ],
    });
    out.push({ type: 'react', opportunity: { by: other } } as FtAction);
    out.push({
      type: 'turn',
      actor: who,
      steps: [{ kind: 'area-attack', blast: true, attack: next() % 2 ? { zone: any(zones) } : {} }],
    });
    out.push({
      type: 'turn',
      actor: who,
      steps: [{ kind: 'attack', attack: { target: other, nonlethal: any(['disarm', 'grapple'] as const) } }],
    });
    out.push({ type: 'turn', actor: who, steps: [{ kind: 'final-blow', target: other }] });
    out.push({ type: 'turn', actor: who, steps: [{ kind: 'bonus', what: any(tables.bonus_actions) }] });
    out.push({
      type: 'turn',
      actor: who,
      steps: [
        any([
          { kind: 'surrender' },
          { kind: 'flee' },
          { kind: 'unequip' },
          { kind: 'drop' },
          { kind: 'hide', how: 'out of sight' },
          { kind: 'equip', weapon: 'dagger' },
          { kind: 'pick-up', weapon: 'sword' },
          { kind: 'shove', target: other },
        ] as const),
      ],
    });
    out.push({ type: 'turn', actor: who, steps: [] });
    out.push({ type: 'timer-expired', actor: who });
    out.push({ type: 'chase', fleeing: [who], pace: any(['even', 'faster', 'slower'] as const) });
  }
  return out as Action[];
}

export const RARE = ['end-fight', 'chase'];

describe('faction-turns moves', () => {
  // Generous time limits: the machine these run on may be loaded (no timing is asserted).
  it('any sequence of offered moves is accepted by the engine', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(
        fightArb,
        (f) => void walkMoves(plugin as never, moves, start(f), f.stream, { steps: 60, rare: RARE }),
      ),
      { numRuns: 80, endOnFailure: true },
    );
  });

  it('no action the engine accepts is missing from the offers', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(
        fightArb,
        (f) =>
          void walkMoves(plugin as never, moves, start(f), f.stream, {
            steps: 40,
            rare: RARE,
            visit: (s, next) => {
              expectNothingHidden(plugin as never, moves, s, candidates(s, next));
              // A choice comes after the one its `when` looks at: a UI fills the choices in order.
              for (const m of moves(s).moves)
                m.choices.forEach(
                  (c, i) =>
                    c.when &&
                    expect(
                      m.choices.slice(0, i).map((x) => x.key),
                      `${m.id} ${c.key}`,
                    ).toContain(c.when.key),
                );
            },
          }),
      ),
      { numRuns: 60, endOnFailure: true },
    );
  });
});

/** A 4 v 4 on three zones: the players in the yard, the bandits in the yard and at the gate. */
function fight(opts: { fastSlow?: boolean; declarationLimit?: boolean } = {}): FtState {
  const p = (id: string, name: string, x: Partial<FtCombatantSetup> = {}): FtCombatantSetup => ({
    id,
    name,
    faction: 'players',
    wit: 10,
    agi: 10,
    str: 10,
    health: 8,
    damage: 8,
    zone: 'yard',
    ...x,
  });
  const b = (id: string, name: string, x: Partial<FtCombatantSetup> = {}): FtCombatantSetup => ({
    id,
    name,
    faction: 'bandits',
    wit: 8,
    agi: 10,
    str: 10,
    health: 5,
    damage: 6,
    zone: 'yard',
    ...x,
  });
  return plugin.init({
    tables,
    seed: 3,
    initiative: 'players',
    zones: ZONES,
    ...opts,
    combatants: [
      p('p1', 'Theobald', { wit: 9 }),
      p('p2', 'Osk', { range: 2, damage: 6, wit: 14 }),
      p('p3', 'Sybilla', { wit: 6 }),
      p('p4', 'Balthasar', { wit: 12 }),
      b('b1', 'Bandit One'),
      b('b2', 'Bandit Two'),
      b('b3', 'Bandit Three', { zone: 'gate' }),
      b('b4', 'Bandit Chief', { zone: 'road', range: 2, wit: 10 }),
    ],
  });
}

function go(s: FtState, a: FtAction): FtState {
  const r = plugin.step(s, a);
  return r.state;
}
const find = (s: FtState, id: string): Move => {
  const m = moves(s).moves.find((x) => x.id === id);
  if (!m)
    throw new Error(
      `no move ${id} among ${moves(s)
        .moves.map((x) => x.id)
        .join(' ')}`,
    );
  return m;
};
const keys = (m: Move) => m.choices.map((c) => c.key);
const play = (s: FtState, m: Move, picks: Record<string, unknown> = {}) => {
  const a = buildAction(m, { ...defaultPicks(m), ...picks });
  // plugin.step throws a refusal (RuleError), which fails the test with its code and message.
  return plugin.step(s, a as FtAction).state;
};

describe('a faction-turns round at the table', () => {
  it('the initiative holder picks who acts first; with fast/slow, the open FAT die and who opens the slow phase', () => {
    const plain = find(fight(), 'start-round');
    expect(plain.common).toBe(true);
    expect(plain.choices.map((c) => [c.key, c.kind])).toEqual([['first', 'option']]);
    expect(defaultPicks(plain)).toEqual({ first: 'players' });
    const fs = find(fight({ fastSlow: true }), 'start-round');
    expect(fs.choices.map((c) => [c.key, c.kind])).toEqual([
      ['first', 'option'],
      ['rolls', 'dice'],
      ['slowFirst', 'option'],
    ]);
    const s = play(fight({ fastSlow: true }), fs, { first: 'bandits', rolls: [11] });
    expect([s.fat, s.phase, s.rotation[0]]).toEqual([11, 'fast', 'bandits']);
    // Only bandits with WIT ≥ 11 may act in the fast phase: none, so the players are up.
    expect(
      moves(s)
        .moves.filter((m) => m.actor)
        .every((m) => ['p2', 'p4'].includes(m.actor!)),
    ).toBe(true);
  });

  it('asks for the WIT save to hit exactly when the rules require one', () => {
    const s = play(fight(), find(fight(), 'start-round'));
    // Melee on a nearby bandit: no save unless the GM rules the circumstances challenging.
    const melee = find(s, 'attack-b1:p1');
    const save = melee.choices.filter((c) => c.key === 'dice.hit-save');
    expect(save).toHaveLength(1);
    expect(save[0]!.when).toEqual({ key: 'steps.0.attack.challenging', in: ['true'] });
    // Osk (range 2) on the bandit at the gate: within half range, no save; on the chief on the road: beyond half range, always.
    expect(find(s, 'attack-b3:p2').choices.find((c) => c.key === 'dice.hit-save')!.when).toBeDefined();
    const far = find(s, 'attack-b4:p2').choices.find((c) => c.key === 'dice.hit-save')!;
    expect(far.when).toBeUndefined();
    expect(far.label).toContain('beyond half range');
    // Theobald cannot reach the gate or the road in melee: not offered; moving there and attacking is.
    expect(moves(s).moves.some((m) => m.id === 'attack-b3:p1')).toBe(false);
    expect(find(s, 'move-attack-gate-b3:p1').action).toMatchObject({
      steps: [
        { kind: 'move', to: 'gate' },
        { kind: 'attack', attack: { target: 'b3' } },
      ],
    });
  });

  it('asks the target for its reaction after the save to hit: dodge (AGI save), counter, hide behind, a guard, or none', () => {
    let s = play(fight(), find(fight(), 'start-round'));
    const atk = find(s, 'attack-b1:p1');
    expect(atk.common).toBe(true);
    expect(atk.action).toEqual({
      type: 'turn',
      actor: 'p1',
      steps: [{ kind: 'attack', attack: { target: 'b1', ask: true } }],
    });
    // The damage die is not typed yet: it comes with the reaction.
    expect(keys(atk)).not.toContain('dice.damage');
    s = play(s, atk);
    expect(s.pending).toMatchObject({ actor: 'p1', target: 'b1' });
    expect(plugin.view(s).actingNow).toEqual(['b1', 'b2']);
    expect(plugin.view(s).phase).toBe('main: Bandit One may react to Theobald');
    const react = moves(s).moves;
    expect(react.map((m) => [m.id, m.label, m.common])).toEqual([
      ['react-dodge:b1', 'Bandit One dodges (AGI save)', true],
      ['react-counter:b1', 'Bandit One counters', true],
      ['react-hide-b2:b1', 'Bandit One hides behind Bandit Two', true],
      ['react-guard-b1:b2', 'Bandit Two guards Bandit One', true],
      ['react-none', 'Bandit One: no reaction (takes the blow, or is unaware)', true],
      ['react-stunt', "Bandit One accepts Theobald's stunt instead", undefined],
    ]);
    const stunt = plugin.step(
      s,
      buildAction(find(s, 'react-stunt'), { 'stunt.effect': 'drops its club' }) as FtAction,
    ).state;
    expect(stunt.combatants.find((c) => c.id === 'b1')).toMatchObject({
      health: 5,
      conditions: ['drops its club'],
      spent: null,
    });
    expect(keys(find(s, 'react-dodge:b1'))).toEqual(['dice.dodge', 'dice.damage']);
    expect(keys(find(s, 'react-counter:b1'))).toEqual(['dice.counter-damage', 'dice.damage']);
    expect(keys(find(s, 'react-hide-b2:b1'))).toEqual([
      'reaction.then.kind',
      'dice.dodge',
      'dice.counter-damage',
      'dice.damage',
    ]);
    // Nothing else while the attack waits.
    expect(plugin.step.bind(null, s, { type: 'pass' })).toThrow(/has not answered/);
    // Dodge with the table's dice: a 1 on the AGI save passes and the attack misses.
    s = play(s, find(s, 'react-dodge:b1'), { 'dice.dodge': [1], 'dice.damage': [8] });
    expect(s.pending).toBeUndefined();
    expect(s.combatants.find((c) => c.id === 'b1')).toMatchObject({ health: 5, spent: 'reaction' });
    expect(s.rotation[s.current]).toBe('bandits');
    // Hiding behind Bandit Two, who counters in turn.
    s = play(s, find(s, 'attack-p1:b2'), {});
    s = play(s, find(s, 'react-none'), { 'dice.damage': [6] });
    expect(s.combatants.find((c) => c.id === 'p1')!.health).toBe(2);
  });

  it('does not ask when nobody could react: the damage die comes with the attack', () => {
    let s = play(fight(), find(fight(), 'start-round'));
    // Osk shoots Bandit Three at the gate, who has its turn still: it is asked.
    s = play(s, find(s, 'attack-b3:p2'));
    expect(s.pending).toMatchObject({ target: 'b3' });
    s = play(s, find(s, 'react-none'), { 'dice.damage': [2] });
    expect(s.combatants.find((c) => c.id === 'b3')!.health).toBe(3);
    // Once it has spent its turn, alone at the gate, nobody could react for it.
    s = play(s, find(s, 'idle:b3'));
    const atk = find(s, 'move-attack-gate-b3:p3');
    expect(keys(atk)).toContain('dice.damage');
    s = play(s, atk, { 'dice.damage': [8] });
    // The bandits in the yard may strike as Sybilla leaves: they let her go; no reaction is asked
    // after, and the damage die typed with the attack is the one rolled.
    const on = plugin.step(s, buildAction(find(s, 'react-move-on'), {}) as FtAction);
    expect(on.events.find((e) => e.type === 'attack')!.rolls).toEqual([
      { die: 8, value: 8, source: 'queue', purpose: 'damage' },
    ]);
    s = on.state;
    expect(s.pending).toBeUndefined();
    expect(s.combatants.find((c) => c.id === 'b3')!.status).toBe('incapacitated');
  });

  it('asks the enemies left behind, one by one, whether they strike a character leaving the zone', () => {
    let s = play(fight(), find(fight(), 'start-round'));
    const mv = find(s, 'move:p1');
    expect(mv.action).toEqual({ type: 'turn', actor: 'p1', steps: [{ kind: 'move', ask: true }] });
    s = play(s, mv, { 'steps.0.to': 'gate' });
    expect(plugin.view(s).phase).toBe('main: Theobald leaves for gate');
    expect(plugin.view(s).actingNow).toEqual(['b1', 'b2']);
    expect(moves(s).moves.map((m) => [m.id, m.label, m.common])).toEqual([
      ['react-opportunity:b1', 'Bandit One: opportunity attack on Theobald', true],
      ['react-opportunity:b2', 'Bandit Two: opportunity attack on Theobald', true],
      ['react-move-on', 'Theobald moves on to gate', true],
    ]);
    s = play(s, find(s, 'react-opportunity:b1'), { 'dice.opportunity-damage': [6] });
    // Bandit Two may still strike; then Theobald, still standing, goes on.
    expect(moves(s).moves.map((m) => m.id)).toEqual(['react-opportunity:b2', 'react-move-on']);
    s = play(s, find(s, 'react-move-on'));
    expect(s.pending).toBeUndefined();
    expect(s.combatants.find((c) => c.id === 'p1')).toMatchObject({ zone: 'gate', health: 2 });
    expect(s.combatants.find((c) => c.id === 'b1')!.spent).toBe('reaction');
    expect(s.rotation[s.current]).toBe('bandits');
  });

  it('runs the morale phase: who must check, the group WIT save dice, and a broken character may only surrender or retreat', () => {
    let s = go(fight(), { type: 'start-round' });
    for (const [actor, target] of [
      ['p1', 'b1'],
      ['p3', 'b2'],
    ] as const) {
      s = play(s, find(s, `attack-${target}:${actor}`));
      s = play(s, find(s, 'react-none'), { 'dice.damage': [8] });
      s = play(s, find(s, 'pass'));
    }
    while (s.phase !== 'morale') s = play(s, find(s, 'pass'));
    const m = find(s, 'morale');
    expect(m.label).toBe('Morale: group WIT save for Bandit Three, Bandit Chief');
    expect(m.choices).toEqual([
      {
        kind: 'dice',
        key: 'rolls',
        label: 'morale saves',
        dice: [
          { sides: 20, purpose: "Bandit Three's WIT save" },
          { sides: 20, purpose: "Bandit Chief's WIT save" },
        ],
      },
    ]);
    s = play(s, m, { rolls: [20, 1] });
    expect(s.combatants.filter((c) => c.broken).map((c) => c.id)).toEqual(['b3']);
    s = play(s, find(s, 'start-round'), { first: 'bandits' });
    expect(
      moves(s)
        .moves.filter((x) => x.actor === 'b3')
        .map((x) => x.id),
    ).toEqual(['surrender:b3', 'flee:b3', 'move:b3']);
  });

  it("runs the declaration timer on the players' turns only, from the rules' table", () => {
    let s = go(fight({ declarationLimit: true }), { type: 'start-round' });
    expect(moves(s).timer).toEqual({
      seconds: tables.declaration_limit.seconds,
      purpose: 'players declare a turn, or the character does nothing',
    });
    s = play(s, find(s, 'timer-expired:p3'));
    expect(s.combatants.find((c) => c.id === 'p3')!.spent).toBe('timeout');
    expect(moves(s).timer).toBeUndefined();
    expect(moves(s).moves.some((x) => x.id.startsWith('timer-expired'))).toBe(false);
  });

  it('labels with names, never ids, and every offered move is found by offers()', () => {
    const ids = ['p1', 'p2', 'p3', 'p4', 'b1', 'b2', 'b3', 'b4'];
    let s = go(fight({ fastSlow: true, declarationLimit: true }), {
      type: 'start-round',
      first: 'players',
    } as FtAction);
    for (let i = 0; i < 6; i++) {
      const v = moves(s);
      for (const m of v.moves) {
        const words = [
          m.label,
          ...m.choices.flatMap((c) => [
            c.label,
            ...('options' in c ? c.options.map((o) => o.label) : []),
            ...(c.kind === 'dice' ? c.dice.map((x) => x.purpose) : []),
          ]),
        ];
        for (const w of words) for (const id of ids) expect(w, m.id).not.toMatch(new RegExp(`\\b${id}\\b`));
        expect(offers(v, buildAction(m, defaultPicks(m)) as never), m.id).toBe(true);
      }
      s = play(s, v.moves.find((m) => m.common && m.id !== 'pass') ?? find(s, 'pass'));
    }
  });
});

describe('the faction-turns view at the table', () => {
  it('shows who has acted, where each one stands and how far it reaches', () => {
    let s = go(fight(), { type: 'start-round' });
    s = play(s, find(s, 'attack-b1:p1'));
    const v = plugin.view(s);
    expect(v.combatants.find((c) => c.id === 'p1')!.status).toEqual(['fighting', 'acted', 'in yard']);
    expect(v.combatants.find((c) => c.id === 'p2')!.status).toEqual(['fighting', 'in yard', 'range 2']);
    expect(v.combatants.find((c) => c.id === 'b4')!.status).toEqual(['fighting', 'in road', 'range 2']);
    expect(v.order.find((o) => o.combatant === 'p1')).toEqual({ combatant: 'p1', label: 'players', done: true });
  });
});
