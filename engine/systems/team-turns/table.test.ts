// The table setup of team-turns: a card's stats block, quick-add answers and the fight options
// make a scenario document that `fray resolve`'s compile accepts and the engine starts.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { plugin } from './plugin.js';
import { COMBATANT, compile } from './scenario.js';
import { teamTurnsCombatantStats as teamTurnsStats } from './combatant-stats.js';
import { table } from './table.js';
import { teamTurnsTables } from './tables.js';

const tables = teamTurnsTables.parse(
  parse(readFileSync(new URL('../../../cards/team-turns/system.yaml', import.meta.url), 'utf8')),
);
const ctx = { tables, cards: new Map() };

/** The answers of a form: each field's default at its dotted key. */
function answers(fields: typeof table.quickAdd): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.default === undefined) continue;
    const path = f.key.split('.');
    let cur = out;
    for (const k of path.slice(0, -1)) cur = (cur[k] ??= {}) as Record<string, unknown>;
    cur[path[path.length - 1]!] = f.default;
  }
  return out;
}

const boudica = {
  endurance: 12,
  health: 12,
  constitution: 4,
  evasion: 6,
  reduction: { physical: 2 },
  stamina: 3,
  focus: 2,
  weapons: { spear: { damage: 4, critical: 8, threshold: 19, type: 'piercing', test: { dice: ['d6', 6], bonus: 1 } } },
  fortify: { dice: ['d6', 'd4'], bonus: 1 },
};

describe('team-turns table setup', () => {
  it('every stats field is a field of the scenario combatant, and who it is stays out', () => {
    for (const k of Object.keys(teamTurnsStats.shape)) expect(COMBATANT, k).toContain(k);
    for (const k of ['id', 'name', 'team']) expect(Object.keys(teamTurnsStats.shape)).not.toContain(k);
  });

  it('cards and quick-add answers make a document that compiles and starts, the starting team first', () => {
    const quick = teamTurnsStats.parse(answers(table.quickAdd));
    const card = teamTurnsStats.parse(boudica);
    const doc = {
      system: 'team-turns',
      seed: 3,
      starts: 'guards',
      surprise: 'guards',
      combatants: [
        table.entry(card, { id: 'boudica', name: 'Boudica', side: 'players' }),
        table.entry(quick, { id: 'guard-1', name: 'Guard 1', side: 'guards', monster: true }),
      ],
    };
    const { setup } = compile(doc, ctx);
    const s = plugin.init(setup as never);
    expect(s.teams).toEqual(['guards', 'players']);
    expect(s.surprise).toBe('guards');
    expect(s.combatants.map((c) => [c.id, c.team, c.endurance])).toEqual([
      ['boudica', 'players', 12],
      ['guard-1', 'guards', 10],
    ]);
    expect(s.combatants[0]!.weapons.spear!.test).toEqual({ dice: [6, 6], bonus: 1 });
  });

  it('refuses a bad stat block with the field named', () => {
    const r = teamTurnsStats.safeParse({ ...boudica, endurance: -1, speed: 3 });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.') || i.message).sort()).toEqual([
      expect.stringContaining('speed'),
      'endurance',
    ]);
  });

  it('the options are document fields the compile reads', () => {
    const doc = {
      system: 'team-turns',
      starts: 'nobody',
      combatants: [
        table.entry(boudica, { id: 'a', name: 'A', side: 'x' }),
        table.entry(boudica, { id: 'b', name: 'B', side: 'y' }),
      ],
    };
    expect(() => compile(doc, ctx)).toThrow(/unknown team 'nobody'/);
    for (const f of table.options) expect(['starts', 'surprise']).toContain(f.key);
  });
});
