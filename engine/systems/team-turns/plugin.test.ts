import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { step } from '../../core/index.js';
import { plugin } from './plugin.js';
import { teamTurnsTables } from './tables.js';
import type { TtAction, TtCombatantSetup, TtState, TurnAction, Weapon } from './types.js';
import { stepAll } from '../../core/test-steps.js';

const tables = teamTurnsTables.parse(
  parse(readFileSync(new URL('../../../cards/team-turns/system.yaml', import.meta.url), 'utf8')),
);
const spear: Weapon = {
  damage: 4,
  critical: 8,
  threshold: 19,
  type: 'piercing',
  test: { dice: [6, 6], bonus: 1 },
  ranged: false,
  nonlethal: false,
};
const bow: Weapon = {
  damage: 3,
  critical: 6,
  threshold: 20,
  type: 'piercing',
  test: { dice: [6], bonus: 0 },
  ranged: true,
  nonlethal: false,
};
const c = (id: string, team: string, extra: Partial<TtCombatantSetup> = {}): TtCombatantSetup => ({
  id,
  team,
  endurance: 10,
  health: 10,
  constitution: 3,
  evasion: 6,
  reduction: { physical: 8 },
  stamina: 3,
  weapons: { spear, bow },
  ...extra,
});
const ok = (s: TtState, ...actions: TtAction[]): TtState => stepAll(plugin, s, actions);
const err = (s: TtState, a: TtAction) => step(plugin, s, a).error?.code;
const get = (s: TtState, id: string) => s.combatants.find((x) => x.id === id)!;
const setup = (cs: TtCombatantSetup[], extra = {}) =>
  ok(plugin.init({ tables, combatants: cs, seed: 1, ...extra }), { type: 'start-round' });
const turn = (actor: string, actions: TurnAction[], extra = {}): TtAction => ({
  type: 'turn',
  actor,
  actions,
  ...extra,
});
const atk = (target: string, more = {}): TurnAction => ({ kind: 'attack', attack: { target, ...more } });
const lastAttack = (s: TtState, a: TtAction) =>
  step(plugin, s, a).events.find((e) => e.type === 'attack')!.detail as Record<string, any>;

