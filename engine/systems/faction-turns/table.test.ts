// The table setup's card stats are exactly what the scenario format takes: an entry built from a
// card compiles and starts a fight; a wrong stat is refused by the schema.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { compile } from './scenario.js';
import { plugin } from './plugin.js';
import { table } from './table.js';
import { factionTurnsTables } from './tables.js';

const tables = factionTurnsTables.parse(
  parse(readFileSync(new URL('../../../cards/faction-turns/system.yaml', import.meta.url), 'utf8')),
);

describe('faction-turns table setup', () => {
  it('builds scenario entries from card stats that compile into a fight', () => {
    const theobald = table.stats.parse({
      wit: 9,
      agi: 9,
      str: 13,
      health: 9,
      armour: 1,
      damage: 'd8',
      weapons: { sword: 'd8', bow: { damage: 'd6', range: 3 } },
    }) as Record<string, unknown>;
    const bandit = table.stats.parse({ wit: 8, agi: 11, str: 10, health: 5, damage: 'd6' }) as Record<string, unknown>;
    const doc = {
      system: 'faction-turns',
      initiative: 'players',
      options: { fast_slow: true },
      combatants: [
        table.entry(theobald, { id: 'theobald', name: 'Theobald', side: 'players' }),
        table.entry(bandit, { id: 'bandit-1', name: 'Bandit', side: 'bandits', monster: true }),
      ],
    };
    const { setup } = compile(doc, { tables, cards: new Map() });
    const s = plugin.init(setup as never);
    expect(s.combatants.map((c) => [c.id, c.name, c.faction, c.damage, c.wielding])).toEqual([
      ['theobald', 'Theobald', 'players', 8, 'sword'],
      ['bandit-1', 'Bandit', 'bandits', 6, null],
    ]);
    expect(s.fastSlow).toBe(true);
  });

  it('refuses stats the scenario would refuse, and lists only fields the scenario takes', () => {
    expect(table.stats.safeParse({ wit: 9, agi: 9, str: 13, health: 9, damage: 'eight' }).success).toBe(false);
    expect(table.stats.safeParse({ wit: 9, agi: 9, str: 13, health: 9, poise: 2 }).success).toBe(false);
    expect(table.stats.safeParse({ wit: 9, agi: 9, health: 9 }).success).toBe(false);
    for (const f of table.quickAdd) expect(Object.keys((table.stats as any).shape)).toContain(f.key);
    expect(table.options.map((o) => o.key)).toEqual([
      'initiative',
      'players',
      'options.fast_slow',
      'options.declaration_limit',
    ]);
  });
});
