import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { step } from '../../core/index.js';
import { plugin } from './plugin.js';
import { factionTurnsTables } from './tables.js';
import type { FtAction, FtCombatantSetup, FtSetup, FtState } from './types.js';
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
  health: 6,
  damage: 6,
  ...extra,
});

function start(combatants: FtCombatantSetup[], extra: Partial<FtSetup> = {}): FtState {
  return plugin.init({ tables, combatants, initiative: combatants[0]!.faction, seed: 3, ...extra });
}
const ok = (s: FtState, ...actions: FtAction[]): FtState => stepAll(plugin, s, actions);
const err = (s: FtState, a: FtAction) => step(plugin, s, a).error?.code;
const hp = (s: FtState, id: string) => s.combatants.find((x) => x.id === id)!;
const attack = (actor: string, target: string, more: object = {}, rolls?: number[]): FtAction =>
  ({
    type: 'turn',
    actor,
    steps: [{ kind: 'attack', attack: { target, ...more } }],
    ...(rolls ? { rolls } : {}),
  }) as FtAction;

describe('faction-turns order', () => {
  const duo = [c('a1', 'A'), c('a2', 'A'), c('b1', 'B')];

  it('the initiative faction chooses who starts; factions alternate and a pass can be answered', () => {
    let s = ok(start(duo), { type: 'start-round', first: 'B' });
    expect(plugin.view(s).actingNow).toEqual(['b1']);
    expect(err(s, { type: 'turn', actor: 'a1', steps: [] })).toBe('combat/not-your-turn');
    s = ok(s, { type: 'pass' });
    s = ok(s, { type: 'turn', actor: 'a1', steps: [] });
    // B passed once, A acted: the pass run starts over, so B may still act.
    expect(plugin.view(s).actingNow).toEqual(['b1']);
    s = ok(s, { type: 'turn', actor: 'b1', steps: [] }, { type: 'turn', actor: 'a2', steps: [] });
    expect(s.phase).toBe('morale');
    expect(err(s, { type: 'start-round' })).toBe('combat/morale-pending');
    s = ok(s, { type: 'morale' }, { type: 'start-round' });
    expect(s.round).toBe(2);
    expect(s.rotation).toEqual(['A', 'B']);
  });

  it('each character acts at most once per round', () => {
    const s = ok(
      start(duo),
      { type: 'start-round' },
      { type: 'turn', actor: 'a1', steps: [] },
      { type: 'turn', actor: 'b1', steps: [] },
    );
    expect(err(s, { type: 'turn', actor: 'a1', steps: [] })).toBe('combat/cannot-act');
  });

  it('all factions passing in a row ends the round even with characters left', () => {
    const s = ok(start(duo), { type: 'start-round' }, { type: 'pass' }, { type: 'pass' });
    expect(s.phase).toBe('morale');
  });

  it('random initiative uses a seeded die with one face per faction', () => {
    const s = plugin.init({ tables, combatants: duo, seed: 1, dice: [2] });
    expect(s.initiative).toBe('B');
    expect(s.initiativeRoll).toMatchObject({ die: 2, value: 2 });
  });

  it('the declaration limit spends the turn doing nothing, only when in use', () => {
    expect(err(ok(start(duo), { type: 'start-round' }), { type: 'timer-expired', actor: 'a1' })).toBe(
      'combat/no-declaration-limit',
    );
    const s = ok(
      start(duo, { declarationLimit: true, players: 'A' }),
      { type: 'start-round' },
      { type: 'timer-expired', actor: 'a1' },
    );
    expect(hp(s, 'a1').spent).toBe('timeout');
    expect(plugin.view(s).actingNow).toEqual(['b1']);
  });

  it("the declaration limit is the players' only: a GM character never times out", () => {
    // "Each Player has 15 seconds to declare what they intend to do on their turn."
    const s = ok(start(duo, { declarationLimit: true, players: 'A' }), { type: 'start-round' }, { type: 'pass' });
    expect(err(s, { type: 'timer-expired', actor: 'b1' })).toBe('combat/not-a-player');
    // No players' faction named (and none called players/party): nobody can time out.
    const t = ok(start(duo, { declarationLimit: true }), { type: 'start-round' });
    expect(step(plugin, t, { type: 'timer-expired', actor: 'a1' }).error).toMatchObject({
      code: 'combat/not-a-player',
      hint: "name the players' faction with `players:`",
    });
  });

  it('limits a turn to the table’s main and bonus actions', () => {
    const s = ok(start(duo), { type: 'start-round' });
    const two = { kind: 'attack', attack: { target: 'b1' } } as const;
    expect(err(s, { type: 'turn', actor: 'a1', steps: [two, two] })).toBe('combat/too-many-actions');
    expect(
      err(s, { type: 'turn', actor: 'a1', steps: [two, { kind: 'bonus', what: 'x' }, { kind: 'bonus', what: 'y' }] }),
    ).toBe('combat/too-many-actions');
  });
});