describe('team-turns attacks', () => {
  const duel = () => setup([c('boudica', 'p'), c('foe', 'e'), c('ally', 'p'), c('foe2', 'e')]);

  it('the rules’ spear: test 6 vs evasion 6 hits, 6 + 4 − 8 = 2; luck 19 is critical: 6 + 8 − 8 = 6', () => {
    expect(get(ok(duel(), turn('boudica', [atk('foe', { test: 6, luck: 5 })])), 'foe').endurance).toBe(8);
    expect(get(ok(duel(), turn('boudica', [atk('foe', { test: 6, luck: 19 })])), 'foe').endurance).toBe(4);
    // rolled: 2d6 + 1 = 3 + 2 + 1 = 6
    expect(lastAttack(duel(), turn('boudica', [atk('foe')], { rolls: [3, 2, 7] }))).toMatchObject({
      base: 6,
      test: 6,
      hit: true,
    });
  });

  it('misses under evasion unless critical; damage is at least 1', () => {
    expect(lastAttack(duel(), turn('boudica', [atk('foe', { test: 5, luck: 18 })]))).toMatchObject({ hit: false });
    expect(lastAttack(duel(), turn('boudica', [atk('foe', { test: 1, luck: 19 })]))).toMatchObject({
      hit: true,
      critical: true,
    });
    expect(
      get(ok(duel(), turn('boudica', [atk('foe', { test: 6, luck: 2, weapon: { ...spear, damage: 0 } })])), 'foe')
        .endurance,
    ).toBe(9);
  });

  it('multiple-attack penalty: −2 per earlier attack by the attacker this round', () => {
    const r = step(
      plugin,
      duel(),
      turn('boudica', [
        atk('foe', { test: 9, luck: 2 }),
        atk('foe', { test: 5, luck: 2 }),
        atk('foe', { test: 9, luck: 2 }),
      ]),
    );
    const d = r.events.filter((e) => e.type === 'attack').map((e) => (e.detail as any).test);
    expect(d).toEqual([9, 3, 5]);
  });

  it('a stray shot at luck ≤ 1 strikes a random adjacent character', () => {
    const d = lastAttack(
      duel(),
      turn('boudica', [atk('foe', { weapon: 'bow', test: 8, luck: 1, adjacent: ['ally'] })], { rolls: [1] }),
    );
    const s = ok(
      duel(),
      turn('boudica', [atk('foe', { weapon: 'bow', test: 8, luck: 1, adjacent: ['ally'] })], { rolls: [1] }),
    );
    expect(d.strayFrom).toBe('foe');
    expect(get(s, 'ally').endurance).toBe(7);
    expect(get(s, 'foe').endurance).toBe(10);
  });

  it('reactions: dodge meets the test, parry adds to the reduction, block wears the shield, intercept retargets', () => {
    const s0 = setup([c('a', 'p'), c('b', 'e', { shield: { block: 9, durability: 2 }, parry: 2 }), c('b2', 'e')]);
    let s = ok(s0, turn('a', [atk('b', { test: 7, luck: 2, reaction: { kind: 'dodge', result: 7 } })]));
    expect(get(s, 'b')).toMatchObject({ endurance: 10, reactionsLeft: 0, stamina: 2 });
    expect(
      err(s0, turn('a', [atk('b', { test: 7, luck: 19, reaction: { kind: 'dodge', result: 30 } })])),
    ).toBeUndefined();
    expect(
      lastAttack(s0, turn('a', [atk('b', { test: 7, luck: 19, reaction: { kind: 'dodge', result: 30 } })])),
    ).toMatchObject({ hit: true });
    s = ok(s0, turn('a', [atk('b', { test: 7, luck: 2, reaction: { kind: 'parry' } })])); // 11 − (8 + 2) = 1
    expect(get(s, 'b').endurance).toBe(9);
    s = ok(s0, turn('a', [atk('b', { test: 10, luck: 2, reaction: { kind: 'block' } })])); // 14 − 9 = 5 to a shield of 2: 3 through
    expect(get(s, 'b')).toMatchObject({ endurance: 7, shield: { block: 9, durability: 0 } });
    s = ok(
      s0,
      turn('a', [
        atk('b', { test: 10, luck: 2, reaction: { kind: 'intercept', by: 'b2', then: { kind: 'parry', value: 3 } } }),
      ]),
    );
    expect(get(s, 'b').endurance).toBe(10);
    // 3 stamina − 1 to intercept − 1 for the parry after it: free of the reaction limit, not of its cost
    expect(get(s, 'b2')).toMatchObject({ endurance: 7, reactionsLeft: 0, stamina: 1 });
    // one reaction per round, recovered at the start of its own turn
    expect(
      err(
        s0,
        turn('a', [
          atk('b', { test: 9, luck: 2, reaction: { kind: 'parry' } }),
          atk('b', { test: 9, luck: 2, reaction: { kind: 'parry' } }),
        ]),
      ),
    ).toBe('combat/no-reaction');
  });

  it('guard: +1 to defences until the next turn, and the turn ends', () => {
    let s = setup([c('a', 'p'), c('b', 'e')]);
    s = ok(s, turn('a', [{ kind: 'other', id: 'guard' }]));
    expect(get(s, 'a').defenceBonus).toBe(1);
    expect(lastAttack(s, turn('b', [atk('a', { test: 6, luck: 2 })]))).toMatchObject({ evasion: 7, hit: false });
    expect(
      err(
        setup([c('a', 'p'), c('b', 'e')]),
        turn('a', [
          { kind: 'other', id: 'guard' },
          { kind: 'other', id: 'move' },
        ]),
      ),
    ).toBe('combat/turn-ended');
  });
});

