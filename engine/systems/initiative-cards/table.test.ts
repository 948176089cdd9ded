// The table setup: a quick-added stat block (a form's `weapons.0.id` answer is the list's first entry) and the document options make a
// `fray resolve` document that compiles and opens in the dealing phase.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { plugin } from './plugin.js';
import { compile } from './scenario.js';
import { table } from './table.js';
import { initiativeCardsTables } from './tables.js';
import type { IcState, Setup } from './types.js';

const tables = initiativeCardsTables.parse(
  parse(readFileSync(new URL('../../../cards/initiative-cards/system.yaml', import.meta.url), 'utf8')),
);

describe('initiative-cards table setup', () => {
  it('builds scenario entries from card stats and quick-add answers, and the options open a card-by-card deal', () => {
    const quick = { actions: { strike: 3, finesse: 2 }, endure: 2, weapons: [{ id: 'axe', damage: 2 }] };
    expect(table.stats.safeParse(quick).success).toBe(true);
    expect(table.stats.safeParse({ strike: 3 }).success).toBe(false);
    const elin = table.entry(quick, { id: 'elin', name: 'Elin', side: 'party' });
    expect(elin).toEqual({
      id: 'elin',
      name: 'Elin',
      side: 'party',
      pc: true,
      actions: { strike: 3, finesse: 2 },
      endure: 2,
      weapons: [{ id: 'axe', damage: 2 }],
    });
    const wolf = table.entry(
      { group: 'wolves', weapons: [{ id: 'bite', damage: 1 }], harm_limit: 3 },
      { id: 'wolf-1', name: 'Wolf 1', side: 'monsters', monster: true },
    );
    expect(wolf).toMatchObject({ pc: false, group: 'wolves', harm_limit: 3 });
    const doc = {
      system: 'initiative-cards',
      deal: 'one-by-one',
      zones: 'clearing: treeline; treeline: road',
      combatants: [elin, wolf, { ...wolf, id: 'wolf-2', name: 'Wolf 2' }],
    };
    const c = compile(doc, { tables, cards: new Map() });
    const s = plugin.init(c.setup as Setup) as IcState;
    expect(s.phase).toBe('deal');
    expect(s.zones).toEqual({ clearing: ['treeline'], treeline: ['clearing', 'road'], road: ['treeline'] });
    expect(s.holderIds).toEqual(['elin', 'wolves']);
    // Every option's key is a field the scenario document takes.
    for (const o of table.options) expect(['deal', 'zones', 'ambush']).toContain(o.key.split('.')[0]);
  });
});