describe('faction-turns attacks and reactions', () => {
  const three = [c('a', 'A', { armour: 1 }), c('b', 'B', { agi: 8 }), c('b2', 'B'), c('a2', 'A')];
  const r1 = () => ok(start(three), { type: 'start-round' });

  it('hits automatically; armour (+cover) reduces the damage; a challenging attack needs a WIT save', () => {
    expect(hp(ok(r1(), attack('a', 'b', {}, [5])), 'b').health).toBe(1);
    expect(hp(ok(r1(), attack('a', 'b', { cover: true }, [5])), 'b').health).toBe(2);
    const b = ok(r1(), { type: 'pass' }, attack('b', 'a', { cover: true }, [1]));
    expect(hp(b, 'a').health).toBe(6); // 1 − (1 + 1) → minimum 0
    expect(hp(ok(r1(), attack('a', 'b', { challenging: true }, [11])), 'b').health).toBe(6); // 11 > WIT 10: miss
    expect(hp(ok(r1(), attack('a', 'b', { challenging: true }, [10, 4])), 'b').health).toBe(2);
    expect(hp(ok(r1(), attack('a', 'b', { impaired: true }, [4])), 'b').health).toBe(2);
    expect(err(r1(), attack('a', 'b', { impaired: true }, [5]))).toBe('dice/out-of-range'); // a d4, not the d6
  });

  it('dodge: an AGI save spends the reactor’s turn; it cannot then act', () => {
    let s = ok(r1(), attack('a', 'b', { reaction: { kind: 'dodge' } }, [8]));
    expect(hp(s, 'b')).toMatchObject({ health: 6, spent: 'reaction' });
    expect(plugin.view(s).actingNow).toEqual(['b2']);
    s = ok(r1(), attack('a', 'b', { reaction: { kind: 'dodge' } }, [9, 2]));
    expect(hp(s, 'b').health).toBe(4);
    expect(err(r1(), attack('a', 'b', { unaware: true, reaction: { kind: 'dodge' } }))).toBe('combat/cannot-react');
  });

  it('a character that has acted cannot react', () => {
    const s = ok(r1(), { type: 'pass' }, { type: 'turn', actor: 'b', steps: [] });
    expect(err(s, attack('a', 'b', { reaction: { kind: 'dodge' } }))).toBe('combat/cannot-react');
  });

  it('counter: the one suffering more is hit first and may be dropped before it lands; a tie hits both', () => {
    // a deals 6 − 0 = 6 (drops b); b's counter 5 − 1 = 4 never lands.
    let s = ok(r1(), attack('a', 'b', { reaction: { kind: 'counter' } }, [6, 5]));
    expect(hp(s, 'b')).toMatchObject({ health: 0, status: 'incapacitated' });
    expect(hp(s, 'a').health).toBe(6);
    // tie: 4 and 5 − 1 = 4 → both hit
    s = ok(r1(), attack('a', 'b', { reaction: { kind: 'counter' } }, [4, 5]));
    expect([hp(s, 'a').health, hp(s, 'b').health]).toEqual([2, 2]);
    // the counter hurts more and lands first, then the attack still lands
    s = ok(r1(), attack('a', 'b', { reaction: { kind: 'counter' } }, [2, 6]));
    expect([hp(s, 'a').health, hp(s, 'b').health]).toEqual([1, 4]);
  });

  it('hide behind and guard move the attack to a new target and spend turns', () => {
    let s = ok(
      r1(),
      attack('a', 'b', { reaction: { kind: 'hide-behind', behind: 'b2', then: { kind: 'dodge' } } }, [11, 3]),
    );
    expect(hp(s, 'b')).toMatchObject({ health: 6, spent: 'reaction' });
    expect(hp(s, 'b2')).toMatchObject({ health: 3, spent: 'reaction' });
    s = ok(r1(), attack('a', 'b', { reaction: { kind: 'guard', by: 'b2' } }, [3]));
    expect(hp(s, 'b')).toMatchObject({ health: 6, spent: null });
    expect(hp(s, 'b2')).toMatchObject({ health: 3, spent: 'reaction' });
  });

  it('opportunity attacks interrupt movement; the mover cannot react; an incapacitated mover stops', () => {
    const s = ok(r1(), {
      type: 'turn',
      actor: 'a',
      steps: [
        { kind: 'move', opportunity: [{ by: 'b' }] },
        { kind: 'attack', attack: { target: 'b2' } },
      ],
      rolls: [6, 2],
    });
    expect(hp(s, 'a').health).toBe(1);
    expect(hp(s, 'b').spent).toBe('reaction');
    expect(hp(s, 'b2').health).toBe(4);
    const down = ok(
      start([c('a', 'A', { health: 2 }), c('b', 'B'), c('b2', 'B')]),
      { type: 'start-round' },
      {
        type: 'turn',
        actor: 'a',
        steps: [
          { kind: 'move', opportunity: [{ by: 'b' }] },
          { kind: 'attack', attack: { target: 'b2' } },
        ],
        rolls: [6],
      },
    );
    expect(hp(down, 'a').status).toBe('incapacitated');
    expect(hp(down, 'b2').health).toBe(6);
  });

  it('final blow kills only the incapacitated; a surrendered character harmed by the enemy fights again', () => {
    let s = ok(r1(), attack('a', 'b', {}, [6]));
    expect(err(s, { type: 'turn', actor: 'b2', steps: [{ kind: 'final-blow', target: 'a' }] })).toBe(
      'target/not-incapacitated',
    );
    s = ok(
      s,
      { type: 'turn', actor: 'b2', steps: [{ kind: 'surrender' }] },
      { type: 'turn', actor: 'a2', steps: [{ kind: 'final-blow', target: 'b' }] },
    );
    expect(hp(s, 'b').status).toBe('dead');
    expect(hp(s, 'b2').status).toBe('surrendered');
    s = ok(s, { type: 'morale', rolls: [] });
    s = ok(s, { type: 'start-round' }, attack('a', 'b2', {}, [1]));
    expect(hp(s, 'b2').status).toBe('fighting');
  });
});

