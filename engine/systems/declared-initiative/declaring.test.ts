// The rules' three ways to declare: round-robin in seat order, by Agility (highest first), and
// written down then revealed at once (hidden until the reveal, and takeable back before it).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../core/types.js';
import { moves } from './moves.js';
import { plugin } from './plugin.js';
import { declaredInitiativeTables } from './tables.js';
import type { DeclaringMode, DiState } from './types.js';
import { view } from './view.js';

const tables = declaredInitiativeTables.parse(
  parse(readFileSync(new URL('../../../cards/declared-initiative/system.yaml', import.meta.url), 'utf8')),
);
const sword = { id: 'sword', speed: 2, damage: '1d8', crit: 2, type: 'slashing' };
const start = (declaring: DeclaringMode) =>
  plugin.init({
    tables,
    declaring,
    seed: 2,
    combatants: [
      { id: 'slow', side: 'party', agility: -1, strength: 8, stress: 4, weapons: [sword] },
      { id: 'quick', side: 'party', agility: 3, strength: 8, stress: 4, weapons: [sword] },
      { id: 'ghoul', side: 'ghouls', agility: 1, strength: 8, stress: 4, weapons: [sword] },
    ],
  });
const step = (s: DiState, a: Record<string, unknown>) => plugin.step(s, a as Action as never);
const declareIds = (s: DiState) =>
  moves(s)
    .moves.filter((m) => m.action.type === 'declare')
    .map((m) => m.actor);

describe('how actions are declared', () => {
  it('round-robin: in seat order, and only the next one is offered', () => {
    const s = start('round-robin');
    expect(declareIds(s)).toEqual(['slow']);
    expect(view(s).actingNow).toEqual(['slow']);
    expect(() => step(s, { type: 'declare', combatant: 'quick', action: 'weapon_attack' })).toThrow(
      expect.objectContaining({ code: 'combat/not-your-declaration' }),
    );
    const s1 = step(s, { type: 'pass-declare', combatant: 'slow' }).state;
    expect(declareIds(s1)).toEqual(['quick']);
  });

  it('by Agility: the highest Agility first', () => {
    const s = start('agility');
    expect(declareIds(s)).toEqual(['quick']);
    const s1 = step(s, { type: 'declare', combatant: 'quick', action: 'weapon_attack' }).state;
    expect(declareIds(s1)).toEqual(['ghoul']);
  });

  it('written down: hidden until the reveal, takeable back, then the order shows every action at once', () => {
    let s = start('hidden');
    expect(declareIds(s).sort()).toEqual(['ghoul', 'quick', 'slow']);
    const r = step(s, { type: 'declare', combatant: 'ghoul', action: 'weapon_attack' });
    expect(r.events[0]!.detail).toEqual({ hidden: true });
    s = r.state;
    expect(view(s).order).toEqual([]);
    expect(view(s).combatants.find((c) => c.id === 'ghoul')!.modifiers.initiative).toBeUndefined();
    s = step(s, { type: 'undeclare', combatant: 'ghoul' }).state;
    expect(s.declarations.ghoul).toBeUndefined();
    for (const id of ['ghoul', 'quick', 'slow'])
      s = step(s, { type: 'declare', combatant: id, action: 'weapon_attack' }).state;
    expect(s.phase).toBe('declare');
    expect(moves(s).moves.find((m) => m.id === 'reveal')?.common).toBe(true);
    const rev = step(s, { type: 'reveal' });
    expect(rev.state.phase).toBe('resolve');
    const order = rev.events.find((e) => e.type === 'order')!;
    expect((order.detail!.slots as { action: string }[]).map((x) => x.action)).toEqual([
      'weapon_attack',
      'weapon_attack',
      'weapon_attack',
    ]);
  });

  it('the reveal waits for everyone, and exists only for written declarations', () => {
    const s = start('hidden');
    expect(() => step(s, { type: 'reveal' })).toThrow(expect.objectContaining({ code: 'combat/declarations-missing' }));
    expect(() => step(start('agility'), { type: 'reveal' })).toThrow(
      expect.objectContaining({ code: 'combat/not-hidden' }),
    );
    expect(() => step(start('agility'), { type: 'undeclare', combatant: 'quick' })).toThrow(
      expect.objectContaining({ code: 'combat/not-hidden' }),
    );
  });
});

describe("a scenario declares in the table's way", () => {
  it("orders a round's declarations by the mode and reveals written ones", async () => {
    const { compile } = await import('./scenario.js');
    for (const declaring of ['round-robin', 'agility', 'hidden'] as const) {
      const doc = {
        system: 'declared-initiative',
        declaring,
        combatants: [
          { id: 'slow', side: 'party', agility: -1, strength: 8, stress: 4, weapons: [sword] },
          { id: 'quick', side: 'party', agility: 3, strength: 8, stress: 4, weapons: [sword] },
          { id: 'ghoul', side: 'ghouls', agility: 1, strength: 8, stress: 4, weapons: [sword] },
        ],
        rounds: [{ declare: { ghoul: { action: 'weapon_attack' }, quick: 'pass', slow: 'pass' } }],
      };
      const c = compile(doc, { tables, cards: new Map() });
      const order = c.actions.map((a) => ('combatant' in a.action ? a.action.combatant : a.action.type));
      expect(order, declaring).toEqual(
        {
          'round-robin': ['slow', 'quick', 'ghoul', 'end-round'],
          agility: ['quick', 'ghoul', 'slow', 'end-round'],
          hidden: ['ghoul', 'quick', 'slow', 'reveal', 'end-round'],
        }[declaring],
      );
      let s = plugin.init(c.setup as never);
      for (const a of c.actions) s = plugin.step(s, a.action as never).state;
      expect(s.slots.length === 0 && s.declarations, declaring).toEqual({});
    }
  });
});
