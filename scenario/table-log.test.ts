import { describe, expect, it } from 'vitest';
import { getSystem, SYSTEM_IDS } from '../engine/systems/index.js';
import { fixtureDoc, tableContext } from '../test/scenarios/system-fixtures.js';
import { logByRound, namedEvent, namesOf } from './table-log.js';
import { startFight } from './table-fight.js';

describe('the table log names combatants, never ids', () => {
  for (const system of SYSTEM_IDS) {
    it(system, () => {
      const doc = fixtureDoc(system);
      const mod = getSystem(system)!;
      const r = startFight(mod, doc, tableContext(system, doc));
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const view = mod.plugin.view(r.fight.session.state);
      // Names unlike any id, so a leftover id shows.
      const names = new Map(view.combatants.map((c, i) => [c.id, `Name${i}`]));
      const rounds = logByRound(mod, r.fight.session.events, names);
      const text = rounds.flatMap((x) => x.lines).join('\n');
      expect(rounds.length).toBeGreaterThan(0);
      expect(text).toMatch(/Name\d/);
      for (const id of names.keys())
        expect(text, id).not.toMatch(new RegExp(`(?<![\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`));
      // Rounds in order, each once.
      expect(rounds.map((x) => x.round)).toEqual([...new Set(rounds.map((x) => x.round))].sort((a, b) => a - b));
    });
  }

  it('a short id that is also a word is replaced only where it is the id', () => {
    const e = {
      type: 'attack',
      round: 1,
      actor: 'a',
      target: 'orc',
      detail: { note: 'a hit', slots: [{ combatant: 'orc' }], by: { a: 2 } },
    };
    expect(
      namedEvent(
        e,
        new Map([
          ['a', 'Alda'],
          ['orc', 'Orc Chief'],
        ]),
      ),
    ).toEqual({
      type: 'attack',
      round: 1,
      actor: 'Alda',
      target: 'Orc Chief',
      detail: { note: 'a hit', slots: [{ combatant: 'Orc Chief' }], by: { Alda: 2 } },
    });
    expect(
      namesOf([
        { id: 'a', name: 'Alda' },
        { id: 'b', name: 'b' },
      ]),
    ).toEqual(new Map([['a', 'Alda']]));
  });
});