describe('faction-turns morale', () => {
  it('a group at half its number makes a group save; passing exempts, failing breaks; immune-to-fear skips', () => {
    const g = [
      c('p', 'P', { damage: 10 }),
      c('q', 'P', { damage: 10 }),
      c('m1', 'M', { wit: 9 }),
      c('m2', 'M', { wit: 9 }),
      c('m3', 'M', { wit: 9, immuneToFear: true }),
      c('m4', 'M', { wit: 9 }),
    ];
    let s = ok(
      start(g),
      { type: 'start-round' },
      attack('p', 'm1', {}, [10]),
      { type: 'turn', actor: 'm2', steps: [] },
      attack('q', 'm4', {}, [10]),
    );
    s = ok(s, { type: 'turn', actor: 'm3', steps: [] });
    expect(s.phase).toBe('morale');
    expect(s.moraleDue).toEqual([{ group: 'M', members: ['m2'] }]);
    expect(plugin.view(s).pendingChecks[0]).toMatchObject({ kind: 'morale', combatants: ['m2'] });
    s = ok(s, { type: 'morale', rolls: [10] }); // 10 > WIT 9: fails
    expect(hp(s, 'm2')).toMatchObject({ broken: true, moraleExempt: false });
    s = ok(s, { type: 'start-round' });
    expect(s.moraleDue).toEqual([]);
  });

  it('a lone character checks at half its health and a pass exempts it for the rest of the fight', () => {
    const g = [c('p', 'P', { damage: 10 }), c('lone', 'L', { health: 8, wit: 12 })];
    let s = ok(start(g), { type: 'start-round' }, attack('p', 'lone', {}, [3]), {
      type: 'turn',
      actor: 'lone',
      steps: [],
    });
    expect(s.moraleDue).toEqual([]);
    s = ok(s, { type: 'morale' }, { type: 'start-round' }, attack('p', 'lone', {}, [1]), {
      type: 'turn',
      actor: 'lone',
      steps: [],
    });
    expect(s.moraleDue).toEqual([{ group: 'L', members: ['lone'] }]);
    s = ok(s, { type: 'morale', rolls: [12] });
    expect(hp(s, 'lone').moraleExempt).toBe(true);
    s = ok(s, { type: 'start-round' }, { type: 'pass' }, { type: 'pass' });
    expect(s.moraleDue).toEqual([]);
  });
});

