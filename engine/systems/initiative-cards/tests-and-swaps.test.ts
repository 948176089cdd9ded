// What the side panel relies on in the engine: a test left empty rolls the creature's own dice for
// that Action, faces typed alone are the table's own pool, and a forced swap asked for before the
// roll happens only when the dice allow it (a holder of several cards gives its highest).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { step } from '../../core/step.js';
import { stepAll } from '../../core/test-steps.js';
import { plugin } from './plugin.js';
import { initiativeCardsTables } from './tables.js';
import type { CombatantSetup, IcAction, IcState } from './types.js';

const tables = initiativeCardsTables.parse(
  parse(readFileSync(new URL('../../../cards/initiative-cards/system.yaml', import.meta.url), 'utf8')),
);
const sword = { id: 'sword', damage: 2 };
const people = (troll: Partial<CombatantSetup> = {}): CombatantSetup[] => [
  { id: 'elin', side: 'players', draw: [2], weapons: [sword], actions: { strike: 3, finesse: 2 } },
  {
    id: 'troll',
    side: 'monsters',
    draw: [5],
    weapons: [sword],
    physical: 1,
    harm_limit: 9,
    actions: { strike: 2, finesse: 1 },
    ...troll,
  },
];
const start = (troll?: Partial<CombatantSetup>): IcState => plugin.init({ tables, combatants: people(troll), seed: 4 });
const last = (s: IcState, a: IcAction, type: string) =>
  step(plugin, s, a)
    .events.filter((e) => e.type === type)
    .at(-1)!;

describe('tests and swaps as the side panel plays them', () => {
  it("a test left empty rolls the Action's dice from the stat block; a reaction the best of its Actions", () => {
    const e = last(
      start(),
      { type: 'maneuver', combatant: 'elin', maneuver: 'attack', target: 'troll', reaction: { maneuver: 'parry' } },
      'attack',
    );
    expect(e.detail).toMatchObject({ dice: 3, pool: 3 });
    // The troll's parry: Strike 2 (better than Force, which it lacks), one die fewer for its Harm point.
    expect((e.detail as any).reaction).toMatchObject({ dice: 2, pool: 1, harm_dice: -1 });
    expect(
      step(plugin, start({ actions: {} }), {
        type: 'maneuver',
        combatant: 'elin',
        maneuver: 'attack',
        target: 'troll',
        reaction: { maneuver: 'dodge' },
      }).error?.code,
    ).toBe('combat/needs-successes');
  });

  it("faces typed alone are the table's own pool: its 6s count, the rules' dice are shown", () => {
    const s = stepAll(plugin, start(), [{ type: 'end-turn', combatant: 'elin' }]);
    const e = last(
      s,
      { type: 'maneuver', combatant: 'troll', maneuver: 'attack', target: 'elin', rolls: [6, 6, 3, 1, 2] },
      'attack',
    );
    expect(e.detail).toMatchObject({
      faces: [6, 6, 3, 1, 2],
      successes: 2,
      typed_pool_modifiers: { harm_dice: -1 },
      hit: true,
    });
  });

  it('a forced swap asked for happens only when the dice allow it', () => {
    const short = step(plugin, start(), {
      type: 'maneuver',
      combatant: 'elin',
      maneuver: 'attack',
      target: 'troll',
      rolls: [6],
      outmaneuver: true,
    });
    expect(short.error).toBeUndefined();
    expect(short.events.some((e) => e.type === 'swap')).toBe(false);
    expect(short.events.find((e) => e.type === 'attack')!.detail).toMatchObject({
      hit: true,
      outmaneuver: 'needs 1 extra success(es)',
    });
    const enough = step(plugin, start(), {
      type: 'maneuver',
      combatant: 'elin',
      maneuver: 'attack',
      target: 'troll',
      rolls: [6, 6],
      outmaneuver: true,
    });
    expect(enough.state.holders.elin!.cards).toEqual([5]);
    const dodge = step(plugin, start(), {
      type: 'maneuver',
      combatant: 'elin',
      maneuver: 'attack',
      target: 'troll',
      rolls: [6, 6],
      reaction: { maneuver: 'dodge', rolls: [6], swap: true },
    });
    expect(dodge.events.find((e) => e.type === 'attack')!.detail).toMatchObject({
      swap: 'not enough successes',
      hit: true,
    });
    expect(dodge.state.holders.troll!.cards).toEqual([5]);
  });

  it('a holder of several cards forcing a swap gives its highest', () => {
    const two = plugin.init({
      tables,
      seed: 4,
      combatants: [
        { id: 'elin', side: 'players', draw: [6], weapons: [sword] },
        { id: 'troll', side: 'monsters', cards: 2, draw: [1, 9], weapons: [sword] },
      ],
    });
    const s = stepAll(plugin, two, [
      { type: 'maneuver', combatant: 'troll', maneuver: 'attack', target: 'elin', successes: 2, outmaneuver: true },
    ]);
    expect([...s.holders.troll!.cards].sort((a, b) => a - b)).toEqual([1, 6]);
    expect(s.holders.elin!.cards).toEqual([9]);
  });
});
