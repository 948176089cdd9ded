// Dealing card by card (`deal: one-by-one`): typed-in cards from the table's deck, the engine's
// seeded shuffle for the rest, an ambusher's extra card (keeps the best), and what is refused.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { step } from '../../core/step.js';
import { stepAll } from '../../core/test-steps.js';
import { plugin } from './plugin.js';
import { initiativeCardsTables } from './tables.js';
import type { CombatantSetup, IcAction, IcState, Setup } from './types.js';

const tables = initiativeCardsTables.parse(
  parse(readFileSync(new URL('../../../cards/initiative-cards/system.yaml', import.meta.url), 'utf8')),
);
const people: CombatantSetup[] = [
  { id: 'elin', side: 'players', weapons: [{ id: 'sword', damage: 2 }] },
  { id: 'brom', side: 'players', weapons: [{ id: 'axe', damage: 2 }] },
  { id: 'wolf-1', side: 'monsters', group: 'wolves' },
  { id: 'wolf-2', side: 'monsters', group: 'wolves' },
];
const start = (extra: Partial<Setup> = {}) =>
  plugin.init({ tables, combatants: people, seed: 5, deal: 'one-by-one', ...extra });
const err = (s: IcState, a: IcAction) => step(plugin, s, a).error?.code;

describe('dealing card by card', () => {
  it('takes the typed cards, deals the rest from the seeded shuffle, then opens round 1', () => {
    let s = start();
    expect(s.phase).toBe('deal');
    expect(err(s, { type: 'end-round' })).toBe('combat/deal-first');
    s = stepAll(plugin, s, [
      { type: 'deal', holder: 'elin', card: '7' },
      { type: 'deal', holder: 'wolves', card: 2 },
    ]);
    expect(s.holders.elin!.cards).toEqual([7]);
    expect(s.holders.wolves!.cards).toEqual([2]);
    expect(err(s, { type: 'deal', holder: 'brom', card: 7 })).toBe('setup/card-taken');
    expect(err(s, { type: 'deal', holder: 'elin' })).toBe('combat/dealt');
    const r = step(plugin, s, { type: 'deal-rest' });
    s = r.state;
    expect(s.phase).toBe('start');
    expect(s.holders.brom!.cards).toHaveLength(1);
    expect([7, 2]).not.toContain(s.holders.brom!.cards[0]);
    expect(r.events.map((e) => e.type)).toEqual(['draw']);
    expect(err(s, { type: 'deal', holder: 'brom' })).toBe('combat/dealt');
    // The same seed deals the same card.
    expect(
      stepAll(plugin, start(), [
        { type: 'deal', holder: 'elin', card: 7 },
        { type: 'deal', holder: 'wolves', card: 2 },
        { type: 'deal-rest' },
      ]).holders.brom,
    ).toEqual(s.holders.brom);
  });

  it('an ambusher draws one card more and keeps the best; the other goes back under the deck', () => {
    let s = start({ ambush: { side: 'players', result: 'automatic' } });
    s = stepAll(plugin, s, [{ type: 'deal', holder: 'elin', card: 8 }]);
    expect(s.holders.elin!.cards).toEqual([]);
    s = stepAll(plugin, s, [{ type: 'deal', holder: 'elin', card: 3 }]);
    expect(s.holders.elin!.cards).toEqual([3]);
    expect(s.holders.elin!.drawn).toEqual([8, 3]);
    expect(s.deck[s.deck.length - 1]).toBe(8);
    s = stepAll(plugin, s, [{ type: 'deal', holder: 'wolves', card: 1 }, { type: 'deal-rest' }]);
    expect(s.holders.brom!.drawn).toHaveLength(2);
    expect(s.holders.wolves!.drawn).toEqual([1]);
    expect(s.phase).toBe('start');
  });

  it('refuses a fight the deck cannot deal', () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ id: `c${i}`, side: i % 2 ? 'players' : 'monsters' }));
    expect(() => plugin.init({ tables, combatants: many, deal: 'one-by-one' })).toThrow(/cannot give everyone/);
  });
});

describe('dealing card by card in a scenario', () => {
  it('deals the cards not typed in from the shuffle before the first scripted round', async () => {
    const { compile, describe: line } = await import('./scenario.js');
    const doc = {
      system: 'initiative-cards',
      deal: 'one-by-one',
      combatants: [
        { id: 'a', side: 'players', draw: [4] },
        { id: 'b', side: 'monsters' },
      ],
      rounds: [{ turns: [] }],
    };
    const c = compile(doc, { tables, cards: new Map() });
    expect(c.actions[0]).toEqual({ action: { type: 'deal-rest' }, path: ['deal'] });
    const s0 = plugin.init(c.setup as Setup);
    expect(s0.phase).toBe('deal');
    const r = step(plugin, s0, c.actions[0]!.action as IcAction);
    expect(r.state.phase).toBe('start');
    expect(line(r.events[0]!)).toMatch(/^R1 b draws card \d+, keeps \d+$/);
    // Without rounds (a table's export replays its own deal actions), nothing is added.
    expect(compile({ ...doc, rounds: [] }, { tables, cards: new Map() }).actions).toEqual([]);
  });
});
