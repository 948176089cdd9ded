// The pools the engine builds and rolls (pool.ts), worked by hand from the rules' sentences.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { replay, startSession, type Session } from '../../core/session.js';
import { plugin } from './plugin.js';
import { initiativeCardsTables } from './tables.js';
import type { CombatantSetup, IcAction, IcState, Setup } from './types.js';
import { applyAll } from '../../core/test-steps.js';

const tables = initiativeCardsTables.parse(
  parse(readFileSync(new URL('../../../cards/initiative-cards/system.yaml', import.meta.url), 'utf8')),
);
const sword = { id: 'sword', damage: 1 };
type S = Session<IcState, IcAction>;
const start = (combatants: CombatantSetup[], extra: Partial<Setup> = {}): S =>
  startSession(plugin.init({ tables, combatants, seed: 9, ...extra }));
const run = (s: S, ...actions: IcAction[]): S => applyAll(plugin, s, actions);
const last = (s: S, type: string) => [...s.events].reverse().find((e) => e.type === type)!.detail!;

describe('Fear test dice', () => {
  // "Add additional dice equal to the number of player characters present in the scene (maximum +3
  // dice). Player characters who have Sever[e] Mental Harm do not count. … during combat you use the
  // number of player characters situated in the same zone as you."
  const party = (over: Record<string, Partial<CombatantSetup>> = {}) =>
    start(
      ['p1', 'p2', 'p3', 'p4', 'p5']
        .map((id, i) => ({ id, side: 'players', draw: [i + 1], ...over[id] }))
        .concat([{ id: 'm', side: 'monsters', draw: [9] }]),
      { zones: { hall: ['yard'] } },
    );

  it('adds one die per player character in the zone, at most 3', () => {
    const s = run(party(), { type: 'fear', combatant: 'p1', fear: 1, dice: 1, rolls: [1, 1, 1, 6] });
    expect(last(s, 'fear')).toMatchObject({ pool: 4, extra_dice: 3, bonus_dice: 3, successes: 1, passed: true });
  });

  it('does not count those with Severe Mental Harm, nor those in another zone', () => {
    const s = run(party({ p2: { mental: 3 }, p3: { zone: 'yard' }, p4: { zone: 'yard' } }), {
      type: 'fear',
      combatant: 'p1',
      fear: 2,
      dice: 2,
      rolls: [6, 1, 1, 1],
    });
    // p1 and p5 in the hall: +2 dice; one success against Fear 2 fails: risky, 3 Mental Harm.
    expect(last(s, 'fear')).toMatchObject({ pool: 4, bonus_dice: 2, successes: 1, passed: false });
    expect(s.state.combatants.p1!.mental).toBe(3);
  });
});

describe('rolled pools', () => {
  it('roll from the seeded dice in the state: a replay gives the same faces', () => {
    let s = start([
      { id: 'a', side: 'players', draw: [1], weapons: [sword] },
      { id: 'o', side: 'monsters', draw: [2] },
    ]);
    s = run(s, { type: 'maneuver', combatant: 'a', maneuver: 'attack', target: 'o', dice: 6 });
    const faces = last(s, 'attack').faces as number[];
    expect(faces).toHaveLength(6);
    expect(last(s, 'attack').successes).toBe(faces.filter((f) => f === 6).length);
    expect(replay(plugin, s.initial, s.log).state).toEqual(s.state);
  });

  it('an ambusher reacting before its own turn spends its ambush die on that reaction', () => {
    // o (card 1) attacks b; b is an ambusher with 1 extra success: its dodge is its first maneuver.
    let s = start(
      [
        { id: 'b', side: 'players', draw: [5, 7] },
        { id: 'o', side: 'monsters', draw: [1], weapons: [sword] },
      ],
      { ambush: { side: 'players', result: 'success', extra_successes: 1 } },
    );
    s = run(s, {
      type: 'maneuver',
      combatant: 'o',
      maneuver: 'attack',
      target: 'b',
      successes: 1,
      reaction: { maneuver: 'dodge', dice: 1, rolls: [6, 2] },
    });
    expect(last(s, 'attack')).toMatchObject({
      hit: false,
      reaction: { by: 'b', pool: 2, ambush_dice: 1, successes: 1 },
    });
    expect(s.state.combatants.b!.firstManeuverBonus).toBe(0);
  });

  it("typed successes stay the table's; the modifiers the pool should have had are shown", () => {
    let s = start(
      [
        { id: 'a', side: 'players', draw: [1, 4], weapons: [sword] },
        { id: 'o', side: 'monsters', draw: [2], physical: 2 },
      ],
      { ambush: { side: 'players', result: 'success', extra_successes: 2 } },
    );
    s = run(s, { type: 'maneuver', combatant: 'a', maneuver: 'attack', target: 'o', successes: 1 });
    expect(last(s, 'attack')).toMatchObject({ successes: 1, typed_pool_modifiers: { ambush_dice: 2 } });
    s = run(
      s,
      { type: 'end-turn', combatant: 'a' },
      { type: 'maneuver', combatant: 'o', maneuver: 'flee', successes: 0 },
    );
    expect(last(s, 'flee')).toMatchObject({ typed_pool_modifiers: { harm_dice: -3 } }); // 2 + the 1 Harm of a's hit
  });
});
