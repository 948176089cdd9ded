// A turn taken one action at a time at the table: three actions and the multiple-attack penalty
// shown, an attack that waits for its target's answer (reaction), the turn passing on.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { step } from '../../core/index.js';
import { stepAll } from '../../core/test-steps.js';
import { buildAction, defaultPicks } from '../../core/moves.js';
import { moves } from './moves.js';
import { plugin } from './plugin.js';
import { teamTurnsTables } from './tables.js';
import type { TtAction, TtCombatantSetup, TtState, Weapon } from './types.js';
import { view } from './view.js';

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
const c = (id: string, team: string, extra: Partial<TtCombatantSetup> = {}): TtCombatantSetup => ({
  id,
  team,
  endurance: 10,
  health: 10,
  constitution: 3,
  evasion: 6,
  reduction: { physical: 8 },
  stamina: 3,
  weapons: { spear },
  dodge: { dice: [6, 6], bonus: 0 },
  ...extra,
});
const ok = (s: TtState, ...actions: TtAction[]): TtState => stepAll(plugin, s, actions);
const err = (s: TtState, a: TtAction) => step(plugin, s, a).error?.code;
const get = (s: TtState, id: string) => s.combatants.find((x) => x.id === id)!;
const start = () =>
  ok(plugin.init({ tables, combatants: [c('boudica', 'p'), c('foe', 'e'), c('ally', 'p')], seed: 1 }), {
    type: 'start-round',
  });
const ids = (s: TtState) => moves(s).moves.map((m) => m.id);
const act = (actor: string, action: unknown, extra = {}) => ({ type: 'act', actor, action, ...extra }) as TtAction;
const attack = (target: string, more = {}) => ({ kind: 'attack', attack: { target, weapon: 'spear', ...more } });

describe('a turn one action at a time', () => {
  it('three actions, the penalty in the label, then only free actions and the end of the turn', () => {
    let s = start();
    s = ok(s, act('boudica', { kind: 'other', id: 'move' }));
    expect(s.active).toEqual({ actor: 'boudica', left: 2, taken: ['move'] });
    expect(view(s).actingNow).toEqual(['boudica']);
    // A miss (test 2 vs evasion 6) resolves at once: nothing for the target to answer.
    s = ok(s, act('boudica', attack('foe', { test: 2, luck: 5 })));
    const label = moves(s).moves.find((m) => m.id === 'attack-spear:boudica')!.label;
    expect(label).toContain(`−${tables.attack.multiple_attack_penalty} multiple-attack penalty`);
    expect(ids(s)).not.toContain('action-move:boudica');
    s = ok(s, act('boudica', { kind: 'other', id: 'interact' }));
    expect(s.active!.left).toBe(0);
    expect(err(s, act('boudica', { kind: 'other', id: 'brandish' }))).toBe('combat/no-actions-left');
    expect(ids(s)).toContain('action-drop-prone:boudica');
    expect(ids(s)).not.toContain('attack-spear:boudica');
    expect(err(s, act('ally', { kind: 'other', id: 'move' }))).toBe('combat/turn-under-way');
    expect(err(s, { type: 'start-round' })).toBe('combat/turn-under-way');
    s = ok(s, { type: 'end-turn' });
    expect(s.active).toBeNull();
    expect(s.teams[s.current]).toBe('e');
    expect(get(s, 'boudica').tookTurn).toBe(true);
  });

  it('an action that ends the turn passes it on; the last of a team passes to the next team with someone left', () => {
    let s = ok(start(), act('boudica', { kind: 'other', id: 'guard' }));
    expect(s.active).toBeNull();
    expect(s.teams[s.current]).toBe('e');
    s = ok(s, { type: 'turn', actor: 'foe', actions: [] });
    // Team e has nobody left: team p goes on.
    expect(s.teams[s.current]).toBe('p');
    expect(
      moves(s)
        .moves.filter((m) => m.common)
        .map((m) => m.id),
    ).toContain('pass:ally');
  });

  it('an attack that can land waits for the target: only its answers are offered, then it resolves', () => {
    let s = ok(start(), act('boudica', attack('foe'), { rolls: [6, 6] }));
    expect(s.pending).toMatchObject({ attacker: 'boudica', test: 13, evasion: 6 });
    expect(view(s).actingNow).toEqual(['foe']);
    expect(view(s).pendingChecks[0]!.kind).toBe('reaction');
    const offered = moves(s).moves;
    expect(offered.map((m) => m.id).sort()).toEqual(['dodge:foe', 'end-fight', 'parry:foe', 'take-hit:foe']);
    expect(offered.filter((m) => m.id !== 'end-fight').every((m) => m.common)).toBe(true);
    expect(err(s, { type: 'damage', target: 'foe', amount: 1 })).toBe('combat/reaction-pending');
    expect(err(s, { type: 'end-turn' })).toBe('combat/reaction-pending');
    // The dodge: typed 6 + 6 and luck 3 = 12 < 13, the hit lands: 13 + 4 − 8 = 9.
    const dodge = offered.find((m) => m.id === 'dodge:foe')!;
    const r = step(plugin, s, buildAction(dodge, { ...defaultPicks(dodge), rolls: [6, 6, 3] }));
    expect(r.error).toBeUndefined();
    s = r.state;
    expect(s.pending).toBeNull();
    expect(get(s, 'foe')).toMatchObject({ endurance: 1, stamina: 2, reactionsLeft: 0 });
    expect(s.active).toMatchObject({ actor: 'boudica', left: 2 });
    // The foe has no reaction left: the next attack resolves at once, with the penalty.
    s = ok(s, act('boudica', attack('foe', { test: 10, luck: 5 })));
    expect(s.pending).toBeNull();
    expect(get(s, 'boudica').attacksThisRound).toBe(2);
  });

  it('taking the hit keeps the reaction for the consciousness check, typed in', () => {
    let s = ok(start(), { type: 'damage', target: 'foe', amount: 10 });
    s = ok(s, act('boudica', attack('foe', { test: 12, luck: 5 })));
    expect(s.pending).not.toBeNull();
    // 12 + 4 − 8 = 8 to Health: 2 left, 8 missing > Constitution 3: fortify against 8.
    s = ok(s, { type: 'react', fortify: 9 });
    expect(get(s, 'foe')).toMatchObject({ health: 2, unconscious: false, reactionsLeft: 0 });
  });

  it('a carried-over killing strike whose target woke comes to nothing', () => {
    let s = ok(
      ok(plugin.init({ tables, combatants: [c('boudica', 'p'), c('foe', 'e'), c('foe2', 'e')], seed: 1 }), {
        type: 'start-round',
      }),
      { type: 'damage', target: 'foe', amount: 20, nonlethal: true },
    );
    expect(get(s, 'foe').unconscious).toBe(true);
    s = ok(
      s,
      act('boudica', { kind: 'other', id: 'move' }),
      act('boudica', { kind: 'killing-strike', target: 'foe', weapon: 'spear' }),
    );
    expect(get(s, 'boudica').extended).toMatchObject({ name: 'killing-strike', remaining: 1 });
    expect(s.active).toBeNull();
    s = ok(s, { type: 'wake', target: 'foe' }, { type: 'end-round' }, { type: 'start-round' });
    expect(err(s, act('boudica', attack('foe')))).toBe('combat/extended-first');
    const r = step(plugin, s, act('boudica', undefined));
    expect(r.events.map((e) => e.type)).toContain('extended-lapsed');
    expect(get(r.state, 'foe').dead).toBe(false);
  });
});