describe('faction-turns ambush', () => {
  it('concealed ambushers play a bonus turn first; their targets cannot react; they still act in round 1', () => {
    let s = plugin.init({
      tables,
      combatants: [c('p', 'P'), c('q', 'P'), c('amb', 'M', { concealed: true }), c('m', 'M')],
      initiative: 'M',
      seed: 1,
    });
    s = ok(s, { type: 'start-round' });
    expect(s.phase).toBe('ambush');
    expect(plugin.view(s).actingNow).toEqual(['amb']);
    expect(err(s, attack('amb', 'p', { reaction: { kind: 'dodge' } }))).toBe('combat/cannot-react');
    s = ok(s, attack('amb', 'p', {}, [2]));
    expect(hp(s, 'amb').concealed).toBe(false);
    expect(s.phase).toBe('main'); // P had nobody able in the ambush, M had nobody left: both passed
    expect(plugin.view(s).actingNow).toEqual(['amb', 'm']);
  });
});

describe('faction-turns non-lethal attacks', () => {
  const g = () => ok(start([c('a', 'A'), c('b', 'B', { str: 9 }), c('a2', 'A')]), { type: 'start-round' });
  it('disarm and grapple: no damage; a failed STR save gives the condition', () => {
    let s = ok(g(), attack('a', 'b', { nonlethal: 'disarm' }, [10]));
    expect(hp(s, 'b')).toMatchObject({ health: 6, conditions: ['disarmed'] });
    s = ok(g(), attack('a', 'b', { nonlethal: 'grapple' }, [9]));
    expect(hp(s, 'b').conditions).toEqual([]);
    s = ok(g(), attack('a', 'b', { nonlethal: 'grapple' }, [12]));
    expect(plugin.view(s).combatants.find((x) => x.id === 'b')!.effects).toEqual([{ name: 'grabbed by a' }]);
  });
  it('a counter to a non-lethal attack lands first and may stop it', () => {
    const s = ok(
      start([c('a', 'A', { health: 3 }), c('b', 'B'), c('a2', 'A')]),
      { type: 'start-round' },
      attack('a', 'b', { nonlethal: 'disarm', reaction: { kind: 'counter' } }, [5]),
    );
    expect(hp(s, 'a').status).toBe('incapacitated');
    expect(hp(s, 'b').conditions).toEqual([]);
  });
});

describe('faction-turns typed dice', () => {
  // The scenario's queued dice wait for rolls nobody typed; an action's typed dice are its own.
  const duo = (dice: number[]) => start([c('a', 'A'), c('b', 'B')], { dice });
  const queue = (s: FtState, q: number[]): FtState => ({ ...s, dice: { ...s.dice, queue: q } });
  // a hits b for the queued 5 (no armour): b at 6 − 5 = 1, half or less, so B's lone character checks morale
  // once B passes and the round is over.
  const hurt = () => ok(duo([5]), { type: 'start-round' }, attack('a', 'b'));

  it("a turn's typed damage die is rolled before the queued one", () => {
    const s = ok(duo([1]), { type: 'start-round' }, attack('a', 'b', {}, [5]));
    expect(hp(s, 'b').health).toBe(1); // not 6 − 1 = 5 from the queued 1
    expect(s.dice.queue).toEqual([1]);
  });

  it("a morale save's typed die is rolled before the queued one", () => {
    const s = queue(ok(hurt(), { type: 'pass' }), [20]);
    expect(s.moraleDue).toEqual([{ group: expect.any(String), members: ['b'] }]);
    // Typed 2 ≤ WIT 10: b holds and is exempt (the queued 20 would break it).
    const m = ok(s, { type: 'morale', rolls: [2] });
    expect(hp(m, 'b')).toMatchObject({ moraleExempt: true, broken: false });
    expect(m.dice.queue).toEqual([20]);
  });

  it("a chase's typed AGI save is rolled before the queued one", () => {
    const s = queue(ok(hurt(), { type: 'pass' }, { type: 'morale', rolls: [2] }), [20]);
    // Typed 2 ≤ AGI 10: b escapes (the queued 20 would leave it reached).
    const r = ok(s, { type: 'chase', fleeing: ['b'], pace: 'even', rolls: [2] });
    expect(hp(r, 'b').status).toBe('fled');
    expect(r.dice.queue).toEqual([20]);
  });

  it("the gear check's typed durability dice are rolled before the queued one", () => {
    const s = queue(ok(hurt(), { type: 'end-fight' }), [1]);
    // a's weapon was used: the typed 6 keeps it sound (the queued 1 would damage it).
    const r = ok(s, { type: 'gear-check', rolls: [6] });
    expect(hp(r, 'a').gear.weapon).toBe('sound');
    expect(r.dice.queue).toEqual([1]);
  });

  it("a round's typed fast action threshold is rolled before the queued die", () => {
    const s = ok(start([c('a', 'A'), c('b', 'B')], { dice: [3], fastSlow: true }), { type: 'start-round', fat: 15 });
    expect(s.fat).toBe(15);
    expect(s.dice.queue).toEqual([3]);
  });
});