describe('team-turns actions per turn', () => {
  it('three actions; move once per turn; sprint needs a move and stamina', () => {
    const s = setup([c('a', 'p', { stamina: 0 }), c('b', 'e')]);
    const o = (id: string): TurnAction => ({ kind: 'other', id });
    expect(err(s, turn('a', [o('interact'), o('interact'), o('interact'), o('interact')]))).toBe(
      'combat/no-actions-left',
    );
    expect(err(s, turn('a', [o('move'), o('move')]))).toBe('combat/once-per-turn');
    expect(err(s, turn('a', [o('sprint')]))).toBe('combat/requires');
    expect(err(s, turn('a', [o('step'), o('sprint')]))).toBe('combat/requires'); // a step is not the Move
    expect(err(s, turn('a', [o('move'), o('sprint')]))).toBe('combat/no-stamina');
    expect(err(s, turn('a', [o('dance')]))).toBe('combat/unknown-action');
  });

  it('extended actions carry over (Petra’s reload) and may be abandoned', () => {
    let s = setup([c('petra', 'p'), c('foe', 'e')]);
    s = ok(
      s,
      turn('petra', [
        atk('foe', { test: 1, luck: 2 }),
        { kind: 'other', id: 'seek-cover' },
        { kind: 'other', id: 'reload', cost: 2 },
      ]),
    );
    expect(get(s, 'petra').extended).toEqual({ name: 'reload', remaining: 1 });
    s = ok(s, turn('foe', []), { type: 'start-round' });
    const r = step(
      plugin,
      s,
      turn('petra', [
        { kind: 'other', id: 'interact' },
        { kind: 'other', id: 'interact' },
      ]),
    );
    expect(r.events.find((e) => e.type === 'extended-progress')!.detail).toMatchObject({ spent: 1, remaining: 0 });
    expect(get(r.state, 'petra').extended).toBeNull();
    expect(
      err(
        s,
        turn('petra', [
          { kind: 'other', id: 'interact' },
          { kind: 'other', id: 'interact' },
          { kind: 'other', id: 'interact' },
        ]),
      ),
    ).toBe('combat/no-actions-left');
    expect(
      err(
        s,
        turn(
          'petra',
          [
            { kind: 'other', id: 'interact' },
            { kind: 'other', id: 'interact' },
            { kind: 'other', id: 'interact' },
          ],
          { abandon: true },
        ),
      ),
    ).toBeUndefined();
  });

  it('a resuscitation started with one action left completes next turn', () => {
    let s = setup([c('a', 'p'), c('down', 'p', { health: 0 }), c('e', 'e')]);
    expect(get(s, 'down').unconscious).toBe(true);
    s = ok(
      s,
      turn('a', [
        { kind: 'other', id: 'interact' },
        { kind: 'other', id: 'interact' },
        { kind: 'resuscitate', target: 'down' },
      ]),
      turn('e', []),
      { type: 'start-round' },
    );
    s = ok(s, turn('a', []));
    expect(get(s, 'down').unconscious).toBe(false);
  });
});

describe('team-turns damage track', () => {
  const one = (extra: Partial<TtCombatantSetup> = {}) =>
    setup([c('x', 'p', { endurance: 0, health: 10, constitution: 20, ...extra }), c('y', 'e'), c('z', 'p')]);
  const dmg = (amount: number, more = {}): TtAction => ({ type: 'damage', target: 'x', amount, ...more });

  it('cheating death raises the difficulty by 5, permanently', () => {
    let s = ok(one(), dmg(11, { rolls: [10] }));
    expect(get(s, 'x')).toMatchObject({ health: 0, unconscious: true, dead: false, deathDifficulty: 15 });
    s = ok(s, dmg(1, { rolls: [14] }));
    expect(get(s, 'x').dead).toBe(true);
  });

  it('exactly the Health left: unconscious without a luck test', () => {
    const r = step(plugin, one(), dmg(10));
    expect(r.events[0]!.rolls).toEqual([]);
    expect(get(r.state, 'x')).toMatchObject({ unconscious: true, dead: false });
  });

  it('nonlethal damage past 0 spares the luck test, but any more damage at 0 Health risks death', () => {
    let s = ok(one(), dmg(15, { nonlethal: true }));
    expect(get(s, 'x')).toMatchObject({ health: 0, unconscious: true, dead: false, deathDifficulty: 10 });
    s = ok(s, dmg(1, { nonlethal: true, rolls: [3] }));
    expect(get(s, 'x').dead).toBe(true);
  });

  it('the consciousness check needs a reaction: without one the character falls unconscious', () => {
    const s = one({ constitution: 1, fortify: { dice: [6], bonus: 0 }, stamina: 0 });
    expect(get(ok(s, dmg(3)), 'x').unconscious).toBe(true);
    const s2 = one({ constitution: 1, fortify: { dice: [6], bonus: 0 } });
    expect(get(ok(s2, dmg(3, { rolls: [2] })), 'x').unconscious).toBe(true); // 2 < missing 3
    expect(get(ok(s2, dmg(3, { rolls: [3] })), 'x')).toMatchObject({ unconscious: false, reactionsLeft: 0 });
  });
});