describe("the table's dice for the checks damage calls for", () => {
  it('the luck die against death, typed on the answer to an attack: cheated at 10 or more, else dead', () => {
    const hurt = () => {
      let s = ok(
        plugin.init({
          tables,
          combatants: [c('boudica', 'p'), c('foe', 'e', { constitution: 10 }), c('foe2', 'e')],
          seed: 1,
        }),
        { type: 'start-round' },
        { type: 'damage', target: 'foe', amount: 17 },
      );
      s = ok(s, act('boudica', attack('foe', { test: 12, luck: 5 })));
      expect(s.pending).not.toBeNull();
      return s;
    };
    // 12 + 4 − 8 = 8 on 3 Health left: beyond it, a luck test against death.
    const cheat = ok(hurt(), { type: 'react', death_luck: tables.death.luck_difficulty });
    expect(get(cheat, 'foe')).toMatchObject({
      health: 0,
      unconscious: true,
      dead: false,
      deathDifficulty: tables.death.luck_difficulty + tables.death.cheat_increase,
    });
    const dies = ok(hurt(), { type: 'react', death_luck: 1 });
    expect(get(dies, 'foe').dead).toBe(true);
    expect(err(hurt(), { type: 'react', death_luck: 21 })).toBe('dice/out-of-range');
  });
});

describe('a command gives an ally its attack', () => {
  it('the commander pays the focus, the ally attacks, and its target may answer', () => {
    let s = ok(
      plugin.init({ tables, combatants: [c('boudica', 'p', { focus: 2 }), c('foe', 'e'), c('ally', 'p')], seed: 1 }),
      { type: 'start-round' },
    );
    s = ok(s, act('boudica', { kind: 'command', target: 'ally', action: attack('foe', { test: 12, luck: 5 }) }));
    expect(get(s, 'boudica').focus).toBe(0);
    expect(s.pending).toMatchObject({ attacker: 'ally', spec: { target: 'foe' } });
    expect(s.active).toMatchObject({ actor: 'boudica', left: 2, taken: ['command', 'command:ally'] });
    s = ok(s, { type: 'react' });
    expect(get(s, 'ally').attacksThisRound).toBe(1);
    expect(get(s, 'foe').endurance).toBe(10 - (12 + 4 - 8));
    expect(err(s, act('boudica', { kind: 'command', target: 'ally' }))).toBe('combat/once-per-turn');
  });
});

describe('a readied attack going off at the table', () => {
  it("asked, it waits for its target's reaction; scripted, it resolves at once", () => {
    let s = ok(
      start(),
      act('boudica', { kind: 'ready', action: attack('foe', { test: 12, luck: 5 }), trigger: 'the foe moves' }),
    );
    expect(get(s, 'boudica').readied).not.toBeNull();
    s = ok(s, { type: 'turn', actor: 'foe', actions: [] });
    const m = moves(s).moves.find((x) => x.id === 'trigger:boudica')!;
    expect(m.common).toBe(true);
    const asked = ok(s, buildAction(m, defaultPicks(m)) as TtAction);
    expect(asked.pending).toMatchObject({ attacker: 'boudica', spec: { target: 'foe' } });
    expect(moves(asked).moves.map((x) => x.id)).toContain('dodge:foe');
    const scripted = ok(s, { type: 'trigger', actor: 'boudica' });
    expect(scripted.pending).toBeNull();
    expect(get(scripted, 'foe').endurance).toBe(10 - (12 + 4 - 8));
  });
});
