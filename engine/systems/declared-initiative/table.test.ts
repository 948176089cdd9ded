// The table setup of declared-initiative: a card's stats block, quick-add answers and the fight
// options (how actions are declared, a surprised side) make a scenario document that compiles.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { plugin } from './plugin.js';
import { combatant, compile } from './scenario.js';
import { declaredInitiativeCombatantStats as declaredInitiativeStats } from './combatant-stats.js';
import { table } from './table.js';
import { declaredInitiativeTables } from './tables.js';

const tables = declaredInitiativeTables.parse(
  parse(readFileSync(new URL('../../../cards/declared-initiative/system.yaml', import.meta.url), 'utf8')),
);
const ctx = { tables, cards: new Map() };

function answers(fields: typeof table.quickAdd): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default]));
}

const ghoul = {
  agility: 1,
  strength: 10,
  stress: 6,
  hd: 2,
  insight: 0,
  armour: 1,
  weapons: [{ id: 'claws', speed: 0, damage: '1d6', crit: 2, type: 'slashing' }],
};

describe('declared-initiative table setup', () => {
  it('the stats are the scenario combatant without who it is or how it enters the fight', () => {
    for (const k of Object.keys(declaredInitiativeStats.shape)) expect(Object.keys(combatant.shape)).toContain(k);
    for (const k of ['id', 'name', 'side', 'monster', 'surprised', 'arrives'])
      expect(Object.keys(declaredInitiativeStats.shape)).not.toContain(k);
    expect(table.quickAdd.map((f) => f.key)).toEqual(expect.arrayContaining(['agility', 'stress']));
    expect(table.quickAdd.map((f) => f.key)).not.toContain('poise');
  });

  it('cards, quick-add and the options compile: the surprised side sits out round 1, declarations are written down', () => {
    const doc = {
      system: 'declared-initiative',
      seed: 4,
      declaring: 'hidden',
      surprised: 'ghouls',
      combatants: [
        table.entry(declaredInitiativeStats.parse(answers(table.quickAdd)), {
          id: 'alda',
          name: 'Alda',
          side: 'party',
        }),
        table.entry(declaredInitiativeStats.parse(ghoul), {
          id: 'ghoul-1',
          name: 'Ghoul 1',
          side: 'ghouls',
          monster: true,
        }),
      ],
    };
    const { setup } = compile(doc, ctx);
    const s = plugin.init(setup as never);
    expect(s.declaring).toBe('hidden');
    expect(s.combatants['ghoul-1']!.surprisedRound).toBe(1);
    expect(s.combatants['ghoul-1']!.monster).toBe(true);
    expect(s.combatants.alda!.stressMax).toBe(6);
  });

  it('refuses an unknown declaring mode and a surprised side nobody is on', () => {
    const base = { system: 'declared-initiative', combatants: [table.entry(ghoul, { id: 'a', name: 'A', side: 'x' })] };
    expect(() => compile({ ...base, declaring: 'shouting' }, ctx)).toThrow();
    expect(() => compile({ ...base, surprised: 'y' }, ctx)).toThrow(/no combatant is on the side/);
    expect(table.options.map((f) => f.key)).toEqual(['declaring', 'surprised']);
  });
});