describe('team-turns order', () => {
  it('unconscious characters lose their turns; the surprise round is the surprising team’s and the unsurprisable’s', () => {
    const s = ok(
      plugin.init({
        tables,
        combatants: [c('a', 'p'), c('b', 'p', { unsurprisable: true }), c('g', 'e')],
        surprise: 'e',
        seed: 1,
      }),
      { type: 'start-round' },
    );
    expect(s.phase).toBe('surprise');
    // the team order still holds in the surprise round: the unsurprisable player goes first
    expect(plugin.view(s).actingNow).toEqual(['b']);
    expect(err(s, turn('a', []))).toBe('combat/cannot-act');
    expect(err(ok(s, turn('b', [])), turn('a', []))).toBe('combat/not-your-turn');
    const s2 = ok(s, turn('b', []), turn('g', []));
    expect(s2.phase).toBe('between');
    const s3 = ok(s2, { type: 'start-round' }, { type: 'damage', target: 'a', amount: 21, rolls: [15] });
    expect(s3.phase).toBe('round');
    expect(plugin.view(s3).actingNow).toEqual(['b']); // a is out and loses its turn
    const s4 = ok(s3, turn('b', []), turn('g', []));
    expect(s4.phase).toBe('between');
  });
});

describe('team-turns typed dice', () => {
  it('typed dice an action does not roll are an error, not a leak into later rolls', () => {
    const s = setup([c('a', 'p'), c('b', 'e')]);
    expect(err(s, { type: 'damage', target: 'a', amount: 1, rolls: [5] })).toBe('dice/unused');
  });
  it("a turn's rolls are its own, ahead of the fight's queued dice, which wait for later rolls", () => {
    // Queued 5, 5; the turn types 3, 2, 7: the spear's 2d6 + 1 = 3 + 2 + 1 = 6, luck 7 (not 5 + 5 + 1 = 11, luck 3).
    const s = setup([c('boudica', 'p'), c('foe', 'e')], { dice: [5, 5] });
    const a = turn('boudica', [atk('foe', { weapon: spear })], { rolls: [3, 2, 7] });
    expect(lastAttack(s, a)).toMatchObject({ base: 6, luck: 7 });
    expect(step(plugin, s, a).state.dice.queue).toEqual([5, 5]);
  });
});

describe('team-turns command', () => {
  const party = () => setup([c('boudica', 'p'), c('roland', 'p'), c('foe', 'e')]);
  it('"give an ally one action": an enemy cannot be commanded, with or without the action named', () => {
    expect(err(party(), turn('boudica', [{ kind: 'command', target: 'foe' }]))).toBe('target/not-ally');
    expect(
      err(party(), turn('boudica', [{ kind: 'command', target: 'foe', action: { kind: 'other', id: 'move' } }])),
    ).toBe('target/not-ally');
    expect(err(party(), turn('boudica', [{ kind: 'command', target: 'boudica' }]))).toBe('target/not-ally');
    expect(err(party(), turn('boudica', [{ kind: 'command', target: 'roland' }]))).toBeUndefined();
  });
});

describe('team-turns after the fight has ended', () => {
  // roland starts at 0 Health, unconscious; the GM ends the fight.
  const over = () =>
    ok(setup([c('boudica', 'p'), c('roland', 'p', { health: 0 }), c('foe', 'e')]), { type: 'end-fight' });
  it('nobody is woken once the fight is over', () => {
    expect(get(over(), 'roland').unconscious).toBe(true);
    expect(err(over(), { type: 'wake', target: 'roland' })).toBe('combat/ended');
  });
  it('every other action is refused too', () => {
    const after: TtAction[] = [
      { type: 'start-round' },
      turn('boudica', []),
      { type: 'trigger', actor: 'boudica' },
      { type: 'damage', target: 'foe', amount: 1 },
      { type: 'end-fight' },
      { type: 'act', actor: 'boudica', action: { kind: 'other', id: 'move' } },
      { type: 'end-turn' },
      { type: 'react' },
    ];
    expect(after.map((a) => err(over(), a))).toEqual(after.map(() => 'combat/ended'));
  });
  it("end-round after the end is refused; a scenario's round close (if_running) changes nothing", () => {
    expect(err(over(), { type: 'end-round' })).toBe('combat/ended');
    const r = step(plugin, over(), { type: 'end-round', if_running: true });
    expect(r.error).toBeUndefined();
    expect(r.events).toEqual([]);
    expect(r.state).toEqual(over());
  });
});
